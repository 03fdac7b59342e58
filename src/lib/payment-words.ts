// Prices and packages in words (pure: the screens and their tests read them).
import type { PackagesRecord } from './pocketbase-types'

/** "S$70", or "S$70.50" when there are cents. */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? `S$${amount}` : `S$${amount.toFixed(2)}`
}

/** "5 sessions · S$350 · valid 90 days · S$70 a session" */
export function packageSummary(pkg: Pick<PackagesRecord, 'sessions' | 'price' | 'validDays'>) {
  const each = Math.round((pkg.price / pkg.sessions) * 100) / 100
  return `${pkg.sessions} sessions · ${formatMoney(pkg.price)} · valid ${pkg.validDays} days · ${formatMoney(each)} a session`
}
