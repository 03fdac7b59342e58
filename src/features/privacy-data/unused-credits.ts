// The package credits a member would leave behind by closing their account, in words (pure).
import { PURCHASE } from '@/content/statuses'
import type { CreditItem } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'

type Purchase = Pick<
  CreditItem,
  'client' | 'status' | 'remaining' | 'sessions' | 'price' | 'trainerName' | 'claimedAt'
>

/**
 * "10 sessions, S$600 with Marcus Tan: ask for a refund first", one line per package of theirs
 * with credits left (or paid and not yet confirmed); none when nothing would be lost.
 */
export function unusedCreditLines(items: Purchase[], me: string): string[] {
  return items
    .filter(
      (item) =>
        item.client === me &&
        ((item.status === PURCHASE.active && item.remaining > 0) ||
          (item.status === PURCHASE.pending && item.claimedAt !== '')),
    )
    .map((item) => {
      const sessions =
        item.status === PURCHASE.pending
          ? `${item.sessions} sessions paid, not yet confirmed`
          : item.remaining === item.sessions
            ? `${item.sessions} sessions`
            : `${item.remaining} of ${item.sessions} sessions unused`
      return `${sessions}, ${formatMoney(item.price)} with ${item.trainerName}: ask for a refund first`
    })
}
