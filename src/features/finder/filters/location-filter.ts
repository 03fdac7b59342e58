// What the finder's location box asks for. A region's name ("East", "north-east") or a place
// ("Tampines", "Jurong East MRT") matches exactly its region; other text keeps the spec's contains
// match on the trainer's location and adds the regions of the places whose names it starts. The server runs
// the same steps (pb_hooks/lib/venues/sg_places.js; the shared finder cases prove they agree).
import { LOCATIONS } from '@/content/options'

/** Region name to its places (src/content/sg-places.ts, loaded when the box is first used). */
export type PlaceTable = Readonly<Record<string, readonly string[]>>

export interface LocationQuery {
  /** Lower-cased regions a trainer's location may equal. */
  regions: string[]
  /** Lower-cased text a trainer's location may contain; '' when the box named a region or place. */
  contains: string
  /** The place the box named exactly (the table's spelling, lower-cased), else ''. */
  place: string
}

/** Shortest text that also looks for the places it starts (one or two letters start too many). */
const MIN_PLACE_PREFIX = 3

/** Lower case, single spaces, hyphens as spaces, without a trailing "MRT" or "station". */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
    .replace(/ (mrt station|mrt|station)$/, '')
}

const compact = (key: string) => key.replace(/ /g, '')

function regionNamed(key: string): string | undefined {
  return LOCATIONS.find((region) => region.toLowerCase() === compact(key))
}

/** Places whose name starts with `key` (spaces and hyphens aside). */
function placeStarts(place: string, key: string): boolean {
  return compact(placeKey(place)).startsWith(compact(key))
}

/** The box's text as the filter reads it; null when blank (no filter). */
export function locationQuery(text: string, places: PlaceTable | null): LocationQuery | null {
  const key = placeKey(text)
  if (!key) return null
  const region = regionNamed(key)
  if (region) return { regions: [region.toLowerCase()], contains: '', place: '' }
  const regions: string[] = []
  let exact = ''
  let place = ''
  for (const [name, list] of Object.entries(places ?? {})) {
    const named = list.find((item) => compact(placeKey(item)) === compact(key))
    if (named) {
      exact = name
      place = named.toLowerCase()
    }
    if (key.length >= MIN_PLACE_PREFIX && list.some((item) => placeStarts(item, key))) {
      regions.push(name.toLowerCase())
    }
  }
  if (exact) return { regions: [exact.toLowerCase()], contains: '', place }
  return { regions, contains: key, place: '' }
}

/** Whether a trainer's lower-cased location passes the query. */
function locationMatches(locationLower: string, query: LocationQuery): boolean {
  return (
    query.regions.includes(locationLower) ||
    (query.contains !== '' && locationLower.includes(query.contains))
  )
}

export interface RegionSuggestion {
  region: string
  /** The places typed text found in this region (at most three), for the suggestion's label. */
  places: string[]
}

/** The regions the box's text would find, in the regions' order; every region when blank. */
export function suggestRegions(text: string, places: PlaceTable | null): RegionSuggestion[] {
  const query = locationQuery(text, places)
  const key = placeKey(text)
  return LOCATIONS.filter((region) => !query || locationMatches(region.toLowerCase(), query)).map(
    (region) => ({
      region,
      places:
        query && region.toLowerCase() !== compact(key)
          ? (places?.[region] ?? [])
              .filter((place) =>
                query.contains
                  ? placeStarts(place, key)
                  : compact(placeKey(place)) === compact(key),
              )
              .slice(0, 3)
          : [],
    }),
  )
}

export interface PlaceSuggestion {
  place: string
  region: string
}

/** Enough places to pick from as one types; more letters narrow them. */
const MAX_PLACE_SUGGESTIONS = 5

/**
 * The places typed text starts (at least three letters; none for a region's own name), so a
 * place can be chosen as itself ("Tampines", not its region East).
 */
export function suggestPlaces(text: string, places: PlaceTable | null): PlaceSuggestion[] {
  const key = placeKey(text)
  if (key.length < MIN_PLACE_PREFIX || !places || regionNamed(key)) return []
  const found: PlaceSuggestion[] = []
  for (const [region, list] of Object.entries(places)) {
    for (const place of list) if (placeStarts(place, key)) found.push({ place, region })
  }
  return found.slice(0, MAX_PLACE_SUGGESTIONS)
}
