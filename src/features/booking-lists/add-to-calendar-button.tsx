import { useState } from 'react'
import { CalendarPlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/downloads'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { BOOKING_TEXTS } from './booking-texts'
import { fetchBookingIcs } from './calendar-api'

/** Downloads the server's .ics of one confirmed booking (one event, Singapore time). */
export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      saveFile(await fetchBookingIcs(bookingId), `gymbuddy-session-${bookingId}.ics`)
    } catch (error) {
      console.error('Failed to download the calendar file', error)
      toast.error(describeError(error, BOOKING_TEXTS.calendarFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <CalendarPlusIcon aria-hidden="true" />
      Add to calendar
    </Button>
  )
}
