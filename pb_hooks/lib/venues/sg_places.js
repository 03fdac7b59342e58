/// <reference path="../../pb_data/types.d.ts" />
// Singapore's places by the finder's nine regions (sg_places.json, the table the app reads too;
// its sources are named in src/content/sg-places.ts) and the server's copy of locationQuery in
// src/features/finder/filters/location-filter.ts, which lib/finder/finder_search.js uses.
// tests/sg-places-copy.test.ts proves the two read every place and text alike.

// Region name to its places, in the finder's region order: the table the app reads too.
const PLACES = require(`${__hooks}/lib/venues/sg_places.json`)
const REGIONS = Object.keys(PLACES)

const MIN_PLACE_PREFIX = 3

/** Lower case, single spaces, hyphens as spaces, without a trailing "MRT" or "station". */
function placeKey(text) {
  return text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
    .replace(/ (mrt station|mrt|station)$/, '')
}

const compact = (key) => key.replace(/ /g, '')

function placeStarts(place, key) {
  return compact(placeKey(place)).startsWith(compact(key))
}

/** { regions, contains, place } as the finder's box asks (lower-cased), or null when blank. */
function locationQuery(text) {
  const key = placeKey(text)
  if (!key) return null
  const region = REGIONS.find((name) => name.toLowerCase() === compact(key))
  if (region) return { regions: [region.toLowerCase()], contains: '', place: '' }
  const regions = []
  let exact = ''
  let place = ''
  for (const name of Object.keys(PLACES)) {
    const list = PLACES[name]
    const named = list.find((item) => compact(placeKey(item)) === compact(key))
    if (named) {
      exact = name
      place = named.toLowerCase()
    }
    if (key.length >= MIN_PLACE_PREFIX && list.some((item) => placeStarts(item, key))) {
      regions.push(name.toLowerCase())
    }
  }
  if (exact) return { regions: [exact.toLowerCase()], contains: '', place: place }
  return { regions: regions, contains: key, place: '' }
}

// A venue's region is one of the five Singaporeans name (URA's Central, North, North-East, East,
// West): the table's in-between regions fold into the one people call them by. Equal to
// VENUE_REGIONS and VENUE_REGION_OF in src/content/sg-places.ts (tests/sg-places-copy.test.ts).
const VENUE_REGIONS = ['Central', 'North', 'Northeast', 'East', 'West']
const VENUE_REGION_OF = {
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

/** The table's place `text` names (spaces, hyphens, case and "MRT" aside): { place, region } or null. */
function placeNamed(text) {
  const key = compact(placeKey(typeof text === 'string' ? text : ''))
  if (!key) return null
  for (const name of REGIONS) {
    for (const place of PLACES[name]) {
      if (compact(placeKey(place)) === key) return { place: place, region: VENUE_REGION_OF[name] }
    }
  }
  return null
}

module.exports = { REGIONS, PLACES, VENUE_REGIONS, VENUE_REGION_OF, locationQuery, placeNamed }
