import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/errors'
import {
  buyPackage,
  loadCredits,
  loadPackages,
  purchasePayNow,
  subscribeToPurchases,
  type CreditItem,
  type PackageRecord,
} from '@/lib/payments'
import { packageSummary } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'
import { PayNowDialog } from './paynow-dialog'
import { creditLine } from './credit-line'

interface PackagesData {
  packages: PackageRecord[]
  mine: CreditItem[]
}

/**
 * The trainer page's packages: each active one with Buy (signed-in members other than the
 * trainer); a bought one shows its PayNow code while the trainer has not confirmed payment, then
 * its balance.
 */
export default function TrainerPackages({
  trainerId,
  trainerName,
  viewerId,
}: {
  trainerId: string
  trainerName: string
  viewerId: string
}) {
  const buyer = viewerId !== '' && viewerId !== trainerId
  const load = useCallback(async (): Promise<PackagesData> => {
    const packages = (await loadPackages(trainerId)).filter((pkg) => pkg.active)
    const credits = buyer ? await loadCredits() : []
    return { packages, mine: credits.filter((item) => item.trainer === trainerId) }
  }, [trainerId, buyer])
  // A buyer's purchase turns active when the trainer marks it paid: shown live.
  const { data, reload } = useLiveQuery(load, {
    key: `${trainerId}:${viewerId}`,
    subscribe: buyer ? subscribeToPurchases : undefined,
  })
  const [busy, setBusy] = useState('')
  if (!data || data.packages.length === 0) return null

  async function buy(pkg: PackageRecord) {
    setBusy(pkg.id)
    try {
      await buyPackage(pkg.id, viewerId)
      reload()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy('')
    }
  }

  return (
    <section aria-labelledby="packages-heading" className="space-y-3">
      <h2 id="packages-heading" className="text-xl font-semibold">
        Packages
      </h2>
      <ul className="grid gap-3">
        {data.packages.map((pkg) => {
          const bought = data.mine.filter((item) => item.package === pkg.id)
          const pending = bought.find((item) => item.status === 'pending')
          const active = bought.filter((item) => item.status === 'active')
          return (
            <li key={pkg.id} className="grid gap-2 rounded-lg border p-4" data-testid="package">
              <p className="font-medium">{pkg.name}</p>
              <p className="text-sm text-muted-foreground">{packageSummary(pkg)}</p>
              {active.map((item) => (
                <p
                  key={item.purchase}
                  className="text-sm font-medium"
                  data-testid="package-balance"
                >
                  {creditLine(item)}
                </p>
              ))}
              {pending && (
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm" data-testid="package-waiting">
                    Waiting for {trainerName} to confirm payment.
                  </p>
                  <PayNowDialog
                    trigger={
                      <Button variant="outline" size="sm">
                        Pay by PayNow
                      </Button>
                    }
                    title={`Pay for ${pkg.name}`}
                    load={() => purchasePayNow(pending.purchase)}
                  />
                </div>
              )}
              {buyer && !pending && (
                <Button
                  size="sm"
                  className="justify-self-start"
                  disabled={busy === pkg.id}
                  onClick={() => void buy(pkg)}
                >
                  Buy
                </Button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
