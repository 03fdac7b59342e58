// The server's calendar routes (issue 13 rule 6): one booking as .ics, and the private feed URL.
import { ClientResponseError } from 'pocketbase'
import { pb } from '@/lib/pocketbase'

/** The booking's .ics, fetched with the member's session (the route needs it), as a file. */
export async function fetchBookingIcs(bookingId: string): Promise<Blob> {
  const url = pb.buildURL(`/api/gymbuddy/bookings/${encodeURIComponent(bookingId)}/ics`)
  const response = await fetch(url, { headers: { Authorization: pb.authStore.token } })
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => ({}))
    throw new ClientResponseError({ url, status: response.status, response: data })
  }
  return response.blob()
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(href), 1000)
}

/** Creates the member's feed token, or replaces it (the old URL stops working). */
export async function resetCalendarFeed(): Promise<string> {
  const { url } = await pb.send<{ url: string }>('/api/gymbuddy/calendar/token', { method: 'POST' })
  return url
}
