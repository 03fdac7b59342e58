import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { describeError } from '@/lib/errors'
import { buyPackage, claimPurchase, purchasePayNow, type PackageRecord } from '@/lib/payments'
import { formatMoney, packageSummary } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { PAYNOW_HINT, PayNowPanel } from './paynow-dialog'

/**
 * Buy: nothing is committed in one tap. "Buy 10 sessions for S$600?" first, then the PayNow code
 * and "I've paid"; the trainer hears of the payment only when the client says they paid.
 */
export function BuyPackageDialog({
  pkg,
  trainerName,
  viewerId,
  canBuy,
  onChanged,
}: {
  pkg: PackageRecord
  trainerName: string
  viewerId: string
  /** False while a purchase of it waits: the open dialog stays, the Buy button goes. */
  canBuy: boolean
  onChanged: () => void
}) {
  const [open, setOpen] = useState(false)
  const [purchase, setPurchase] = useState('')
  const [busy, setBusy] = useState(false)

  function openChange(next: boolean) {
    setOpen(next)
    if (!next) {
      if (purchase) onChanged()
      setPurchase('')
    }
  }

  async function buy() {
    setBusy(true)
    try {
      setPurchase((await buyPackage(pkg.id, viewerId)).id)
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  async function paid() {
    await claimPurchase(purchase)
    toast.success(`${trainerName} has been told you paid.`)
    openChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={openChange}>
      {canBuy && (
        <DialogTrigger asChild>
          <Button size="sm" className="justify-self-start">
            Buy
          </Button>
        </DialogTrigger>
      )}
      <DialogContent>
        {purchase ? (
          <>
            <DialogHeader>
              <DialogTitle>Pay {formatMoney(pkg.price)} by PayNow</DialogTitle>
              <DialogDescription>{PAYNOW_HINT}</DialogDescription>
            </DialogHeader>
            <PayNowPanel load={() => purchasePayNow(purchase)} onPaid={paid} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                Buy {pkg.sessions} sessions for {formatMoney(pkg.price)}?
              </DialogTitle>
              <DialogDescription>
                {pkg.name ? `${pkg.name}: ` : ''}
                {packageSummary(pkg)}. You pay {trainerName} by PayNow next; your credits are ready
                once {trainerName} confirms the payment.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => openChange(false)}>
                Not now
              </Button>
              <Button disabled={busy} onClick={() => void buy()}>
                Buy and pay
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
