// "Did the session happen?" on a row (mirrors pb_hooks/lib/attendance/booking_outcomes.js): from the end of
// a confirmed session until booking_rules.json's outcomeWindowHours later, each party answers
// once; the first answer stands and a different second one makes it disputed. Pure, so tested.
import { BOOKING_RULES, HOUR_MS, SESSION_MS } from '@/content/booking-rules'
import { OUTCOME, STATUS, type Outcome } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'
import type { BookingSide } from './booking-group-types'

export type OutcomeFields = Pick<
  BookingRecord,
  | 'status'
  | 'datetime'
  | 'booker'
  | 'gymBuddy'
  | 'outcome'
  | 'outcomeBy'
  | 'outcomeReply'
  | 'outcomeDisputed'
>

export interface OutcomeView {
  /** This side may answer now. */
  ask: boolean
  /** When answers close. */
  closesAt: Date
  /** What was answered so far, in words, first answer first. */
  answers: string[]
  disputed: boolean
}

/** The value "They didn't come" sends from this side. */
export function noShowOf(side: BookingSide): Outcome {
  return side === 'gymBuddy' ? OUTCOME.client_no_show : OUTCOME.trainer_no_show
}

/**
 * What an answer said, read by `reader`: the member it names reads "you" ("The trainer says you
 * did not come"), anyone else reads the role.
 */
function said(value: string, namedIsReader: (role: 'client' | 'trainer') => boolean): string {
  if (value === OUTCOME.client_no_show) {
    return namedIsReader('client') ? 'you did not come' : 'the client did not come'
  }
  if (value === OUTCOME.trainer_no_show) {
    return namedIsReader('trainer') ? 'you did not come' : 'the trainer did not come'
  }
  if (value === OUTCOME.weather) return 'weather stopped the session'
  return 'the session happened'
}

/** "You said …" for the reader's own answer, "The trainer says …" for the other side's. */
function answerLine(value: string, by: string, booking: OutcomeFields, me: string): string {
  const role = (userId: string) => (userId === booking.gymBuddy ? 'trainer' : 'client')
  // A no-show names the other side: the reader is named only by the other side's answer.
  const what = said(value, (named) => by !== me && role(me) === named)
  if (by === me) return `You said ${what}.`
  return `The ${role(by)} says ${what}.`
}

/** What the row shows about attendance now, or null (not confirmed, or not ended yet). */
export function outcomeView(
  booking: OutcomeFields,
  side: BookingSide,
  now: Date,
): OutcomeView | null {
  if (booking.status !== STATUS.confirmed) return null
  const end = parsePbDate(booking.datetime).getTime() + SESSION_MS
  if (now.getTime() < end) return null
  const closesAt = new Date(end + BOOKING_RULES.outcomeWindowHours * HOUR_MS)
  const me = side === 'gymBuddy' ? booking.gymBuddy : booking.booker
  const other = side === 'gymBuddy' ? booking.booker : booking.gymBuddy
  const first = booking.outcome ?? ''
  const firstBy = booking.outcomeBy ?? ''
  const reply = booking.outcomeReply ?? ''
  const answers: string[] = []
  // Settled by the server (nobody answered in time): nothing to tell.
  if (first && firstBy) answers.push(answerLine(first, firstBy, booking, me))
  if (first && reply) answers.push(answerLine(reply, firstBy === me ? other : me, booking, me))
  const mayAnswer = !first || (firstBy !== '' && firstBy !== me && !reply)
  return {
    ask: mayAnswer && now.getTime() <= closesAt.getTime(),
    closesAt,
    answers,
    disputed: Boolean(booking.outcomeDisputed),
  }
}
