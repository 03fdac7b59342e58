// A trainer's venues (trainer_profiles.venues) as the screens read them (junk entries dropped),
// and the WhatsApp chat link a client opens about a session there.
import { LOCATIONS } from '@/content/options'
import { VENUE_KINDS, type Venue } from '@/content/when-where'
import { formatSgtShortDateTime } from './dates'

function isVenue(value: unknown): value is Venue {
  if (!value || typeof value !== 'object') return false
  const venue = value as Record<string, unknown>
  return (
    typeof venue.name === 'string' &&
    venue.name.trim() !== '' &&
    ((LOCATIONS as readonly unknown[]).includes(venue.area) ||
      (venue.kind === 'online' && !venue.area)) &&
    (venue.place === undefined || typeof venue.place === 'string') &&
    (VENUE_KINDS as readonly unknown[]).includes(venue.kind)
  )
}

/** The stored JSON as a list of venues (none, or not a list: []). */
export function parseVenues(value: unknown): Venue[] {
  return Array.isArray(value) ? value.filter(isVenue) : []
}

/** "wa.me" link opening a chat with `number` (+65…) and `text` already written. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** A WhatsApp chat's first words about a session: its date, time and venue. */
export function whatsappText(session: { datetime: string; venue?: string }): string {
  const where = session.venue ? ` at ${session.venue}` : ''
  return `Hi! About our GymBuddy session on ${formatSgtShortDateTime(session.datetime)} SGT${where}:`
}
