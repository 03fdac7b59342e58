import { CalendarIcon, ClockIcon, MapPinIcon } from 'lucide-react'
import { formatSgtDate, formatSgtTime } from '@/lib/dates'

/** Date and time of a booking in Singapore time, and its venue when it has one. */
export function BookingWhen({ datetime, venue }: { datetime: string; venue?: string }) {
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
      {venue && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPinIcon className="size-4" aria-hidden="true" />
          <span className="[overflow-wrap:anywhere]">{venue}</span>
        </p>
      )}
    </div>
  )
}
