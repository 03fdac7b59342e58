import { useCallback, useState, type ReactNode } from 'react'
import { BookingPayment } from '@/components/payments/booking-payment'
import { creditLine, sgtDay } from '@/components/payments/credit-line'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PURCHASE } from '@/content/statuses'
import { describeError } from '@/lib/errors'
import { activatePurchase, subscribeToPurchases } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import type { BookingRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { useNow } from '@/lib/use-now'
import { EarningsByMonth } from './earnings-by-month'
import { PackagesEditor } from './packages-editor'
import {
  claimedSessions,
  purchaseState,
  receivedParts,
  unpaidPastSessions,
} from './payment-summary'
import { loadPayments } from './payments-api'
import { PayNowDetailsForm } from './paynow-details-form'
import { ReceiptsList } from './receipts-list'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A trainer's Payments screen: takings, what is owed, packages and their clients' balances. */
export function TrainerPayments({ me }: { me: string }) {
  const load = useCallback(() => loadPayments(me, 'gymBuddy'), [me])
  const { data, loading, reload } = useLiveQuery(load, { key: me, subscribe: subscribeToPurchases })
  const now = useNow()
  const [busy, setBusy] = useState('')
  if (loading && !data) return <Spinner />
  if (!data) return null

  const sessionList = (sessions: BookingRecord[], empty: string) =>
    sessions.length === 0 ? (
      <p className="text-muted-foreground">{empty}</p>
    ) : (
      <ul className="grid gap-2">
        {sessions.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
            <span className="font-medium">{data.names[b.booker] ?? 'Client'}</span>
            <span className="text-sm text-muted-foreground">session {sgtDay(b.datetime)}</span>
            <BookingPayment booking={b} side="trainer" onChanged={reload} />
          </li>
        ))}
      </ul>
    )

  async function markPaid(purchase: string) {
    setBusy(purchase)
    try {
      await activatePurchase(purchase)
      toast.success('Package active: the client’s credits are ready.')
      reload()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy('')
    }
  }

  const purchases = data.credits.filter((c) => c.trainer === me)
  return (
    <>
      <Section id="received-heading" title="Received this month">
        <p className="text-3xl font-semibold" data-testid="received-this-month">
          {formatMoney(data.received?.total ?? 0)}
        </p>
        {data.received && data.received.total > 0 && (
          <p className="text-sm text-muted-foreground">{receivedParts(data.received)}</p>
        )}
      </Section>
      <EarningsByMonth me={me} />
      <Section id="claimed-heading" title="Claimed, waiting for you">
        {sessionList(claimedSessions(data.sessions), 'Nothing waiting.')}
      </Section>
      <Section id="unpaid-heading" title="Unpaid past sessions">
        {sessionList(unpaidPastSessions(data.sessions, now), 'Nothing unpaid.')}
      </Section>
      <Section id="clients-packages-heading" title="Clients’ packages">
        {purchases.length === 0 && <p className="text-muted-foreground">No packages sold yet.</p>}
        <ul className="grid gap-2">
          {purchases.map((item) => (
            <li
              key={item.purchase}
              className="flex flex-wrap items-center gap-2 rounded-lg border p-3"
              data-testid="client-package"
            >
              <span className="font-medium">{item.clientName}</span>
              <span className="text-sm text-muted-foreground">
                {item.sessions} sessions · {formatMoney(item.price)}
              </span>
              <span className="text-sm" data-testid="client-package-state">
                {purchaseState(item) ?? creditLine(item)}
              </span>
              {item.status === PURCHASE.pending && (
                <Button
                  size="sm"
                  disabled={busy === item.purchase}
                  onClick={() => void markPaid(item.purchase)}
                >
                  Payment received
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <ReceiptsList me={me} side="trainer" />
      <Section id="packages-heading" title="Packages">
        <PackagesEditor me={me} />
      </Section>
      <Section id="paynow-heading" title="PayNow details">
        <PayNowDetailsForm me={me} />
      </Section>
    </>
  )
}
