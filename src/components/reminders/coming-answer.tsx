// The two answers to "Are you coming?" in the app: on the client's booking row and on the
// reminder in the bell (the email's link opens features/reminder-answer instead).
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { describeError, fieldErrorCode } from '@/lib/errors'
import { cancelPath } from '@/lib/reminder-answers'
import { sayComing } from '@/lib/reminder-answers-api'
import { toast } from '@/lib/toast'

export const COMING_TEXTS = {
  question: 'Are you coming?',
  coming: "I'm coming",
  cannot: "I can't make it",
  answered: "You said you're coming.",
  failed: 'Your answer was not sent. Please try again.',
} as const

/** "I'm coming" (sent at once) and "I can't make it" (the cancel dialog, consequences first). */
export function ComingAnswer({
  bookingId,
  onAnswered,
  onCancelOpened,
}: {
  bookingId: string
  onAnswered?: () => void
  /** "I can't make it" was followed (the bell closes). */
  onCancelOpened?: () => void
}) {
  const [busy, setBusy] = useState(false)
  const [answered, setAnswered] = useState(false)

  async function coming() {
    setBusy(true)
    try {
      await sayComing(bookingId)
      setAnswered(true)
      onAnswered?.()
    } catch (error) {
      // Answered already (another tab, the email): the answer stands.
      if (fieldErrorCode(error, 'booking') === 'validation_link_used') setAnswered(true)
      else toast.error(describeError(error, COMING_TEXTS.failed))
    } finally {
      setBusy(false)
    }
  }

  if (answered) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {COMING_TEXTS.answered}
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{COMING_TEXTS.question}</span>
      <Button size="sm" disabled={busy} onClick={() => void coming()}>
        {COMING_TEXTS.coming}
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={cancelPath(bookingId)} onClick={onCancelOpened}>
          {COMING_TEXTS.cannot}
        </Link>
      </Button>
    </div>
  )
}
