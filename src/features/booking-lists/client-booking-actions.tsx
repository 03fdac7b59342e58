import { CalendarClockIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { BookingPayment } from '@/components/payments/booking-payment'
import { Button } from '@/components/ui/button'
import { STATUS } from '@/content/statuses'
import { AddToCalendarButton } from './add-to-calendar-button'
import { bookingActions, cancelDeadline } from './booking-lifecycle'
import type { ListedBooking } from './booking-group-types'
import { lateCancelText } from './booking-texts'
import { clientCancelText } from './late-cancel'
import { ChangeWithReason } from './change-with-reason'
import { ClientComing } from './client-coming'
import { SessionOutcomePrompt } from './session-outcome-prompt'
import { ProposalAnswer } from './session-proposal'

/** The booker's actions allowed now: Add to calendar, Reschedule, Cancel (or why not any more). */
export function ClientBookingActions({
  booking,
  now,
  onChanged,
}: {
  booking: ListedBooking
  now: Date
  onChanged: () => void
}) {
  const actions = bookingActions(booking, 'booker', now)
  // A reminder's "I can't make it" opens this booking's cancel step (/my-bookings?cancel=<id>).
  const cancelAsked = useSearchParams()[0].get('cancel') === booking.id
  return (
    <>
      {actions.includes('acceptProposal') && (
        <ProposalAnswer booking={booking} onChanged={onChanged} />
      )}
      <ClientComing booking={booking} now={now} onChanged={onChanged} />
      {actions.includes('addToCalendar') && <AddToCalendarButton bookingId={booking.id} />}
      {actions.includes('reschedule') && (
        <Button asChild variant="outline" size="sm">
          <Link to={`/book-session/${booking.gymBuddy}?reschedule=${booking.id}`}>
            <CalendarClockIcon aria-hidden="true" />
            Reschedule
          </Link>
        </Button>
      )}
      {actions.includes('cancel') && (
        <ChangeWithReason
          booking={booking}
          status={STATUS.cancelled}
          onChanged={onChanged}
          title="Cancel this booking?"
          description={clientCancelText(booking, now)}
          defaultOpen={cancelAsked}
          reasonLabel="Reason (optional)"
          reasonRequired={false}
          confirmLabel="Cancel booking"
          keepLabel="Keep booking"
        />
      )}
      {actions.includes('lateCancelNote') && (
        <p className="w-full text-sm text-muted-foreground md:text-right">
          {lateCancelText(cancelDeadline(booking), 'trainer')}
        </p>
      )}
      <BookingPayment booking={booking} side="booker" onChanged={onChanged} />
      <SessionOutcomePrompt booking={booking} side="booker" now={now} onChanged={onChanged} />
    </>
  )
}
