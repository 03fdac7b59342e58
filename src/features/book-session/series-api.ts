// Book Session's weekly series calls (docs/series.md): each week's verdict before sending, and
// the request itself (one series; the server makes its bookings).
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
