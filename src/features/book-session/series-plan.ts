// A weekly series before it is sent (docs/series.md): the server's verdict on each week, which
// weeks the client leaves out, and the one-line summary of what will be requested.
import { BOOKING_RULES, SGT_OFFSET_MS } from '@/content/booking-rules'

export const SERIES_WEEKS = BOOKING_RULES.series.weeks

/** One week as GET /api/gymbuddy/series/plan answers: why it cannot be booked ('' = it can). */
export interface PlannedWeek {
  datetime: string
  /** The Singapore date, YYYY-MM-DD: what skipDates lists. */
  date: string
  /** "Tue 24 Dec". */
  label: string
  why: string
}

/** The weeks left out: every week that cannot be booked, and those the client unticked. */
export function skippedDates(weeks: readonly PlannedWeek[], dropped: ReadonlySet<string>) {
  return weeks.filter((week) => week.why || dropped.has(week.date)).map((week) => week.date)
}

const dayMonth = (label: string) => label.split(' ').slice(1).join(' ')

/** "8 sessions · Tue 7 pm · 3 Dec – 21 Jan · skipping 24 Dec (day off)". */
export function seriesSummary(weeks: readonly PlannedWeek[], skipped: readonly string[]): string {
  const kept = weeks.filter((week) => !skipped.includes(week.date))
  const first = kept[0]
  const last = kept[kept.length - 1]
  if (!first || !last) return 'No sessions left: keep at least one week.'
  const at = new Date(Date.parse(first.datetime.replace(' ', 'T')) + SGT_OFFSET_MS)
  const hour = at.getUTCHours()
  const clock = `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`
  const parts = [
    `${kept.length} ${kept.length === 1 ? 'session' : 'sessions'}`,
    `${first.label.split(' ')[0]} ${clock}`,
    kept.length > 1 ? `${dayMonth(first.label)} – ${dayMonth(last.label)}` : dayMonth(first.label),
  ]
  const left = weeks.filter((week) => skipped.includes(week.date))
  if (left.length) {
    const named = left.map((w) => `${dayMonth(w.label)}${w.why ? ` (${w.why})` : ''}`)
    parts.push(`skipping ${named.join(', ')}`)
  }
  return parts.join(' · ')
}
