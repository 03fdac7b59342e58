import { useId } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormAlert,
} from '@/components/ui/form'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/limits'
import { describeError } from '@/lib/errors'
import { showServerErrors, submitWith, useSchemaForm } from '@/lib/forms'
import type { ReviewRecord } from '@/lib/types'
import { createReview, updateReview } from './review-api'
import { StarInput } from './star-input'

export const RATING_REQUIRED = 'Choose a rating from 1 to 5 stars.'
const SAVE_FAILED = 'Failed to save your review. Please try again.'

/** Whole stars 1–5 and an optional text within the server's limit (reviews.text). */
const reviewSchema = z.object({
  rating: z
    .number()
    .check(z.gte(LIMITS.ratingMin, RATING_REQUIRED), z.lte(LIMITS.ratingMax, RATING_REQUIRED)),
  text: z.string().check(z.trim(), z.maxLength(LIMITS.reviewText)),
})

function ReviewSaveError() {
  const message = useFormAlert()
  if (!message) return null
  return (
    <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
      {message}
    </p>
  )
}

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
  const form = useSchemaForm(reviewSchema, {
    rating: review?.rating ?? 0,
    text: review?.text ?? '',
  })
  const busy = form.formState.isSubmitting
  // The radios' group name: unique, should two forms ever share a page.
  const ratingName = `${useId()}-rating`

  const submit = submitWith(form, async (input) => {
    try {
      onSaved(review ? await updateReview(review.id, input) : await createReview(bookingId, input))
    } catch (caught) {
      showServerErrors(form, caught, describeError(caught, SAVE_FAILED))
    }
  })

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <StarInput name={ratingName} value={field.value} onChange={field.onChange} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your review (optional)</FormLabel>
              <FormControl>
                <Textarea rows={4} maxLength={LIMITS.reviewText} {...field} />
              </FormControl>
              <FormDescription className="text-xs">
                {field.value.length}/{LIMITS.reviewText} characters
              </FormDescription>
            </FormItem>
          )}
        />
        <ReviewSaveError />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Submitting...' : review ? 'Save review' : 'Submit review'}
        </Button>
      </form>
    </Form>
  )
}
