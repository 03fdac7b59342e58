// "Did the session happen?" on a row (mirrors pb_hooks/lib/booking_outcomes.js): from the end of
// a confirmed session until booking_rules.json's outcomeWindowHours later, each party answers
// once; the first answer stands and a different second one makes it disputed. Pure, so tested.
import { BOOKING_RULES, HOUR_MS, SESSION_MS } from '@/content/booking-rules'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'
import type { BookingSide } from './bookings-api'

export type Outcome = 'attended' | 'client_no_show' | 'trainer_no_show'

type OutcomeFields = Pick<
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
  return side === 'gymBuddy' ? 'client_no_show' : 'trainer_no_show'
}

function said(value: string): string {
  if (value === 'client_no_show') return 'the client did not come'
  if (value === 'trainer_no_show') return 'the trainer did not come'
  return 'the session happened'
}

function who(userId: string, booking: OutcomeFields, me: string): string {
  if (userId === me) return 'You'
  return userId === booking.gymBuddy ? 'The trainer' : 'The client'
}

/** What the row shows about attendance now, or null (not confirmed, or not ended yet). */
export function outcomeView(
  booking: OutcomeFields,
  side: BookingSide,
  now: Date,
): OutcomeView | null {
  if (booking.status !== 'confirmed') return null
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
  if (first && firstBy) answers.push(`${who(firstBy, booking, me)} said ${said(first)}.`)
  if (first && reply)
    answers.push(`${who(firstBy === me ? other : me, booking, me)} said ${said(reply)}.`)
  const mayAnswer = !first || (firstBy !== '' && firstBy !== me && !reply)
  return {
    ask: mayAnswer && now.getTime() <= closesAt.getTime(),
    closesAt,
    answers,
    disputed: Boolean(booking.outcomeDisputed),
  }
}
