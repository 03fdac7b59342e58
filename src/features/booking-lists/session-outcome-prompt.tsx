import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { BOOKING_RULES } from '@/content/booking-rules'
import { OUTCOME, type Outcome } from '@/content/statuses'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { BookingRecord } from '@/lib/types'
import { formatSgtShort } from './booking-texts'
import type { BookingSide } from './booking-group-types'
import { answerOutcome } from './outcome-api'
import { noShowOf, outcomeView } from './session-outcome'

/**
 * After a confirmed session ends: "Did the session happen?" (Yes / They didn't come / Stopped by
 * weather, at a venue) until the window closes, then what each side answered; a dispute shows both.
 */
export function SessionOutcomePrompt({
  booking,
  side,
  now,
  onChanged,
}: {
  booking: BookingRecord
  side: BookingSide
  now: Date
  onChanged: () => void
}) {
  const [sending, setSending] = useState(false)
  const view = outcomeView(booking, side, now)
  if (!view || (!view.ask && view.answers.length === 0)) return null

  async function send(outcome: Outcome) {
    setSending(true)
    try {
      await answerOutcome(booking.id, outcome)
      onChanged()
    } catch (error) {
      toast.error(describeError(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="grid w-full gap-1 text-sm md:text-right" data-testid="session-outcome">
      {view.disputed && <p className="font-semibold text-destructive">Disputed</p>}
      {view.answers.map((answer) => (
        <p key={answer} className="text-muted-foreground">
          {answer}
        </p>
      ))}
      {view.ask && (
        <div role="group" aria-label="Did the session happen?" className="grid gap-2">
          <p className="font-medium">Did the session happen?</p>
          <p className="text-muted-foreground">
            You can answer until {formatSgtShort(view.closesAt)} ({BOOKING_RULES.outcomeWindowHours}{' '}
            hours after the session ends).
          </p>
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button size="sm" disabled={sending} onClick={() => void send(OUTCOME.attended)}>
              Yes
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={sending}
              onClick={() => void send(noShowOf(side))}
            >
              They didn&apos;t come
            </Button>
            {/* Outdoor venues only: the server explains a refusal for an indoor one. */}
            {booking.venue && (
              <Button
                size="sm"
                variant="outline"
                disabled={sending}
                onClick={() => void send(OUTCOME.weather)}
              >
                Stopped by weather
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
