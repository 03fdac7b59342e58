import { useCallback } from 'react'
import { PURCHASE } from '@/content/statuses'
import {
  loadCredits,
  loadPackages,
  subscribeToPurchases,
  type CreditItem,
  type PackageRecord,
} from '@/lib/payments'
import { packageSummary } from '@/lib/payment-words'
import { useLiveQuery } from '@/lib/use-live-query'
import { BuyPackageDialog } from './buy-package-dialog'
import { creditLine } from './credit-line'
import { PurchasePayment } from './purchase-payment'

interface PackagesData {
  packages: PackageRecord[]
  mine: CreditItem[]
}

/**
 * The trainer page's packages: each active one with Buy (signed-in members other than the
 * trainer: a confirm step, then the PayNow code and "I've paid"); a bought one reads "Not paid
 * yet" until the client says they paid, then waits for the trainer, then shows its balance.
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
  if (!data || data.packages.length === 0) return null

  return (
    <section aria-labelledby="packages-heading" className="space-y-3">
      <h2 id="packages-heading" className="text-xl font-semibold">
        Packages
      </h2>
      <ul className="grid gap-3">
        {data.packages.map((pkg) => {
          const bought = data.mine.filter((item) => item.package === pkg.id)
          const pending = bought.find((item) => item.status === PURCHASE.pending)
          const active = bought.filter((item) => item.status === PURCHASE.active)
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
              {pending && <PurchasePayment item={{ ...pending, trainerName }} onChanged={reload} />}
              {buyer && (
                <BuyPackageDialog
                  pkg={pkg}
                  trainerName={trainerName}
                  viewerId={viewerId}
                  canBuy={!pending}
                  onChanged={reload}
                />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
