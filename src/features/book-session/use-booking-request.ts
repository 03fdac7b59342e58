import { useState } from 'react'
import type { CalendarDay } from '@/lib/dates'
import { describeError } from '@/lib/errors'
import { requestBooking } from './booking-api'
import { celebrateBooking } from './celebrate'

/** Sends the request; success opens the dialog and fires the confetti once, a refusal is shown. */
export function useBookingRequest(gymBuddy: string, booker: string, rescheduleOf?: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [requested, setRequested] = useState(false)

  async function request(day: CalendarDay, slot: string, venue?: string, purchase?: string) {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await requestBooking({ gymBuddy, booker, day, slot, rescheduleOf, venue, purchase })
      setRequested(true)
      void celebrateBooking()
    } catch (failure) {
      console.error(failure)
      setError(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  return { busy, error, requested, request, clearError: () => setError(null) }
}
