// A member's 12-month record (GET /api/gymbuddy/reliability/:userId, and the finder's rows) in
// words: "Attended 18 of 19 · 1 late cancel" for a trainer, "12 sessions, 1 no-show · 1 late
// cancel" for a client (each side's own late cancels);
// under booking_rules.json's reliabilityNewUnder sessions a trainer is "New".
import { BOOKING_RULES } from '@/content/booking-rules'
import type { MemberReliability } from './types'

const NEW_UNDER = BOOKING_RULES.reliabilityNewUnder

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** What a trainer's record says beside their rating; "New" below the threshold. */
export function trainerRecordText(record: MemberReliability | undefined): string {
  if (!record || record.sessions < NEW_UNDER) return 'New'
  const parts = [`Attended ${record.attended} of ${record.sessions}`]
  if (record.lateCancels > 0) parts.push(plural(record.lateCancels, 'late cancel'))
  if (record.disputed > 0) parts.push(`${record.disputed} disputed`)
  return parts.join(' · ')
}

/** What a client's record says to the trainer answering their request. */
export function clientRecordText(record: MemberReliability | undefined): string {
  if (!record || record.sessions < NEW_UNDER) return 'New client: fewer than 3 sessions on record'
  const parts = [`${plural(record.sessions, 'session')}, ${plural(record.noShows, 'no-show')}`]
  if (record.lateCancels > 0) parts.push(plural(record.lateCancels, 'late cancel'))
  if (record.disputed > 0) parts.push(`${record.disputed} disputed`)
  return parts.join(' · ')
}
