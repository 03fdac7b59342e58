import { CalendarClockIcon } from 'lucide-react'
import { STATUS } from '@/content/statuses'
import { formatSgtDateTime } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'

/**
 * Says which session a reschedule moves: a confirmed session stays booked until the trainer
 * confirms the new time; a request is replaced by the new one at once.
 */
export function RescheduleNote({ booking }: { booking: BookingRecord }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border bg-accent/40 px-4 py-3 text-sm">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Moving your session of {formatSgtDateTime(booking.datetime)}.{' '}
        {booking.status === STATUS.confirmed
          ? 'It stays booked until the trainer confirms the new time.'
          : 'Your new request replaces it.'}
      </span>
    </p>
  )
}
