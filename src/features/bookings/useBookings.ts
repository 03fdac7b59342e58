import { useCallback, useState } from 'react'
import { toast } from '@/lib/toast'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { isNotFound, serverMessage } from '@/lib/errors'
import type { BookingRecord, UsersViewRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { answerBooking, listBookings, subscribeToBookings, type BookingSide } from './bookingsApi'

export interface BookingsWithPeople<Person extends UsersViewRecord> {
  bookings: BookingRecord[]
  /** The other party of each booking, by user id. */
  people: Record<string, Person>
}

/** The other party's id: the trainer for a client's booking, the booker for a trainer's. */
export function otherParty(booking: BookingRecord, side: BookingSide): string {
  return side === 'booker' ? booking.gymBuddy : booking.booker
}

/** One side's bookings with the other party's names (one request), kept live. */
export function useBookings<Person extends UsersViewRecord>(
  side: BookingSide,
  userId: string,
  listPeople: (ids: string[]) => Promise<Record<string, Person>>,
) {
  const load = useCallback(async (): Promise<BookingsWithPeople<Person>> => {
    const bookings = await listBookings(side, userId)
    const people = await listPeople(bookings.map((booking) => otherParty(booking, side))).catch(
      (error: unknown) => {
        console.error('Failed to load booking names', error)
        return {}
      },
    )
    return { bookings, people }
  }, [side, userId, listPeople])

  const { data, loading, setData } = useLiveQuery(load, subscribeToBookings)
  const [answering, setAnswering] = useState<string | null>(null)

  async function answer(booking: BookingRecord, status: 'confirmed' | 'declined') {
    setAnswering(booking.id)
    try {
      const updated = await answerBooking(booking.id, status)
      if (data) {
        setData({
          ...data,
          bookings: data.bookings.map((item) => (item.id === updated.id ? updated : item)),
        })
      }
    } catch (error) {
      console.error('Failed to answer booking', error)
      // The update rule hides a booking that is no longer requested: that answers 404.
      toast.error(
        isNotFound(error)
          ? USER_AREA_MESSAGES.bookingAlreadyAnswered
          : (serverMessage(error) ?? USER_AREA_MESSAGES.bookingAnswerFailed),
      )
    } finally {
      setAnswering(null)
    }
  }

  return { bookings: data?.bookings, people: data?.people ?? {}, loading, answering, answer }
}
