import { SGT_OFFSET_MS } from '@/content/booking-rules'
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
