import { ReportButton } from '@/components/safety/report-button'
import { Button } from '@/components/ui/button'
import { StarRating } from '@/components/ui/star-rating'
import { SAFETY_TEXTS } from '@/content/safety'
import { formatSgtDate } from '@/lib/dates'
import { useCurrentUser } from '@/stores/user'
import { useTrainerReviews } from './use-trainer-page'

/** The latest reviews with Show more. */
export function TrainerReviews({ trainerId }: { trainerId: string }) {
  const { reviews, hasMore, loading, failed, showMore, retry } = useTrainerReviews(trainerId)
  const me = useCurrentUser()?.id
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        Reviews
      </h2>
      {reviews.length === 0 && !loading && !failed && (
        <p className="text-sm text-muted-foreground">No reviews yet.</p>
      )}
      {reviews.length > 0 && (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <StarRating filled={review.rating} label={`${review.rating} out of 5 stars`} />
                <p className="text-sm text-muted-foreground">
                  {review.authorName} · {formatSgtDate(review.created)}
                </p>
              </div>
              {review.text && (
                <p className="mt-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                  {review.text}
                </p>
              )}
              {me && review.author !== me && (
                <div className="mt-2">
                  <ReportButton
                    subject={{ review: review.id }}
                    label={SAFETY_TEXTS.reportReview}
                    what={SAFETY_TEXTS.thisReview}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load reviews.{' '}
          <button type="button" className="underline" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      {hasMore && !failed && (
        <Button variant="outline" onClick={showMore} disabled={loading}>
          {loading ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </section>
  )
}
