import { StarRating } from '@/components/ui/star-rating'
import { cn } from '@/lib/utils'

/** "(12 reviews)", "(1 review)". */
function formatReviewCount(count: number): string {
  return `(${count} ${count === 1 ? 'review' : 'reviews'})`
}

/**
 * A trainer's real rating: stars to the half, the average and "(N reviews)"; a trainer
 * without reviews shows "New" in that place.
 */
export function RatingSummary({
  average,
  count,
  className,
}: {
  average: number
  count: number
  className?: string
}) {
  if (count <= 0) {
    return (
      <p className={cn('flex items-center gap-1.5 text-sm', className)}>
        <span className="rounded-md bg-accent px-1.5 py-0.5 text-xs font-semibold text-primary">
          New
        </span>
        <span className="sr-only">trainer, no reviews yet</span>
      </p>
    )
  }
  const shown = average.toFixed(1)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-sm', className)}>
      <StarRating filled={average} label={`Rated ${shown} out of 5`} />
      <span aria-hidden="true" className="font-medium">
        {shown}
      </span>
      <span className="whitespace-nowrap text-muted-foreground">{formatReviewCount(count)}</span>
    </p>
  )
}
