// Singapore's places by the finder's nine regions, so "Tampines", "Jurong" or "CBD" find the
// trainers of their region. Sources, written from them (not downloaded): the URA Master Plan 2019
// planning areas and regions, and LTA's MRT network (NSL, EWL, NEL, CCL, DTL, TEL) with the
// stations' planning areas. Each planning area takes its URA region (Central, East, North,
// North-East, West); the areas lying between two of those take the in-between compass region
// (as the CDC districts North West, South East, South West do), and Bukit Merah and the Southern
// Islands are the South. The table itself is data in pb_hooks/lib/venues/sg_places.json, the one file
// the server's location reading (pb_hooks/lib/venues/sg_places.js) reads too.
import places from '../../pb_hooks/lib/venues/sg_places.json' with { type: 'json' }
import type { LOCATIONS } from './options'

export type Region = (typeof LOCATIONS)[number]

export const SG_PLACES: Record<Region, readonly string[]> = places

/**
 * A venue's region: one of the five Singaporeans name (URA's Central, North, North-East, East,
 * West); the table's in-between regions fold into the one people call them by. Equal to the
 * server's copy in pb_hooks/lib/venues/sg_places.js (tests/sg-places-copy.test.ts).
 */
export const VENUE_REGIONS = ['Central', 'North', 'Northeast', 'East', 'West'] as const
export type VenueRegion = (typeof VENUE_REGIONS)[number]
export const VENUE_REGION_OF: Record<Region, VenueRegion> = {
  Central: 'Central',
  North: 'North',
  South: 'Central',
  East: 'East',
  West: 'West',
  Northeast: 'Northeast',
  Northwest: 'West',
  Southeast: 'East',
  Southwest: 'West',
}

const placeKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/(mrtstation|mrt|station)$/, '')

/** The table's place `text` names (spaces, hyphens, case and "MRT" aside), with its venue region. */
export function placeNamed(text: string): { place: string; region: VenueRegion } | null {
  const key = placeKey(text.trim())
  if (!key) return null
  for (const region of Object.keys(SG_PLACES) as Region[]) {
    const place = SG_PLACES[region].find((item) => placeKey(item) === key)
    if (place) return { place, region: VENUE_REGION_OF[region] }
  }
  return null
}

/** Every place of the table once, in alphabetical order (the venue form's suggestions). */
export const ALL_PLACES: readonly string[] = [...new Set(Object.values(SG_PLACES).flat())].sort()
