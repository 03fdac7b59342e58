import { useCallback, useState } from 'react'
import { sgtDay } from '@/components/payments/credit-line'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/errors'
import { subscribeToPurchases } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { downloadReceipt, loadReceipts, type ReceiptRow, type ReceiptSide } from './receipts-api'

const EMPTY: Record<ReceiptSide, string> = {
  client: 'No receipts yet: one comes each time your trainer confirms a payment.',
  trainer: 'No receipts yet: one is issued each time you mark a payment received.',
}

/** The member's receipts, newest first, each with its PDF (both Payments screens). */
export function ReceiptsList({ me, side }: { me: string; side: ReceiptSide }) {
  const load = useCallback(() => loadReceipts(me, side), [me, side])
  const { data, loading } = useLiveQuery(load, {
    key: `${side}:${me}`,
    subscribe: subscribeToPurchases,
  })
  const [busy, setBusy] = useState('')

  async function open(row: ReceiptRow) {
    setBusy(row.receipt.id)
    try {
      await downloadReceipt(row.receipt)
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setBusy('')
    }
  }

  return (
    <section aria-labelledby="receipts-heading" className="space-y-2">
      <h2 id="receipts-heading" className="text-xl font-semibold">
        Receipts
      </h2>
      {loading && !data && <Spinner />}
      {data?.length === 0 && <p className="text-muted-foreground">{EMPTY[side]}</p>}
      <ul className="grid gap-1 text-sm">
        {data?.map((row) => (
          <li
            key={row.receipt.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b py-2"
            data-testid="receipt"
          >
            <span className="w-16 shrink-0 text-muted-foreground">
              {sgtDay(row.receipt.issuedAt)}
            </span>
            <span className="min-w-0 flex-1 basis-48">
              No. {row.receipt.number} · {row.receipt.item} ·{' '}
              {side === 'client' ? 'paid to' : 'from'} {row.otherName}
            </span>
            <span className="ml-auto flex items-center gap-3">
              <span className="font-medium">{formatMoney(row.receipt.amount)}</span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy === row.receipt.id}
                aria-label={`Download receipt No. ${row.receipt.number} (PDF)`}
                onClick={() => void open(row)}
              >
                PDF
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
