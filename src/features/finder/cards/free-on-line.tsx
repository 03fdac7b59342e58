import { CalendarClockIcon } from 'lucide-react'
import { formatSgtDayShort } from '@/lib/dates'
import { formatFreeHourOnly } from '@/lib/free-hours'

// Enough hours to choose from on a card; the trainer page and Book Session list the rest.
const SHOWN_HOURS = 4

/** "Free Wed 2 Dec: 9 am, 10 am, 2 pm, 5 pm +2 more" (the day's free hours, Singapore time). */
export function freeOnWords(day: string, hours: readonly string[]): string {
  if (hours.length === 0) return `No free hours on ${formatSgtDayShort(day)}`
  const shown = hours.slice(0, SHOWN_HOURS).map(formatFreeHourOnly).join(', ')
  const more = hours.length - SHOWN_HOURS
  return `Free ${formatSgtDayShort(day)}: ${shown}${more > 0 ? ` +${more} more` : ''}`
}

/** A finder card's line under "Free on": that day's free hours, not "Next free" on another. */
export function FreeOnLine({ day, hours }: { day: string; hours: readonly string[] }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{freeOnWords(day, hours)}</span>
    </p>
  )
}
