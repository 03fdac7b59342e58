import { useId, useState, type FormEvent, type ReactNode } from 'react'
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
import { SAFETY_TEXTS, type ReportKind } from '@/content/safety'
import { describeError, fieldErrorCode } from '@/lib/errors'
import { resendVerification, sendReport, type ReportSubject } from '@/lib/safety-api'
import { toast } from '@/lib/toast'
import { useCurrentUser } from '@/stores/user'
import { firstKind, kindsFor, textProblem } from './report-form'

export interface ReportDialogProps {
  /** The button that opens it (focus returns to it on close). */
  trigger: ReactNode
  subject: ReportSubject
  /** What is reported, in the title: a member's name, "this message", "this review". */
  what: string
}

/** Report a member, a message, a review or a booking: a kind, what happened, Send. */
export function ReportDialog({ trigger, subject, what }: ReportDialogProps) {
  const user = useCurrentUser()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [kind, setKind] = useState<ReportKind>(() => firstKind(subject))
  const [text, setText] = useState('')
  const [problem, setProblem] = useState('')
  const [mustVerify, setMustVerify] = useState(false)
  const [busy, setBusy] = useState(false)

  function close(next: boolean) {
    if (!next) {
      setProblem('')
      setMustVerify(false)
    }
    setOpen(next)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!user) return
    const local = textProblem(kind, text)
    if (local) return setProblem(local)
    setBusy(true)
    try {
      await sendReport(user.id, subject, { kind, text: text.trim() })
      toast.success(SAFETY_TEXTS.sent)
      setText('')
      close(false)
    } catch (error) {
      setMustVerify(fieldErrorCode(error, 'reporter') === 'validation_verify_email')
      setProblem(describeError(error))
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    if (!user) return
    try {
      await resendVerification(user.email)
      toast.success(SAFETY_TEXTS.resent(user.email))
    } catch (error) {
      toast.error(describeError(error))
    }
  }

  const required = kind === 'other'
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{SAFETY_TEXTS.reportTitle(what)}</DialogTitle>
            <DialogDescription>{SAFETY_TEXTS.reportDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{SAFETY_TEXTS.kindLegend}</legend>
            {kindsFor(subject).map((option) => (
              <label key={option.kind} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${ids}-kind`}
                  value={option.kind}
                  checked={kind === option.kind}
                  onChange={() => setKind(option.kind)}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-text`}>
              {required ? SAFETY_TEXTS.textLabelRequired : SAFETY_TEXTS.textLabel}
            </Label>
            <Textarea
              id={`${ids}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={4}
              aria-invalid={problem !== '' || undefined}
              aria-describedby={problem ? `${ids}-problem` : undefined}
            />
          </div>
          {problem && (
            <Alert id={`${ids}-problem`} variant="destructive" className="grid gap-2">
              <p>{problem}</p>
              {mustVerify && (
                <Button type="button" variant="outline" size="sm" onClick={() => void resend()}>
                  {SAFETY_TEXTS.resend}
                </Button>
              )}
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {SAFETY_TEXTS.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? SAFETY_TEXTS.sending : SAFETY_TEXTS.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
