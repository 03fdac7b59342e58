// The reminder email's "I'm coming" link (docs/notifications-and-email.md, "Are you coming?"):
// the session it is for and a button that sends the answer, so a mail scanner that opens the link
// answers nothing. The token rides after '#': never sent to a server, so no log keeps it.
import { useCallback, useState } from 'react'
import { DumbbellIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatSgtDateTime } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { cancelPath } from '@/lib/reminder-answers'
import { answerReminder, reminderSession } from '@/lib/reminder-answers-api'
import { useLiveQuery } from '@/lib/use-live-query'
import { REMINDER_ANSWER_TEXTS as TEXTS } from './reminder-answer-texts'

export default function ReminderAnswerPage() {
  const token = useLocation().hash.replace(/^#/, '')
  const look = useCallback(() => reminderSession(token), [token])
  const { data: session, failed, error } = useLiveQuery(look, { reloadAfterOutage: false })
  const [busy, setBusy] = useState(false)
  const [answered, setAnswered] = useState(false)
  const [refusal, setRefusal] = useState('')

  async function coming() {
    setBusy(true)
    try {
      await answerReminder(token)
      setAnswered(true)
    } catch (caught) {
      setRefusal(describeError(caught, TEXTS.failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-10 sm:py-16">
      <title>Are you coming? · GymBuddy</title>
      <div className="grid w-full max-w-md gap-5 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <DumbbellIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{TEXTS.heading}</h1>
        </div>
        {!session && !failed && <Spinner />}
        {failed && <Alert variant="destructive">{describeError(error, TEXTS.notValid)}</Alert>}
        {session && (
          <div className="grid gap-1 text-center">
            <p className="font-medium">{TEXTS.sessionWith(session.trainerName)}</p>
            <p className="text-sm text-muted-foreground">{formatSgtDateTime(session.datetime)}</p>
            {session.venue && <p className="text-sm text-muted-foreground">{session.venue}</p>}
          </div>
        )}
        {session && answered && <Alert role="status">{TEXTS.thanks(session.trainerName)}</Alert>}
        {refusal && <Alert variant="destructive">{refusal}</Alert>}
        {session && !answered && !refusal && (
          <div className="grid gap-2 sm:grid-cols-2">
            <Button disabled={busy} onClick={() => void coming()}>
              {TEXTS.coming}
            </Button>
            <Button asChild variant="outline">
              <Link to={cancelPath(session.booking)}>{TEXTS.cannot}</Link>
            </Button>
          </div>
        )}
        <p className="text-center text-sm text-muted-foreground">
          <Link
            to="/user/bookings"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {TEXTS.myBookings}
          </Link>
        </p>
      </div>
    </div>
  )
}
