// A trainer proposes a new time for one confirmed session; the client accepts or declines it
// (docs/bookings.md, "A trainer proposes a new time").
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatSgtTime, parsePbDate, sgtSlotToUtc } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { ListedBooking } from './booking-group-types'
import { BOOKING_TEXTS } from './booking-texts'
import { answerProposal, proposeTime } from './bookings-api'
import { NewDayAndTime, StepDialog, dayOfKey, sgtDayKey } from './step-dialog'

const DAY_MS = 86_400_000
// The new day: from the session's day to two weeks after it, never in the past.
const DAYS_AHEAD = 14

/** The trainer's "Propose new time": a day and an hour; the session stands until the client answers. */
export function ProposeTimeDialog({
  booking,
  now,
  onChanged,
}: {
  booking: ListedBooking
  now: Date
  onChanged: () => void
}) {
  const at = parsePbDate(booking.datetime).getTime()
  const [day, setDay] = useState(() => sgtDayKey(at))
  const [slot, setSlot] = useState(() => formatSgtTime(booking.datetime))
  const days = Array.from({ length: DAYS_AHEAD + 1 }, (_, n) => at + n * DAY_MS).filter(
    (ms) => ms > now.getTime(),
  )
  return (
    <StepDialog
      label="Propose new time"
      title="Propose a new time for this session?"
      description="The client accepts or declines it; until then the session stands as it is."
      confirmLabel="Send proposal"
      onSend={async () => {
        await proposeTime(booking.id, sgtSlotToUtc(dayOfKey(day), slot).toISOString())
        toast.success('New time sent: the session stands until the client answers.')
        onChanged()
      }}
    >
      <NewDayAndTime days={days} day={day} onDay={setDay} slot={slot} onSlot={setSlot} />
    </StepDialog>
  )
}

/** The client's answer to a time the trainer proposed. */
export function ProposalAnswer({
  booking,
  onChanged,
}: {
  booking: ListedBooking
  onChanged: () => void
}) {
  const [busy, setBusy] = useState(false)
  async function send(accept: boolean) {
    setBusy(true)
    try {
      await answerProposal(booking.id, accept)
      onChanged()
    } catch (error) {
      toast.error(describeError(error, BOOKING_TEXTS.changeFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <p className="w-full text-sm text-muted-foreground md:text-right">
        Your trainer proposes this new time.
      </p>
      <Button size="sm" disabled={busy} onClick={() => void send(true)}>
        Accept new time
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void send(false)}>
        Decline new time
      </Button>
    </>
  )
}
