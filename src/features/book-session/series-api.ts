// Book Session's weekly series calls (docs/series.md): each week's verdict before sending, and
// the request itself (one series; the server makes its bookings).
import { coverSessions, loadCoverChoices } from '@/lib/package-cover'
import { pb } from '@/lib/pocketbase'
import type { BookingSeriesRecord } from '@/lib/types'
import type { PlannedWeek } from './series-plan'

export async function fetchSeriesPlan(
  gymBuddy: string,
  at: Date,
  weeks: number,
  venue: string,
): Promise<PlannedWeek[]> {
  const answer = await pb.send<{ weeks: PlannedWeek[] }>('/api/gymbuddy/series/plan', {
    query: { gymBuddy, datetime: at.toISOString(), weeks, venue },
  })
  return answer.weeks
}

export function requestSeries(input: {
  gymBuddy: string
  booker: string
  at: Date
  weeks: number
  skipDates: string[]
  /** The chosen venue ('' when the trainer lists none): copied to every week. */
  venue: string
}): Promise<BookingSeriesRecord> {
  return pb.collection('booking_series').create({
    gymBuddy: input.gymBuddy,
    booker: input.booker,
    datetime: input.at.toISOString(),
    weeks: input.weeks,
    skipDates: input.skipDates,
    venue: input.venue,
  })
}

/**
 * A new series paid by the client's package: its weeks, soonest first, take the credits the
 * package has free (the rest are paid session by session). Answers how many it covered.
 */
export async function coverSeriesWithPackage(seriesId: string, purchase: string): Promise<number> {
  const weeks = await pb.collection('bookings').getFullList({
    filter: pb.filter('series = {:series}', { series: seriesId }),
    sort: 'datetime',
    fields: 'id',
  })
  const choices = await loadCoverChoices(purchase)
  const offered = new Set(choices.bookings.map((session) => session.id))
  const ids = weeks
    .map((week) => week.id)
    .filter((id) => offered.has(id))
    .slice(0, choices.credits)
  if (ids.length === 0) return 0
  return (await coverSessions(purchase, ids)).covered.length
}
