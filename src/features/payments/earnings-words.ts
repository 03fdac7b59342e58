// The words of a month's earnings on the trainer's Payments screen.
import { formatMoney } from '@/lib/payment-words'
import type { MonthEarnings } from './earnings-api'

const MONTH = new Intl.DateTimeFormat('en-SG', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-11' -> "November 2026". */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number)
  return MONTH.format(new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1)))
}

/** The month's figures as [term, detail] pairs, in the order the screen lists them. */
export function earningsFigures(row: MonthEarnings): [string, string][] {
  const fees =
    row.fees.received === 0 && row.fees.outstanding === 0
      ? 'None'
      : `${formatMoney(row.fees.received)} received · ${formatMoney(row.fees.outstanding)} due`
  const packages =
    row.packages.sold === 0
      ? 'None'
      : `${row.packages.sold} · ${formatMoney(row.packages.received)}`
  return [
    ['Sessions held', String(row.sessionsHeld)],
    ['Received', formatMoney(row.received)],
    ['Outstanding', formatMoney(row.outstanding)],
    ['Fees', fees],
    ['Packages sold', packages],
  ]
}
