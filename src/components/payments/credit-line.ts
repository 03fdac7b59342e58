import { SGT_OFFSET_MS } from '@/content/booking-rules'
import type { CoverChoices } from '@/lib/package-cover'
import type { CreditItem } from '@/lib/payments'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "31 Mar" in Singapore time for a PocketBase date ('' when unset). */
export function sgtDay(value: string): string {
  const instant = Date.parse(value.replace(' ', 'T'))
  if (Number.isNaN(instant)) return ''
  const sgt = new Date(instant + SGT_OFFSET_MS)
  return `${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]}`
}

/** "4 left, until 31 Mar" */
export function creditLine(item: Pick<CreditItem, 'remaining' | 'expiresAt'>): string {
  return `${item.remaining} left, until ${sgtDay(item.expiresAt)}`
}

/** The booked sessions ticked at first: all of them, or the soonest ones the credits pay for. */
export function firstTicked(choices: Pick<CoverChoices, 'credits' | 'bookings'>): string[] {
  return choices.bookings.slice(0, Math.max(0, choices.credits)).map((session) => session.id)
}
