import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { describeError } from '@/lib/errors'

const MAX_REASON = 2000

/**
 * One operator decision: a button that opens a dialog asking for the reason (written to the log
 * with the decision), then runs it. `children` adds fields (a settlement's outcome);
 * `incomplete` says what is still to choose in them.
 */
export function ReasonDialog({
  trigger,
  triggerVariant = 'outline',
  title,
  description,
  reasonLabel = 'Reason',
  confirmLabel,
  busyLabel = 'Saving…',
  destructive = false,
  children,
  incomplete = '',
  onConfirm,
  onDone,
}: {
  trigger: string
  triggerVariant?: ComponentProps<typeof Button>['variant']
  title: string
  description: ReactNode
  reasonLabel?: string
  confirmLabel: string
  busyLabel?: string
  destructive?: boolean
  children?: ReactNode
  incomplete?: string
  onConfirm: (reason: string) => Promise<void>
  /** After the decision is saved and the dialog closed: where the list refreshes. */
  onDone: () => void
}) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState('')
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const errorId = `${fieldId}-error`

  function openChange(next: boolean) {
    if (busy) return
    setOpen(next)
    if (next) {
      setReason('')
      setMissing('')
      setFailure('')
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setMissing(`Write the ${reasonLabel.toLowerCase()}: it goes into the log with the decision.`)
      return
    }
    if (incomplete) {
      setFailure(incomplete)
      return
    }
    setBusy(true)
    setFailure('')
    try {
      await onConfirm(reason.trim())
      setBusy(false)
      setOpen(false)
      onDone()
    } catch (error) {
      setBusy(false)
      setFailure(describeError(error, 'That did not save. Try again.'))
    }
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant={triggerVariant}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{reasonLabel}</Label>
            <Textarea
              id={fieldId}
              value={reason}
              required
              maxLength={MAX_REASON}
              rows={3}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value)
                setMissing('')
              }}
            />
            <FieldError id={errorId} message={missing} />
          </div>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => openChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
