import { CalendarClockIcon } from 'lucide-react'
import { formatSgtDateTime } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'

/** Says which session a reschedule moves: the new request replaces it once sent. */
export function RescheduleNote({ booking }: { booking: BookingRecord }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border bg-accent/40 px-4 py-3 text-sm">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        Rescheduling your session of {formatSgtDateTime(booking.datetime)}. Your new request
        replaces it.
      </span>
    </p>
  )
}
