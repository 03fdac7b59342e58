import { StarIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A row of stars, `filled` of `total` coloured; read out as one phrase by screen readers. */
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
      {Array.from({ length: total }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          data-filled={index < filled}
          className={cn(
            'size-4',
            index < filled
              ? 'fill-amber-400 text-amber-400'
              : 'fill-muted text-muted-foreground/40',
          )}
        />
      ))}
    </span>
  )
}
