// What a folded weekly series offers each side now: pure, so the table is unit-tested.
import { STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'
import type { BookingSide } from './booking-group-types'

export type SeriesAction = 'acceptAll' | 'declineAll' | 'calendar' | 'cancelRest' | 'cancelRequest'

/**
 * The trainer answers a waiting request whole (Accept all / Decline all); "Cancel the rest" and the
 * calendar exist only once a session is confirmed; before that the client may cancel the request.
 */
export function seriesActions(
  bookings: readonly Pick<BookingRecord, 'status' | 'datetime'>[],
  side: BookingSide,
  now: Date,
): SeriesAction[] {
  const openAhead = bookings.filter(
    (b) =>
      ((b.status || STATUS.requested) === STATUS.requested || b.status === STATUS.confirmed) &&
      parsePbDate(b.datetime).getTime() > now.getTime(),
  )
  const anyConfirmed = openAhead.some((b) => b.status === STATUS.confirmed)
  const waiting = openAhead.some((b) => (b.status || STATUS.requested) === STATUS.requested)
  const actions: SeriesAction[] = []
  if (side === 'gymBuddy' && waiting) actions.push('acceptAll', 'declineAll')
  if (anyConfirmed) actions.push('calendar', 'cancelRest')
  else if (side === 'booker' && openAhead.length > 0) actions.push('cancelRequest')
  return actions
}
