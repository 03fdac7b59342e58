import { useId, useState } from 'react'
import { BookingPayment } from '@/components/payments/booking-payment'
import { Button } from '@/components/ui/button'
import { STATUS } from '@/content/statuses'
import { toast } from '@/lib/toast'
import { AddToCalendarButton } from './add-to-calendar-button'
import { bookingActions } from './booking-lifecycle'
import { trainerCancelText } from './late-cancel'
import type { ListedBooking } from './booking-group-types'
import { changeBooking } from './bookings-api'
import { BOOKING_TEXTS, formatSgtShort } from './booking-texts'
import { describeChangeError } from './describe-change-error'
import { ChangeWithReason } from './change-with-reason'
import { SessionOutcomePrompt } from './session-outcome-prompt'
import { ProposeTimeDialog } from './session-proposal'

/** The trainer's actions allowed now: Accept (one click) and Decline, or Add to calendar and Cancel. */
export function TrainerBookingActions({
  booking,
  clientName,
  now,
  slotTaken,
  onChanged,
}: {
  booking: ListedBooking
  /** Who asked: the Decline dialog names them and the time. */
  clientName: string
  now: Date
  /** The slot is already confirmed for someone else: Accept is disabled, with the reason. */
  slotTaken: boolean
  onChanged: () => void
}) {
  const actions = bookingActions(booking, 'gymBuddy', now)
  const [accepting, setAccepting] = useState(false)
  const takenId = useId()

  async function accept() {
    setAccepting(true)
    try {
      await changeBooking(booking.id, { status: STATUS.confirmed })
      onChanged()
    } catch (error) {
      console.error('Failed to answer booking', error)
      toast.error(describeChangeError(error, booking))
    } finally {
      setAccepting(false)
    }
  }

  // The time the trainer proposed is taken back: the session it would have moved stands.
  async function withdraw() {
    setAccepting(true)
    try {
      await changeBooking(booking.id, { status: STATUS.cancelled, reason: '' })
      toast.success('Proposal withdrawn: the session stays as it was.')
      onChanged()
    } catch (error) {
      toast.error(describeChangeError(error, booking))
    } finally {
      setAccepting(false)
    }
  }

  return (
    <>
      {actions.includes('accept') && (
        <>
          <Button
            size="sm"
            disabled={accepting || slotTaken}
            aria-describedby={slotTaken ? takenId : undefined}
            onClick={() => void accept()}
          >
            Accept
          </Button>
          {slotTaken && (
            <p id={takenId} className="w-full text-sm text-muted-foreground md:text-right">
              {BOOKING_TEXTS.slotTakenForAccept}
            </p>
          )}
        </>
      )}
      {actions.includes('decline') && (
        <ChangeWithReason
          booking={booking}
          status={STATUS.declined}
          onChanged={onChanged}
          title="Decline this request?"
          description={`${clientName} asked for ${formatSgtShort(booking.datetime)}. They see that you declined, with your reason if you give one.`}
          reasonLabel="Reason (optional)"
          reasonRequired={false}
          confirmLabel="Decline request"
          keepLabel="Back"
        />
      )}
      {actions.includes('addToCalendar') && <AddToCalendarButton bookingId={booking.id} />}
      {actions.includes('propose') && (
        <ProposeTimeDialog booking={booking} now={now} onChanged={onChanged} />
      )}
      {actions.includes('proposalNote') && (
        <p className="w-full text-sm text-muted-foreground md:text-right">
          Your proposed new time: waiting for the client.
        </p>
      )}
      {actions.includes('withdrawProposal') && (
        <Button size="sm" variant="outline" disabled={accepting} onClick={() => void withdraw()}>
          Withdraw proposal
        </Button>
      )}
      {actions.includes('cancel') && (
        <ChangeWithReason
          booking={booking}
          status={STATUS.cancelled}
          onChanged={onChanged}
          title="Cancel this session?"
          description={trainerCancelText(booking, now)}
          reasonLabel="Reason"
          reasonRequired
          confirmLabel="Cancel session"
          keepLabel="Keep session"
        />
      )}
      <BookingPayment booking={booking} side="trainer" onChanged={onChanged} />
      <SessionOutcomePrompt booking={booking} side="gymBuddy" now={now} onChanged={onChanged} />
    </>
  )
}
