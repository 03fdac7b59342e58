// The notes of a request still waiting: until when it can be answered, and on a confirmed session
// the move asked for it (the session stands until the trainer confirms the new time).
import { STATUS } from '@/content/statuses'
import type { BookingRecord } from '@/lib/types'
import { formatSgtShort } from './booking-texts'

/** The open request moving this confirmed session, among the rows loaded with it. */
export function pendingMoveOf(
  booking: BookingRecord,
  rows: readonly BookingRecord[],
): BookingRecord | undefined {
  if (booking.status !== STATUS.confirmed) return undefined
  return rows.find((row) => row.rescheduleOf === booking.id && row.status === STATUS.requested)
}

/** "Move requested to Sat 28 Nov, 10:00 SGT" ("New time proposed: …" when the trainer proposed it). */
export function moveRequestedText(
  move: Pick<BookingRecord, 'datetime'> & { proposed?: boolean },
): string {
  const when = formatSgtShort(move.datetime)
  return move.proposed ? `New time proposed: ${when}` : `Move requested to ${when}`
}

/** "Marcus Lim has until Sat 28 Nov, 10:00 SGT to answer", or "Answer by …" for the trainer. */
export function answerByText(answerBy: string, answerer: string): string {
  const when = formatSgtShort(answerBy)
  return answerer === 'you' ? `Answer by ${when}` : `${answerer} has until ${when} to answer`
}
