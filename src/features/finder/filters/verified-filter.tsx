import { memo } from 'react'
import { BadgeCheckIcon } from 'lucide-react'
import { Checkbox } from '@/components/ui/checkbox'

/** "Verified coaches": only trainers an operator checked a credential of (in the URL: verified=1). */
export const VerifiedFilter = memo(function VerifiedFilter({
  verified,
  onChange,
}: {
  verified: string
  onChange: (patch: { verified: string }) => void
}) {
  return (
    <div className="flex items-center gap-2 self-end md:pb-2">
      <Checkbox
        id="finder-verified"
        checked={verified === '1'}
        onCheckedChange={(checked) => onChange({ verified: checked === true ? '1' : '' })}
      />
      <label
        htmlFor="finder-verified"
        className="flex items-center gap-1.5 text-sm font-medium leading-none"
      >
        <BadgeCheckIcon className="size-4 text-primary" aria-hidden="true" />
        Verified coaches
      </label>
    </div>
  )
})
