import { StarHalfIcon, StarIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/** Which look star `index` (0-based) takes for a rating `filled` shown in half stars. */
export function starFill(filled: number, index: number): 'full' | 'half' | 'empty' {
  const halves = Math.round(filled * 2)
  if (halves >= (index + 1) * 2) return 'full'
  return halves === index * 2 + 1 ? 'half' : 'empty'
}

/**
 * A row of stars, `filled` of `total` coloured (to the nearest half star); read out as one phrase
 * by screen readers.
 */
export function StarRating({
  filled,
  total = 5,
  label,
  className,
}: {
  filled: number
  total?: number
  label: string
  className?: string
}) {
  return (
    <span
      data-slot="star-rating"
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: total }, (_, index) => {
        const fill = starFill(filled, index)
        return (
          <span key={index} className="relative inline-flex" data-fill={fill}>
            <StarIcon
              aria-hidden="true"
              data-filled={fill === 'full'}
              className={cn(
                'size-4',
                fill === 'full'
                  ? 'fill-amber-400 text-amber-400'
                  : 'fill-muted text-muted-foreground/40',
              )}
            />
            {fill === 'half' && (
              <StarHalfIcon
                aria-hidden="true"
                className="absolute inset-0 size-4 fill-amber-400 text-amber-400"
              />
            )}
          </span>
        )
      })}
    </span>
  )
}
