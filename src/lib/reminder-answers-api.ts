// The client's answer to a session's reminder: from the email's signed link (no sign-in) or in the
// app (signed in); pb_hooks/reminder_answers.pb.js.
import { pb } from './pocketbase'

/** "I'm coming", signed in (the client of the booking only). */
export function sayComing(bookingId: string): Promise<unknown> {
  return pb.send(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/coming`, {
    method: 'POST',
  })
}

export interface ReminderSession {
  booking: string
  trainerName: string
  datetime: string
  venue: string
}

/** The session an email's link answers for (refused when it cannot answer any more). */
export function reminderSession(token: string): Promise<ReminderSession> {
  return pb.send('/api/gymbuddy/reminder-answer/session', { method: 'POST', body: { token } })
}

/** "I'm coming" with the email link's token. */
export function answerReminder(token: string): Promise<unknown> {
  return pb.send('/api/gymbuddy/reminder-answer', { method: 'POST', body: { token } })
}
