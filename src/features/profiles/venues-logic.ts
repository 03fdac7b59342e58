// The Venues editor's rules, the server's figures (content/when-where.ts): at most 8 venues,
// each named (at most 60 characters, no two alike), with a place of the place table (an online
// venue may have none; a venue saved before places keeps its area until a place is chosen) and
// a kind.
import { MAX_VENUES, VENUE_NAME_MAX, type Venue, type VenueKind } from '@/content/when-where'
import { placeNamed } from '@/content/sg-places'

/** A new row chooses no place or kind for the trainer ('' until picked; venuesProblem stops it). */
export const EMPTY_VENUE: Venue = {
  name: '',
  place: '',
  area: '',
  kind: '' as VenueKind,
}

/** Why the list cannot be saved, or null. */
export function venuesProblem(venues: readonly Venue[]): string | null {
  if (venues.length > MAX_VENUES) return `List at most ${MAX_VENUES} venues.`
  const seen = new Set<string>()
  for (const venue of venues) {
    const name = venue.name.trim().replace(/\s+/g, ' ')
    if (!name) return 'Give every venue a name.'
    if ([...name].length > VENUE_NAME_MAX) {
      return `Venue names have at most ${VENUE_NAME_MAX} characters.`
    }
    if (seen.has(name.toLowerCase())) return `Two venues are called "${name}".`
    const place = (venue.place ?? '').trim()
    if (place && !placeNamed(place)) {
      return `"${place}" is not a Singapore place we know: choose one from the list.`
    }
    if (!place && !venue.area && venue.kind !== 'online') return `Choose the place of ${name}.`
    if (!venue.kind) return `Choose the kind of ${name}.`
    seen.add(name.toLowerCase())
  }
  return null
}
