// The server's calendar routes: one booking as .ics, and the private feed URL.
import { fetchFileWithSession } from '@/lib/downloads'
import { pb } from '@/lib/pocketbase'

/** The booking's .ics, fetched with the member's session (the route needs it), as a file. */
export async function fetchBookingIcs(bookingId: string): Promise<Blob> {
  const path = `/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/ics`
  return (await fetchFileWithSession(path)).blob
}

/** Creates the member's feed token, or replaces it (the old URL stops working). */
export async function resetCalendarFeed(): Promise<string> {
  const { url } = await pb.send<{ url: string }>('/api/gymbuddy/calendar/token', { method: 'POST' })
  return url
}
