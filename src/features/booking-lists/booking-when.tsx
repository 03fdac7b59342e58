import { CalendarIcon, ClockIcon } from 'lucide-react'
import { formatSgtDate, formatSgtTime } from '@/lib/dates'

/** Date and time of a booking in Singapore time. */
export function BookingWhen({ datetime }: { datetime: string }) {
  return (
    <div className="grid gap-1">
      <p className="flex items-center gap-2 font-medium">
        <CalendarIcon className="size-4 text-primary" aria-hidden="true" />
        {formatSgtDate(datetime)}
      </p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ClockIcon className="size-4" aria-hidden="true" />
        {formatSgtTime(datetime)} SGT
      </p>
    </div>
  )
}
