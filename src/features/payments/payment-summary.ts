// The trainer's Payments figures, as pure functions of the loaded rows.
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import type { BookingRecord } from '@/lib/types'

function parse(value: string): number {
  return Date.parse(value.replace(' ', 'T'))
}

/** The Singapore month (YYYY-MM) of an instant. */
function sgtMonth(ms: number): string {
  return new Date(ms + SGT_OFFSET_MS).toISOString().slice(0, 7)
}

/** Total received this Singapore month (by when the trainer marked it). */
export function receivedThisMonth(sessions: BookingRecord[], now: Date): number {
  const month = sgtMonth(now.getTime())
  return sessions
    .filter(
      (b) => b.payment === 'received' && b.paymentAt && sgtMonth(parse(b.paymentAt)) === month,
    )
    .reduce((sum, b) => sum + (b.price ?? 0), 0)
}

/** Sessions the client says they paid for, waiting for the trainer. */
export function claimedSessions(sessions: BookingRecord[]): BookingRecord[] {
  return sessions.filter((b) => b.payment === 'claimed')
}

/** Sessions that have taken place and are still unpaid. */
export function unpaidPastSessions(sessions: BookingRecord[], now: Date): BookingRecord[] {
  return sessions.filter((b) => b.payment === 'unpaid' && parse(b.datetime) < now.getTime())
}
