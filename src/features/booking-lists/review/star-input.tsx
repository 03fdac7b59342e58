import type * as React from 'react'
import { StarIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * Whole stars 1..5 as a native radio group: Tab reaches it, the arrow keys choose, and each star
 * is a labelled radio ("3 stars").
 */
export function StarInput({
  value,
  onChange,
  name,
  ...fieldset
}: Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  value: number
  onChange: (rating: number) => void
  name: string
}) {
  return (
    <fieldset role="radiogroup" {...fieldset}>
      <legend className="mb-2 text-sm font-medium">Your rating</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden="true"
              className={cn(
                'size-8',
                star <= value
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-muted text-muted-foreground/60',
              )}
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
