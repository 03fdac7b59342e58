import { useCallback, useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { loadCredits, subscribeToPurchases } from '@/lib/payments'
import { useLiveQuery } from '@/lib/use-live-query'
import { cn } from '@/lib/utils'
import { creditLine } from './credit-line'

/**
 * Book Session's "Use my package (4 left, until 31 Mar)": shown when the member has an active
 * package with this trainer with a credit left; `value` is that purchase's id when ticked.
 */
export function UsePackageField({
  trainerId,
  value,
  onChange,
  className,
}: {
  trainerId: string
  value: string
  onChange: (purchase: string) => void
  className?: string
}) {
  const load = useCallback(
    async () =>
      (await loadCredits()).find(
        (item) =>
          item.trainer === trainerId &&
          item.status === 'active' &&
          item.remaining > 0 &&
          Date.parse(item.expiresAt.replace(' ', 'T')) > Date.now(),
      ) ?? null,
    [trainerId],
  )
  const usable = useLiveQuery(load, { key: trainerId, subscribe: subscribeToPurchases }).data
  const id = useId()
  if (!usable) return null
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Checkbox
        id={id}
        checked={value === usable.purchase}
        onCheckedChange={(checked) => onChange(checked === true ? usable.purchase : '')}
      />
      <Label htmlFor={id}>Use my package ({creditLine(usable)})</Label>
    </div>
  )
}
