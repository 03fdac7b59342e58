// A weekly series shows as one row on the bookings screens: its sessions in a group fold into
// one entry, in the place of its first one (docs/series.md).
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import { STATUS } from '@/content/statuses'
import type { BookingRecord } from '@/lib/types'
import { isMovedAway } from './booking-words'

export type FoldedEntry<Row extends BookingRecord> =
  { kind: 'single'; booking: Row } | { kind: 'series'; id: string; bookings: Row[] }

/** The rows in order, each series' rows gathered at its first one. */
export function foldSeries<Row extends BookingRecord>(rows: readonly Row[]): FoldedEntry<Row>[] {
  const entries: FoldedEntry<Row>[] = []
  const bySeries = new Map<string, Row[]>()
  for (const row of rows) {
    if (!row.series) {
      entries.push({ kind: 'single', booking: row })
      continue
    }
    const gathered = bySeries.get(row.series)
    if (gathered) {
      gathered.push(row)
      continue
    }
    const bookings = [row]
    bySeries.set(row.series, bookings)
    entries.push({ kind: 'series', id: row.series, bookings })
  }
  return entries
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const sgt = (datetime: string) => new Date(Date.parse(datetime.replace(' ', 'T')) + SGT_OFFSET_MS)

/** "3 Dec" in Singapore time. */
export function sgtDayMonth(datetime: string): string {
  const at = sgt(datetime)
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`
}

const WEEKDAYS = DAYS.map((day) => day.slice(0, 3))

const isOpen = (booking: BookingRecord) =>
  (booking.status || STATUS.requested) === STATUS.requested || booking.status === STATUS.confirmed

/** Where the weeks of a closed series went, when its booker moved them all. */
function movedPart(bookings: readonly (BookingRecord & { movedTo?: string })[]): string {
  if (!bookings.every(isMovedAway)) return ''
  const only = bookings.length === 1 ? bookings[0]!.movedTo : ''
  if (!only) return 'moved'
  const at = sgt(only)
  return `Moved to ${WEEKDAYS[at.getUTCDay()]} ${sgtDayMonth(only)}`
}

/**
 * "Every Tuesday, 7 pm · 8 sessions · next: 3 Dec": the next one only while an open one is ahead
 * (never on a cancelled series); a week moved away says where it went ("Moved to Thu 10 Dec").
 * After a change from a week on, the day and hour are those of the weeks ahead, and the weeks
 * moved away (replaced by their new ones) no longer count.
 */
export function describeSeries(
  bookings: readonly (BookingRecord & { movedTo?: string })[],
  now: Date,
): string {
  const first = bookings[0]
  if (!first) return ''
  const next = bookings.find(
    (b) => isOpen(b) && Date.parse(b.datetime.replace(' ', 'T')) > now.getTime(),
  )
  const at = sgt((next ?? first).datetime)
  const hour = at.getUTCHours()
  const clock = `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`
  const standing = bookings.filter((b) => !isMovedAway(b))
  const counted = standing.length ? standing.length : bookings.length
  const count = `${counted} ${counted === 1 ? 'session' : 'sessions'}`
  const parts = [`Every ${DAYS[at.getUTCDay()]}, ${clock}`, count]
  if (next) parts.push(`next: ${sgtDayMonth(next.datetime)}`)
  else if (movedPart(bookings)) parts.push(movedPart(bookings))
  return parts.join(' · ')
}

/**
 * A group's shown and total counts as rows on screen: each series' loaded weeks count once (its
 * weeks not loaded yet still count each, until Show more brings them).
 */
export function foldedCounts(rows: readonly BookingRecord[], total: number) {
  const shown = foldSeries(rows).length
  return { shown, total: total - (rows.length - shown) }
}
