import { useCallback } from 'react'
import { STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { BookingRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { whatsappLink, whatsappText } from '@/lib/venues'
import { trainerWhatsapp } from './whatsapp-api'

/**
 * "Message on WhatsApp" on a client's confirmed session still ahead, when the trainer gave a
 * number (the server shows it to no one else).
 */
export function WhatsappLink({ booking, now }: { booking: BookingRecord; now: Date }) {
  const upcoming = booking.status === STATUS.confirmed && parsePbDate(booking.datetime) > now
  const load = useCallback(() => trainerWhatsapp(booking.gymBuddy), [booking.gymBuddy])
  const number = useLiveQuery(load, { key: booking.gymBuddy, enabled: upcoming }).data
  if (!upcoming || !number) return null
  return (
    <a
      href={whatsappLink(number, whatsappText(booking))}
      target="_blank"
      rel="noreferrer"
      className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent"
    >
      Message on WhatsApp
    </a>
  )
}
