import { useCallback, useEffect, useId, useRef } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { PURCHASE } from '@/content/statuses'
import { loadCredits, subscribeToPurchases, type CreditItem } from '@/lib/payments'
import { useLiveQuery } from '@/lib/use-live-query'
import { cn } from '@/lib/utils'
import { creditLine } from './credit-line'

/** The member's active package with this trainer with a credit left, or null. */
export function useUsablePackage(trainerId: string): CreditItem | null {
  const load = useCallback(
    async () =>
      (await loadCredits()).find(
        (item) =>
          item.trainer === trainerId &&
          item.status === PURCHASE.active &&
          item.remaining > 0 &&
          Date.parse(item.expiresAt.replace(' ', 'T')) > Date.now(),
      ) ?? null,
    [trainerId],
  )
  return useLiveQuery(load, { key: trainerId, subscribe: subscribeToPurchases }).data ?? null
}

/**
 * Book Session's "Use my package (4 left, until 31 Mar)": shown when the member has a usable
 * package with this trainer; `value` is that purchase's id when ticked. A client who bought a
 * package means to use it: it is ticked as it appears (`defaultOn`) until they untick it.
 */
export function UsePackageField({
  usable,
  value,
  onChange,
  defaultOn = true,
  className,
}: {
  usable: CreditItem | null
  value: string
  onChange: (purchase: string) => void
  defaultOn?: boolean
  className?: string
}) {
  const id = useId()
  const touched = useRef(false)
  const purchase = usable?.purchase ?? ''
  useEffect(() => {
    // A package that ran out or lapsed pays for nothing: the request goes without it.
    if (!purchase && value) onChange('')
    else if (purchase && defaultOn && !touched.current && value !== purchase) onChange(purchase)
  }, [purchase, value, defaultOn, onChange])
  if (!usable) return null
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Checkbox
        id={id}
        checked={value === usable.purchase}
        onCheckedChange={(checked) => {
          touched.current = true
          onChange(checked === true ? usable.purchase : '')
        }}
      />
      <Label htmlFor={id}>Use my package ({creditLine(usable)})</Label>
    </div>
  )
}
