import { useState, type ReactNode } from 'react'
import { CalendarPlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/downloads'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import { BOOKING_TEXTS } from './booking-texts'
import { fetchBookingIcs } from './calendar-api'

/** Downloads the server's .ics of one confirmed booking (one event, Singapore time). */
export function AddToCalendarButton({ bookingId }: { bookingId: string }) {
  return (
    <CalendarFileButton
      load={() => fetchBookingIcs(bookingId)}
      fileName={`gymbuddy-session-${bookingId}.ics`}
    >
      Add to calendar
    </CalendarFileButton>
  )
}

/** A button that downloads a calendar file from the server, saying so when it cannot. */
export function CalendarFileButton({
  load,
  fileName,
  children,
}: {
  load: () => Promise<Blob>
  fileName: string
  children: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  async function download() {
    setBusy(true)
    try {
      saveFile(await load(), fileName)
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
      {children}
    </Button>
  )
}
