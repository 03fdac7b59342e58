import { useState } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { pb } from '@/lib/pocketbase'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { refreshCurrentUser } from '@/stores/user'

const SAVE_FAILED = 'Could not save your email setting. Please try again.'

/** Profile settings: booking emails on (the default) or off; in-app notifications stay on. */
export function BookingEmailsSetting({
  user,
}: {
  user: Pick<UserRecord, 'id' | 'bookingEmailsOff'>
}) {
  const [wanted, setWanted] = useState(!user.bookingEmailsOff)
  const [busy, setBusy] = useState(false)

  async function change(on: boolean) {
    setWanted(on)
    setBusy(true)
    try {
      await pb.collection('users').update(user.id, { bookingEmailsOff: !on })
      await refreshCurrentUser()
      toast.success(on ? 'Booking emails are on.' : 'Booking emails are off.')
    } catch (error) {
      console.error('Failed to save the booking email setting', error)
      setWanted(!on)
      toast.error(SAVE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="booking-emails-heading"
      className="mx-auto mt-6 max-w-2xl rounded-xl border bg-card p-4 md:p-6"
    >
      <h2 id="booking-emails-heading" className="text-lg font-semibold">
        Email notifications
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <Checkbox
          id="booking-emails"
          checked={wanted}
          disabled={busy}
          onCheckedChange={(state) => void change(state === true)}
          className="mt-0.5"
        />
        <Label htmlFor="booking-emails" className="leading-snug font-normal">
          Email me about my bookings (requests, answers, changes and reminders). The bell shows them
          either way.
        </Label>
      </div>
    </section>
  )
}
