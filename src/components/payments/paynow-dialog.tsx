import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { CopyIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/errors'
import { type PayNowAnswer } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { toast } from '@/lib/toast'

// The QR encoder loads with this dialog's first opening, never with the page behind it.
const PayNowQr = lazy(() => import('./paynow-qr'))

export const PAYNOW_HINT =
  'Scan the code with your bank’s app: the amount and the reference are filled in.'

/**
 * A PayNow route's answer as a QR code for a fixed amount, the amount, the reference (with a copy
 * button) and, when given, an "I've paid" button. Loads the answer when it mounts.
 */
export function PayNowPanel({
  load,
  onPaid,
  footer,
}: {
  load: () => Promise<PayNowAnswer>
  onPaid?: () => Promise<void>
  footer?: ReactNode
}) {
  const [answer, setAnswer] = useState<PayNowAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // Loaded once per opening (the panel mounts with its dialog's content), whatever `load` is.
  const loadOnce = useRef(load)
  useEffect(() => {
    let live = true
    loadOnce.current().then(
      (loaded) => live && setAnswer(loaded),
      (failure: unknown) =>
        live && setError(describeError(failure, 'This payment has no PayNow code.')),
    )
    return () => {
      live = false
    }
  }, [])

  async function paid() {
    if (!onPaid) return
    setBusy(true)
    try {
      await onPaid()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  if (error) return <p className="text-sm text-destructive">{error}</p>
  if (!answer) return <Spinner />
  return (
    <div className="grid gap-3 text-center">
      <Suspense fallback={<Spinner />}>
        <PayNowQr payload={answer.payload} label={`PayNow QR code for ${answer.payee}`} />
      </Suspense>
      <p className="text-2xl font-semibold" data-testid="paynow-amount">
        {formatMoney(answer.amount)}
      </p>
      <p className="text-sm text-muted-foreground">To {answer.payee}</p>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <span className="text-sm">Reference</span>
        <code className="rounded bg-muted px-2 py-1 font-mono" data-testid="paynow-reference">
          {answer.reference}
        </code>
        <Button
          variant="outline"
          size="sm"
          aria-label="Copy the reference"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(answer.reference)
              .then(() => toast.success('Reference copied'))
          }
        >
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
      </div>
      {onPaid && (
        <Button onClick={() => void paid()} disabled={busy}>
          I’ve paid
        </Button>
      )}
      {footer}
    </div>
  )
}

/** "Pay by PayNow": a trigger opening the PayNow panel in a dialog. */
export function PayNowDialog({
  trigger,
  title,
  load,
  onPaid,
  footer,
}: {
  trigger: ReactNode
  title: string
  load: () => Promise<PayNowAnswer>
  onPaid?: () => Promise<void>
  footer?: ReactNode
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{PAYNOW_HINT}</DialogDescription>
        </DialogHeader>
        <PayNowPanel load={load} onPaid={onPaid} footer={footer} />
      </DialogContent>
    </Dialog>
  )
}
