/// <reference path="../../pb_data/types.d.ts" />
// Singapore's places by the finder's nine regions (sg_places.json, the table the app reads too;
// its sources are named in src/content/sg-places.ts) and the server's copy of locationQuery in
// src/features/finder/location-filter.ts, which lib/finder_search.js uses.
// tests/sg-places-copy.test.ts proves the two read every place and text alike.

// Region name to its places, in the finder's region order: the table the app reads too.
const PLACES = require(`${__hooks}/lib/sg_places.json`)
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

/** { regions, contains } as the finder's box asks (lower-cased), or null when blank. */
function locationQuery(text) {
  const key = placeKey(text)
  if (!key) return null
  const region = REGIONS.find((name) => name.toLowerCase() === compact(key))
  if (region) return { regions: [region.toLowerCase()], contains: '' }
  const regions = []
  let exact = ''
  for (const name of Object.keys(PLACES)) {
    const list = PLACES[name]
    if (list.some((place) => compact(placeKey(place)) === compact(key))) exact = name
    if (key.length >= MIN_PLACE_PREFIX && list.some((place) => placeStarts(place, key))) {
      regions.push(name.toLowerCase())
    }
  }
  if (exact) return { regions: [exact.toLowerCase()], contains: '' }
  return { regions: regions, contains: key }
}

module.exports = { REGIONS, PLACES, locationQuery }
