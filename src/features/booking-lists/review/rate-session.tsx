import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { StarRating } from '@/components/ui/star-rating'
import { formatSgtDate } from '@/lib/dates'
import type { BookingRecord, ReviewRecord } from '@/lib/types'
import { canEditReview, canRateSession } from './review-rules'
import { ReviewForm } from './review-form'

/**
 * A past session's review part: "Rate your session" once a confirmed session has
 * ended; afterwards the stars given, and Edit review for 14 days.
 */
export function RateSession({
  booking,
  trainerName,
  review,
  onSaved,
  now = new Date(),
}: {
  booking: Pick<BookingRecord, 'id' | 'status' | 'datetime' | 'outcome'>
  trainerName: string
  review: ReviewRecord | undefined
  onSaved: (review: ReviewRecord) => void
  /** The page's clock (useNow), so the offer appears when the session's hour is over. */
  now?: Date
}) {
  const [open, setOpen] = useState(false)
  if (!review && !canRateSession(booking, now)) return null
  const editable = !review || canEditReview(review, now)

  return (
    <div className="flex flex-wrap items-center gap-3">
      {review && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">You rated this session</span>
          <StarRating filled={review.rating} label={`${review.rating} out of 5 stars`} />
        </p>
      )}
      {editable && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant={review ? 'ghost' : 'default'} size="sm">
              {review ? 'Edit review' : 'Rate your session'}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Rate your session</DialogTitle>
              <DialogDescription>
                With {trainerName} on {formatSgtDate(booking.datetime)}
              </DialogDescription>
            </DialogHeader>
            <ReviewForm
              bookingId={booking.id}
              review={review}
              onSaved={(saved) => {
                onSaved(saved)
                setOpen(false)
              }}
            />
          </DialogContent>
        </Dialog>
      )}
    </div>
  )
}
