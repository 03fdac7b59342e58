import { useId, useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
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
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { BOOKING_TEXTS, REASON_MAX_LENGTH } from './bookingTexts'

export interface ReasonDialogProps {
  /** The row's button that opens the step, e.g. Decline or Cancel. */
  trigger: ReactNode
  title: string
  description: string
  reasonLabel: string
  reasonRequired: boolean
  confirmLabel: string
  keepLabel: string
  /** Sends the change; a thrown refusal is explained by `describeFailure` and the step stays open. */
  onConfirm: (reason: string) => Promise<void>
  describeFailure: (error: unknown) => string
}

/** A small confirm step with a reason (optional or required); the typed reason survives a refusal. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fieldId = useId()
  const errorId = useId()

  async function confirm() {
    const text = reason.trim()
    if (props.reasonRequired && !text) return setError(BOOKING_TEXTS.reasonRequired)
    if ([...text].length > REASON_MAX_LENGTH) return setError(BOOKING_TEXTS.reasonTooLong)
    setBusy(true)
    setError(null)
    try {
      await props.onConfirm(text)
      setOpen(false)
      setReason('')
    } catch (failure) {
      setError(props.describeFailure(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setError(null)
      }}
    >
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void confirm()
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{props.reasonLabel}</Label>
            <Textarea
              id={fieldId}
              rows={3}
              value={reason}
              aria-required={props.reasonRequired}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value)
                setError(null)
              }}
            />
          </div>
          {error && (
            <Alert id={errorId} variant="destructive">
              {error}
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {props.keepLabel}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
