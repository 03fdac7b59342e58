// A weekly series before it is sent (docs/series.md): the server's verdict on each week, which
// weeks the client leaves out, and the one-line summary of what will be requested.
import { BOOKING_RULES, CANCEL_WINDOW_HOURS, SGT_OFFSET_MS } from '@/content/booking-rules'
import { formatMoney } from '@/lib/payment-words'

export const SERIES_WEEKS = BOOKING_RULES.series.weeks

/** The 12-hour rule as it applies to each week of a series. */
export const SERIES_CANCEL_RULE = `Once confirmed, you can cancel or move each week's session in the app until ${CANCEL_WINDOW_HOURS} hours before it starts; after that, cancelling it is a late cancel under the trainer’s policy.`

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

const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`

/**
 * What a series costs, in one line: "6 × S$70 = S$420"; "6 credits" when a package pays for every
 * week; "4 credits + 2 × S$70 = S$140" when it pays for the first weeks only. `rate` 0: no rate.
 */
export function seriesPrice(sessions: number, rate: number, packageCredits = 0): string {
  const covered = Math.min(Math.max(0, packageCredits), sessions)
  const rest = sessions - covered
  const paid =
    rest === 0
      ? ''
      : rate > 0
        ? `${rest} × ${formatMoney(rate)} = ${formatMoney(rest * rate)}`
        : `${rest} × Rate on request`
  if (covered === 0) return paid
  return rest === 0 ? credits(covered) : `${credits(covered)} + ${paid}`
}

/** Said when the package runs out before the series does; '' when it pays for every week. */
export function seriesCreditNote(sessions: number, packageCredits: number): string {
  if (packageCredits <= 0 || packageCredits >= sessions) return ''
  const rest = sessions - packageCredits
  return `Your package has ${credits(packageCredits)} left: it pays for the first ${packageCredits === 1 ? 'week' : `${packageCredits} weeks`}, and the other ${rest === 1 ? 'week is' : `${rest} are`} paid session by session.`
}
