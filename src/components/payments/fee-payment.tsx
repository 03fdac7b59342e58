import { Button } from '@/components/ui/button'
import { feeKind } from '@/content/late-cancel-policy'
import { PAYMENT, type PaymentState } from '@/content/statuses'
import { bookingPayNow, paymentLabel, setPayment } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import type { BookingRecord } from '@/lib/types'
import { PayNowDialog } from './paynow-dialog'
import { useBusyStep } from './use-busy-step'

/**
 * A late-cancel or no-show fee (the booking's feeDue, under the policy it was made under): the
 * client pays it by PayNow and says so; the trainer marks it received or waives it, one click each.
 */
export function FeePayment({
  booking,
  side,
  onChanged,
}: {
  booking: Pick<BookingRecord, 'id' | 'feeDue' | 'payment' | 'lateCancel'>
  side: 'booker' | 'trainer'
  onChanged: () => void
}) {
  const { busy, run } = useBusyStep(onChanged)
  const fee = booking.feeDue ?? 0
  const payment = (booking.payment || PAYMENT.fee_due) as PaymentState
  const kind = feeKind(booking)

  const mark = (state: PaymentState, done: string) => run(() => setPayment(booking.id, state), done)

  const open = payment === PAYMENT.fee_due || payment === PAYMENT.claimed
  return (
    <div
      className="flex w-full flex-wrap items-center gap-2 text-sm md:justify-end"
      data-testid="fee-payment"
    >
      <span>
        {kind} {formatMoney(fee)} ·{' '}
        <span data-payment={payment}>{paymentLabel(payment, side)}</span>
      </span>
      {side === 'booker' && payment === PAYMENT.fee_due && (
        <PayNowDialog
          trigger={
            <Button variant="outline" size="sm">
              Pay fee by PayNow
            </Button>
          }
          title={`Pay the ${kind.toLowerCase()} of ${formatMoney(fee)} by PayNow`}
          load={() => bookingPayNow(booking.id)}
          onPaid={() => mark(PAYMENT.claimed, 'The trainer has been told you paid the fee.')}
        />
      )}
      {side === 'trainer' && open && (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void mark(PAYMENT.received, 'Fee marked as paid.')}
          >
            Fee received
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void mark(PAYMENT.waived, 'Fee waived.')}
          >
            Waive fee
          </Button>
        </>
      )}
    </div>
  )
}
