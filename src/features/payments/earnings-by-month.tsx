import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { describeError } from '@/lib/errors'
import { subscribeToPurchases } from '@/lib/payments'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { downloadPaymentsCsv, loadEarnings } from './earnings-api'
import { earningsFigures, monthLabel } from './earnings-words'

/** A trainer's earnings by Singapore month, newest first, and every payment as a CSV. */
export function EarningsByMonth({ me }: { me: string }) {
  const { data, loading } = useLiveQuery(loadEarnings, {
    key: me,
    subscribe: subscribeToPurchases,
  })
  const [busy, setBusy] = useState(false)

  async function download() {
    setBusy(true)
    try {
      await downloadPaymentsCsv()
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="earnings-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="earnings-heading" className="text-xl font-semibold">
          Earnings by month
        </h2>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void download()}>
          Download all payments (CSV)
        </Button>
      </div>
      {loading && !data && <Spinner />}
      {data?.length === 0 && <p className="text-muted-foreground">No payments yet.</p>}
      <ul className="grid gap-2">
        {data?.map((row) => (
          <li key={row.month} className="rounded-lg border p-3" data-testid="earnings-month">
            <h3 className="font-medium">{monthLabel(row.month)}</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
              {earningsFigures(row).map(([term, detail]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{detail}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  )
}
