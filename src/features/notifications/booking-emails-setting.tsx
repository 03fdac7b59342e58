import { useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { pb } from '@/lib/pocketbase'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { refreshCurrentUser } from '@/stores/user'

const SAVE_FAILED = 'Could not save your email setting. Please try again.'

type EmailSwitch = 'bookingEmailsOff' | 'messageEmailsOff'

const SWITCHES: { field: EmailSwitch; id: string; label: string; what: string }[] = [
  {
    field: 'bookingEmailsOff',
    id: 'booking-emails',
    label:
      'Email me about my bookings (requests, answers, changes and reminders). The bell shows them either way.',
    what: 'Booking emails',
  },
  {
    field: 'messageEmailsOff',
    id: 'message-emails',
    label:
      'Email me about new messages (when one is unread for 15 minutes, at most one email per chat every 6 hours).',
    what: 'Message emails',
  },
]

/** One switch: on (the default) or off; what the app shows in-app stays either way. */
function EmailSetting({
  userId,
  field,
  off,
  id,
  label,
  what,
}: {
  userId: string
  field: EmailSwitch
  off: boolean
  id: string
  label: string
  what: string
}) {
  const [wanted, setWanted] = useState(!off)
  const [busy, setBusy] = useState(false)

  async function change(on: boolean) {
    setWanted(on)
    setBusy(true)
    try {
      await pb.collection('users').update(userId, { [field]: !on })
      await refreshCurrentUser()
      toast.success(on ? `${what} are on.` : `${what} are off.`)
    } catch (error) {
      console.error(`Failed to save the ${field} setting`, error)
      setWanted(!on)
      toast.error(SAVE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-3 flex items-start gap-3">
      <Checkbox
        id={id}
        checked={wanted}
        disabled={busy}
        onCheckedChange={(state) => void change(state === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="leading-snug font-normal">
        {label}
      </Label>
    </div>
  )
}

/** Profile settings: booking emails and message emails, each on (the default) or off. */
export function BookingEmailsSetting({
  user,
}: {
  user: Pick<UserRecord, 'id' | 'bookingEmailsOff' | 'messageEmailsOff'>
}) {
  return (
    <section
      aria-labelledby="booking-emails-heading"
      className="mx-auto mt-6 max-w-2xl rounded-xl border bg-card p-4 md:p-6"
    >
      <h2 id="booking-emails-heading" className="text-lg font-semibold">
        Email notifications
      </h2>
      {SWITCHES.map((item) => (
        <EmailSetting key={item.field} userId={user.id} off={Boolean(user[item.field])} {...item} />
      ))}
    </section>
  )
}
