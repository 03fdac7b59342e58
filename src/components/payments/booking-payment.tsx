import { Button } from '@/components/ui/button'
import { PAYMENT, STATUS, type PaymentState } from '@/content/statuses'
import { bookingPayNow, paymentLabel, setBookingPrice, setPayment } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import type { BookingRecord } from '@/lib/types'
import { isCreditSpentByClient } from '@/content/late-cancel-policy'
import { CreditRestore } from './credit-restore'
import { FeePayment } from './fee-payment'
import { PayNowDialog } from './paynow-dialog'
import { SetPriceForm } from './set-price-form'
import { useBusyStep } from './use-busy-step'

type Side = 'booker' | 'trainer'

/**
 * A confirmed booking's agreed price and payment state, with the side's payment actions: the
 * client pays by PayNow and says so; the trainer marks it received or waives it. A late cancel or
 * a no-show shows its fee, or the package session it kept spent, instead.
 */
export function BookingPayment({
  booking,
  side,
  onChanged,
}: {
  booking: Pick<
    BookingRecord,
    | 'id'
    | 'status'
    | 'price'
    | 'payment'
    | 'feeDue'
    | 'lateCancel'
    | 'purchase'
    | 'cancelledBy'
    | 'booker'
    | 'outcome'
    | 'policy'
    | 'creditRestoredAt'
  >
  side: Side
  onChanged: () => void
}) {
  const { busy, run } = useBusyStep(onChanged)
  if ((booking.feeDue ?? 0) > 0) {
    return <FeePayment booking={booking} side={side} onChanged={onChanged} />
  }
  if (isCreditSpentByClient(booking)) {
    return <CreditRestore booking={booking} side={side} onChanged={onChanged} />
  }
  if (booking.status !== STATUS.confirmed || !booking.payment) return null
  const payment = booking.payment as PaymentState
  const price = booking.price ?? 0

  const mark = (state: PaymentState, done: string) => run(() => setPayment(booking.id, state), done)
  const setPrice = (value: number) => run(() => setBookingPrice(booking.id, value))

  const open = payment === PAYMENT.unpaid || payment === PAYMENT.claimed
  return (
    <div
      className="flex w-full flex-wrap items-center gap-2 text-sm md:justify-end"
      data-testid="booking-payment"
    >
      <span>
        {price > 0 ? formatMoney(price) : 'Price to be set'} ·{' '}
        <span data-payment={payment}>{paymentLabel(payment, side)}</span>
      </span>
      {side === 'trainer' && price <= 0 && payment !== PAYMENT.package && (
        <SetPriceForm busy={busy} onSet={(value) => void setPrice(value)} />
      )}
      {side === 'booker' && payment === PAYMENT.unpaid && price > 0 && (
        <PayNowDialog
          trigger={
            <Button variant="outline" size="sm">
              Pay by PayNow
            </Button>
          }
          title={`Pay ${formatMoney(price)} by PayNow`}
          load={() => bookingPayNow(booking.id)}
          onPaid={() => mark(PAYMENT.claimed, 'The trainer has been told you paid.')}
        />
      )}
      {side === 'trainer' && open && price > 0 && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void mark(PAYMENT.received, 'Marked as paid.')}
        >
          Payment received
        </Button>
      )}
      {side === 'trainer' && open && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => void mark(PAYMENT.waived, 'Payment waived.')}
        >
          Waive
        </Button>
      )}
    </div>
  )
}
