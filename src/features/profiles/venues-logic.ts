// The Venues editor's rules, the server's figures (content/when-where.ts): at most 8 venues,
// each named (at most 60 characters, no two alike), with an area and a kind.
import { MAX_VENUES, VENUE_NAME_MAX, type Venue, type VenueKind } from '@/content/when-where'

/** A new row chooses no area or kind for the trainer ('' until picked; venuesProblem stops it). */
export const EMPTY_VENUE: Venue = { name: '', area: '' as Venue['area'], kind: '' as VenueKind }

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
    if (!venue.area) return `Choose the area of ${name}.`
    if (!venue.kind) return `Choose the kind of ${name}.`
    seen.add(name.toLowerCase())
  }
  return null
}
