// What Working Hours says about each of the trainer's calendars. Pure, so tested.
import { formatSgtShortDateTime, formatSgtTime, parsePbDate } from '@/lib/dates'
import type { BusyCalendarRecord } from '@/lib/types'

const DAY_MS = 86_400_000
const SGT_OFFSET_MS = 8 * 3_600_000

type CalendarState = Pick<
  BusyCalendarRecord,
  'label' | 'lastError' | 'failingSince' | 'lastSyncAt' | 'eventsCount'
>

const sgtDay = (ms: number) => Math.floor((ms + SGT_OFFSET_MS) / DAY_MS)

/** "14:10" today (Singapore), else "Tue 24 Nov, 14:10". */
function sinceWords(value: string, now: Date): string {
  const at = parsePbDate(value)
  return sgtDay(at.getTime()) === sgtDay(now.getTime())
    ? formatSgtTime(at)
    : formatSgtShortDateTime(at)
}

/** "Could not read 'Work' since 14:10: the address answered 404", or null when it reads fine. */
export function calendarErrorLine(calendar: CalendarState, now: Date): string | null {
  if (!calendar.lastError) return null
  const since = calendar.failingSince || calendar.lastSyncAt
  const when = since ? ` since ${sinceWords(since, now)}` : ''
  return `Could not read '${calendar.label}'${when}: ${calendar.lastError}`
}

/** "Read at 14:20: 12 events" / "Last tried at 14:20" (failing) / "Not read yet". */
export function calendarReadLine(calendar: CalendarState, now: Date): string {
  if (!calendar.lastSyncAt) return 'Not read yet'
  if (calendar.lastError) return `Last tried at ${sinceWords(calendar.lastSyncAt, now)}`
  const events = calendar.eventsCount ?? 0
  return `Read at ${sinceWords(calendar.lastSyncAt, now)}: ${events} event${events === 1 ? '' : 's'}`
}
