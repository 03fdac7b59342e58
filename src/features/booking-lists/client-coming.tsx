// "Are you coming?" on the client's booking row: asked from 24 hours before a confirmed session
// until they answer; then the row says so (the trainer's My Schedule shows "Client confirmed").
import { ComingAnswer, COMING_TEXTS } from '@/components/reminders/coming-answer'
import { STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import { asksComing } from '@/lib/reminder-answers'
import type { ListedBooking } from './booking-group-types'

export function ClientComing({
  booking,
  now,
  onChanged,
}: {
  booking: ListedBooking
  now: Date
  onChanged: () => void
}) {
  const ahead = parsePbDate(booking.datetime).getTime() > now.getTime()
  if (booking.clientConfirmedAt && booking.status === STATUS.confirmed && ahead) {
    return (
      <p className="w-full text-sm text-muted-foreground md:text-right">{COMING_TEXTS.answered}</p>
    )
  }
  if (!asksComing(booking, now)) return null
  return (
    <div className="w-full md:flex md:justify-end">
      <ComingAnswer bookingId={booking.id} onAnswered={onChanged} />
    </div>
  )
}
