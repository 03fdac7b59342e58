// When and where a session can be: the figures and allowed values the server checks, read from
// the same file (pb_hooks/lib/bookings/booking_rules.json `whenWhere`); see docs/venues-and-free-hours.md.
import { BOOKING_RULES } from './booking-rules'
import type { LOCATIONS } from './options'

export type VenueKind = 'gym' | 'condo' | 'park' | 'home' | 'online'

export interface Venue {
  name: string
  /** A place of the place table (src/content/sg-places.ts), '' when the trainer named none. */
  place?: string
  /** The place's region (one of the five venue regions); '' for an online venue with no place. */
  area: (typeof LOCATIONS)[number] | ''
  kind: VenueKind
}

export interface PartOfDay {
  key: string
  label: string
  /** "9–12", as the filter shows it. */
  range: string
  firstHour: number
  lastHour: number
}

const RULES = BOOKING_RULES.whenWhere

export const MIN_NOTICE_HOURS_MAX = RULES.minNoticeHoursMax
export const TRAVEL_GAP_HOURS_MAX = RULES.travelGapHoursMax
export const MAX_VENUES = RULES.maxVenues
export const VENUE_NAME_MAX = RULES.venueNameMax
export const VENUE_KINDS = RULES.venueKinds as readonly VenueKind[]
export const FREE_DAYS_DEFAULT = RULES.freeDaysDefault
export const FINDER_FREE_DAYS = RULES.finderDays
export const PARTS_OF_DAY: readonly PartOfDay[] = RULES.partsOfDay

export const VENUE_KIND_LABELS: Record<VenueKind, string> = {
  gym: 'Gym',
  condo: 'Condo gym',
  park: 'Park',
  home: 'Home',
  online: 'Online',
}

/**
 * A venue's kind and where it is as a row shows them: "Gym, Tampines" (its place), "Gym, Central"
 * (an area only); an online venue says only "Online".
 */
export function venueDetails(venue: Pick<Venue, 'kind' | 'area' | 'place'>): string {
  const kind = VENUE_KIND_LABELS[venue.kind]
  const where = venue.place || venue.area
  return venue.kind === 'online' || !where ? kind : `${kind}, ${where}`
}
