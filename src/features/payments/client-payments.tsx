import { useCallback } from 'react'
import { CoverBookedSessions } from '@/components/payments/cover-booked-sessions'
import { creditLine, sgtDay } from '@/components/payments/credit-line'
import { PurchasePayment } from '@/components/payments/purchase-payment'
import { Spinner } from '@/components/ui/spinner'
import { PURCHASE } from '@/content/statuses'
import { PAYMENT_LABELS, subscribeToPurchases } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { useLiveQuery } from '@/lib/use-live-query'
import { loadPayments, type PaymentsData } from './payments-api'
import { ReceiptsList } from './receipts-list'

const REASONS: Record<string, string> = {
  purchase: 'Package paid',
  session: 'Session booked',
  restore: 'Session cancelled: credit back',
  expiry: 'Package expired',
  refund: 'Package refunded',
}

interface Movement {
  id: string
  at: string
  text: string
}

/** Every payment and credit movement, newest first. */
function movementsOf(data: PaymentsData): Movement[] {
  const trainerOf = new Map(data.credits.map((c) => [c.purchase, c.trainerName]))
  // One date a row: a session's payment is dated by the session it pays for.
  const payments = data.sessions.map((b) => ({
    id: `b-${b.id}`,
    at: b.datetime,
    text: `${formatMoney(b.price ?? 0)} · session with ${data.names[b.gymBuddy] ?? ''} · ${PAYMENT_LABELS[b.payment ?? '']}`,
  }))
  const credits = data.ledger.map((row) => ({
    id: `l-${row.id}`,
    at: row.created,
    text: `${row.delta > 0 ? '+' : ''}${row.delta} credit${Math.abs(row.delta) === 1 ? '' : 's'} · ${REASONS[row.reason] ?? row.reason} · package with ${trainerOf.get(row.purchase) ?? ''}`,
  }))
  return [...payments, ...credits].sort((a, b) => b.at.localeCompare(a.at))
}

/** A client's Payments screen: package balances, then every movement. */
export function ClientPayments({ me }: { me: string }) {
  const load = useCallback(() => loadPayments(me, 'booker'), [me])
  const { data, loading, reload } = useLiveQuery(load, {
    key: me,
    subscribe: subscribeToPurchases,
  })
  if (loading && !data) return <Spinner />
  if (!data) return null
  const packages = data.credits.filter((c) => c.client === me && c.status !== PURCHASE.refunded)
  const movements = movementsOf(data)
  return (
    <>
      <section aria-labelledby="credits-heading" className="space-y-2">
        <h2 id="credits-heading" className="text-xl font-semibold">
          Your packages
        </h2>
        {packages.length === 0 && <p className="text-muted-foreground">No packages yet.</p>}
        <ul className="grid gap-2">
          {packages.map((item) => (
            <li key={item.purchase} className="rounded-lg border p-3" data-testid="credit-balance">
              <span className="font-medium">{item.trainerName}</span> ·{' '}
              {item.status === PURCHASE.active
                ? creditLine(item)
                : item.status === PURCHASE.pending
                  ? `${item.sessions} sessions · ${formatMoney(item.price)} · `
                  : 'Expired'}
              {item.status === PURCHASE.pending && (
                <PurchasePayment item={item} onChanged={reload} />
              )}
              {item.status === PURCHASE.active && (
                <CoverBookedSessions purchase={item.purchase} trainerName={item.trainerName} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="movements-heading" className="space-y-2">
        <h2 id="movements-heading" className="text-xl font-semibold">
          Payments and credits
        </h2>
        {movements.length === 0 && <p className="text-muted-foreground">Nothing yet.</p>}
        <ul className="grid gap-1 text-sm">
          {movements.map((m) => (
            <li key={m.id} className="flex gap-3 border-b py-2">
              <span className="w-16 shrink-0 text-muted-foreground">{sgtDay(m.at)}</span>
              <span>{m.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <ReceiptsList me={me} side="client" />
    </>
  )
}
