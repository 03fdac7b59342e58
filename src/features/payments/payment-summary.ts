// The trainer's Payments figures, as pure functions of the loaded rows.
import { PAYMENT, PURCHASE } from '@/content/statuses'
import type { CreditItem, ReceivedThisMonth } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import type { BookingRecord } from '@/lib/types'

function parse(value: string): number {
  return Date.parse(value.replace(' ', 'T'))
}

/** "S$70 from sessions · S$600 from packages": what this month's takings paid for. */
export function receivedParts(received: Pick<ReceivedThisMonth, 'sessions' | 'packages'>): string {
  const parts = [
    received.sessions > 0 ? `${formatMoney(received.sessions)} from sessions` : '',
    received.packages > 0 ? `${formatMoney(received.packages)} from packages` : '',
  ]
  return parts.filter(Boolean).join(' · ')
}

/**
 * A client's purchase as its trainer reads it on Payments, or null for an active one still in use
 * (its balance line is shown instead).
 */
export function purchaseState(
  item: Pick<CreditItem, 'status' | 'claimedAt' | 'clientLeftAt' | 'leftUnused'>,
): string | null {
  if (item.clientLeftAt) return `Client left: ${item.leftUnused} unused`
  if (item.status === PURCHASE.pending) {
    return item.claimedAt ? 'The client says they paid' : 'Requested, not paid yet'
  }
  if (item.status === PURCHASE.expired) return 'Expired'
  if (item.status === PURCHASE.refunded) return 'Refunded'
  return null
}

/** Sessions the client says they paid for, waiting for the trainer. */
export function claimedSessions(sessions: BookingRecord[]): BookingRecord[] {
  return sessions.filter((b) => b.payment === PAYMENT.claimed)
}

/** Sessions that have taken place and are still unpaid. */
export function unpaidPastSessions(sessions: BookingRecord[], now: Date): BookingRecord[] {
  return sessions.filter((b) => b.payment === PAYMENT.unpaid && parse(b.datetime) < now.getTime())
}
