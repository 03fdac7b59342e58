import { Button } from '@/components/ui/button'
import { claimPurchase, purchasePayNow, type CreditItem } from '@/lib/payments'
import { formatMoney } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { PayNowDialog } from './paynow-dialog'

/**
 * A pending purchase on the client's side, as a single session's payment reads: "Not paid yet"
 * with the PayNow code and "I've paid"; once they said so, "Waiting for … to confirm payment".
 */
export function PurchasePayment({
  item,
  onChanged,
}: {
  item: Pick<CreditItem, 'purchase' | 'price' | 'claimedAt' | 'trainerName'>
  onChanged: () => void
}) {
  const claimed = item.claimedAt !== ''
  async function paid() {
    await claimPurchase(item.purchase)
    toast.success(`${item.trainerName} has been told you paid.`)
    onChanged()
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {claimed ? (
        <span className="text-sm" data-testid="package-waiting">
          Waiting for {item.trainerName} to confirm payment.
        </span>
      ) : (
        <span className="text-sm" data-testid="package-unpaid">
          Not paid yet.
        </span>
      )}
      <PayNowDialog
        trigger={
          <Button variant="outline" size="sm">
            {claimed ? 'PayNow code' : 'Pay by PayNow'}
          </Button>
        }
        title={`Pay ${formatMoney(item.price)} by PayNow`}
        load={() => purchasePayNow(item.purchase)}
        onPaid={claimed ? undefined : paid}
      />
    </span>
  )
}
