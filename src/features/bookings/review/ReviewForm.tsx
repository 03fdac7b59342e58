import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { describeError } from '@/lib/errors'
import type { ReviewRecord } from '@/lib/types'
import { createReview, updateReview, type ReviewInput } from './reviewApi'
import { MAX_REVIEW_TEXT } from './reviewRules'
import { StarInput } from './StarInput'

export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars.'
const SAVE_FAILED = 'Failed to save your review. Please try again.'

/** Stars and an optional text; keeps what was typed when the server refuses. */
export function ReviewForm({
  bookingId,
  review,
  onSaved,
}: {
  bookingId: string
  /** The review being edited, if any. */
  review?: ReviewRecord
  onSaved: (review: ReviewRecord) => void
}) {
  const id = useId()
  const [values, setValues] = useState<ReviewInput>({
    rating: review?.rating ?? 0,
    text: review?.text ?? '',
  })
  const [ratingError, setRatingError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (values.rating < 1) {
      setRatingError(RATING_REQUIRED)
      return
    }
    setBusy(true)
    setError('')
    try {
      const input = { rating: values.rating, text: values.text.trim() }
      onSaved(review ? await updateReview(review.id, input) : await createReview(bookingId, input))
    } catch (caught) {
      setError(describeError(caught, SAVE_FAILED))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StarInput
        name={`${id}-rating`}
        value={values.rating}
        invalid={Boolean(ratingError)}
        describedBy={ratingError ? `${id}-rating-error` : undefined}
        onChange={(rating) => {
          setRatingError('')
          setValues((current) => ({ ...current, rating }))
        }}
      />
      <FieldError id={`${id}-rating-error`} message={ratingError} />
      <div className="space-y-2">
        <Label htmlFor={`${id}-text`}>Your review (optional)</Label>
        <Textarea
          id={`${id}-text`}
          rows={4}
          maxLength={MAX_REVIEW_TEXT}
          value={values.text}
          aria-describedby={`${id}-count`}
          onChange={(event) => setValues((current) => ({ ...current, text: event.target.value }))}
        />
        <p id={`${id}-count`} className="text-xs text-muted-foreground">
          {values.text.length}/{MAX_REVIEW_TEXT} characters
        </p>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? 'Submitting...' : review ? 'Save review' : 'Submit review'}
      </Button>
    </form>
  )
}
