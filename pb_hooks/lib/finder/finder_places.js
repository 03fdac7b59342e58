/// <reference path="../../pb_data/types.d.ts" />
// The finder and the places of a trainer's venues (docs/finder.md): `_finder_search` keeps each
// listed trainer's venue places and venue regions (lower case, each framed by U+001F, '' when
// none; migration 1900002740), refreshed on each trainer sync (lib/finder/finder_index.js). The location
// box keeps trainers with a venue in the region it names too, and ranks first the trainers with a
// venue in the place it names; the search box matches venue places; each card of such a search
// carries `venueHere`, the venue it matched. tests/finder-venue-places.test.ts.
const page = require(`${__hooks}/lib/finder/finder_page.js`)

const SEP = '\u001f'

// A JSON list field of the venues' `key`, lower-cased and framed, as one text ('' when none).
const FRAMED = (
  key,
) => `CASE WHEN COALESCE(json_valid(tp.venues), 0) AND json_type(tp.venues) = 'array'
  THEN COALESCE((SELECT char(31) || group_concat(lower(json_extract(v.value, '$.${key}')), char(31)) || char(31)
    FROM json_each(tp.venues) v WHERE json_type(v.value, '$.${key}') = 'text'
      AND json_extract(v.value, '$.${key}') != ''), '') ELSE '' END`

// Equal to the fill in pb_migrations/1900002740_venue_places.js.
const REFRESH = (rows) => `UPDATE _finder_search AS fr SET (venuePlaces, venueAreas) = (SELECT
  ${FRAMED('place')}, ${FRAMED('area')}
  FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile WHERE u.id = fr.id) ${rows}`

const columns = require(`${__hooks}/lib/finder/finder_columns.js`).finderColumns(
  'venuePlaces',
  REFRESH,
  () => '',
)

/** Brings these trainers' venue places in `_finder_search` in step with their profiles. */
const refreshFinder = columns.refreshRows

/** Whether the venue columns exist yet (a first start adds them after the hooks load). */
const ready = columns.ready

/** The location filter's extra condition: a venue in one of these (lower-cased) regions. */
function venueRegionCheck(regions, params) {
  return regions.map((region, i) => {
    params[`venueRegion${i}`] = SEP + region + SEP
    return `instr(COALESCE(f.venueAreas, ''), {:venueRegion${i}}) > 0`
  })
}

/**
 * The sort key putting first the trainers with a venue in the place (or else the region) the
 * location box names: SQL for a `_finder_search` row `f`, '' when the box names neither.
 */
function rankKey(location, params) {
  if (!location) return ''
  if (location.place) {
    params.rankPlace = SEP + location.place + SEP
    return `CASE WHEN instr(COALESCE(f.venuePlaces, ''), {:rankPlace}) > 0 THEN 0 ELSE 1 END`
  }
  if (location.regions.length === 1 && !location.contains) {
    params.rankRegion = SEP + location.regions[0] + SEP
    return `CASE WHEN instr(COALESCE(f.venueAreas, ''), {:rankRegion}) > 0 THEN 0 ELSE 1 END`
  }
  return ''
}

/** The venue of `venues` a search matched: in the place, else the region, else containing the search text. */
function matchingVenue(venues, location, search) {
  const lower = (text) => (typeof text === 'string' ? text.toLowerCase() : '')
  const tests = []
  if (location && location.place) tests.push((v) => lower(v.place) === location.place)
  if (location) tests.push((v) => location.regions.indexOf(lower(v.area)) !== -1)
  if (search) tests.push((v) => lower(v.place) !== '' && lower(v.place).indexOf(search) !== -1)
  for (const test of tests) {
    const found = venues.filter((v) => v && typeof v.name === 'string' && test(v))[0]
    if (found) return { name: found.name, place: found.place || '', area: found.area || '' }
  }
  return null
}

/**
 * The finder's answer (JSON text) with `venueHere` on each card whose trainer has a venue the
 * location or search matched ({ name, place, area }); unchanged when neither was asked.
 */
function withVenueHere(app, answerText, perPage, location, search) {
  if (!location && !search) return answerText
  const ids = page.pageIds(app, answerText, perPage)
  if (ids.length === 0) return answerText
  // The page's ids as bound values: each a primary-key lookup.
  const idParams = {}
  const names = ids.map((id, i) => {
    idParams[`t${i}`] = id
    return `{:t${i}}`
  })
  const venues = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(
      `SELECT json_group_object(u.id, CASE WHEN json_valid(tp.venues) THEN json(tp.venues) END) AS v
      FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile
      WHERE u.id IN (${names.join(', ')})`,
    )
    .bind(idParams)
    .one(venues)
  const byId = JSON.parse(venues.v || '{}')
  const params = { answer: answerText }
  const sets = []
  ids.forEach((id, i) => {
    const list = Array.isArray(byId[id]) ? byId[id] : []
    const venue = matchingVenue(list, location, search)
    if (!venue) return
    params[`v${i}`] = JSON.stringify(venue)
    sets.push(`'$.items[${i}].venueHere', json({:v${i}})`)
  })
  if (sets.length === 0) return answerText
  const out = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(`SELECT json_set({:answer}, ${sets.join(', ')}) AS v`)
    .bind(params)
    .one(out)
  return out.v
}

module.exports = { refreshFinder, ready, venueRegionCheck, rankKey, withVenueHere }
