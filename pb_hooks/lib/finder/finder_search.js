/// <reference path="../../pb_data/types.d.ts" />
// The finder's one search (the browser keeps no list of its own): the search box, location,
// experience level and specialization filters, in the finder's orders, paged with the exact total,
// over `_finder_search` and `_finder_grams`, which pb_hooks/lib/finder/finder_index.js keeps in step.
// tests/finder-search.test.ts runs the case table (src/features/finder/search/finder-search.cases.ts).
// A new filter is one more condition in filterChecks.

const index = require(`${__hooks}/lib/finder/finder_index.js`)
const { fail: refuse } = require(`${__hooks}/lib/platform/gymbuddy.js`)
const places = require(`${__hooks}/lib/venues/sg_places.js`)
const credentials = require(`${__hooks}/lib/safety/credentials.js`)
const venuePlaces = () => require(`${__hooks}/lib/finder/finder_places.js`)

const SEP = index.SEP
const MAX_SEARCH = 200
const MAX_TEXT = 100
const MAX_PER_PAGE = 100
const DEFAULT_PER_PAGE = 30
const MAX_PAGE = 100000
// Control characters never occur in stored names or profiles (the input guard refuses them) and
// U+001F frames the specializations: a filter holding one is refused, not silently matched.
function hasControlCharacter(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

function textParam(query, field, label, max) {
  const value = query.get(field) || ''
  if (value.length > max) {
    refuse(field, 'validation_too_long', `${label} can be at most ${max} characters.`)
  }
  if (hasControlCharacter(value)) {
    refuse(field, 'validation_invalid_characters', `${label} cannot contain control characters.`)
  }
  return value
}

function intParam(query, field, fallback, max, message) {
  const raw = query.get(field) || ''
  if (raw === '') return fallback
  if (!/^[0-9]{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    refuse(field, 'validation_invalid_number', message)
  }
  return Number(raw)
}

// The finder's orders (src/features/finder/search/finder-sort.ts), each ending with name, then id.
// `cols` adds the sort keys to a page's rows as s1 and s2 (trainers read through `f`).
const PRICE = `COALESCE((SELECT CASE WHEN tp2.rate > 0 THEN tp2.rate END FROM users u2
  JOIN trainer_profiles tp2 ON tp2.id = u2.trainer_profile WHERE u2.id = f.id), 1e18)`
const ORDERS = {
  recommended: { cols: '', by: () => '' },
  // Best rated first, then most reviewed; ratings as _finder_search keeps them (one decimal).
  rating: {
    cols: ', f.ratingAvg AS s1, f.ratingCount AS s2',
    by: (t) => `${t}s1 DESC, ${t}s2 DESC, `,
  },
  // Cheapest first; no rate ("Rate on request") after every priced trainer.
  price: { cols: `, ${PRICE} AS s1`, by: (t) => `${t}s1, ` },
}

function sortParam(query) {
  const value = query.get('sort') || 'recommended'
  if (!Object.prototype.hasOwnProperty.call(ORDERS, value)) {
    refuse('sort', 'validation_invalid_value', 'Sort must be recommended, rating or price.')
  }
  return value
}

/** "Verified coaches" (`verified=1`): only trainers holding a verified, unexpired credential. */
function verifiedParam(query) {
  const value = query.get('verified')
  if (value !== '' && value !== '1' && value !== '0') {
    refuse('verified', 'validation_invalid_value', 'Verified must be 1 (verified coaches only).')
  }
  return value === '1'
}

/** Reads and bounds the query; the filters prepared as gym-buddy-filters.ts prepares them. */
function readQuery(query) {
  return {
    sort: sortParam(query),
    search: textParam(query, 'search', 'Search', MAX_SEARCH).trim().toLowerCase(),
    location: textParam(query, 'location', 'Location', MAX_TEXT).trim().toLowerCase(),
    experienceLevel: textParam(query, 'experienceLevel', 'Experience level', MAX_TEXT),
    specialization: textParam(query, 'specialization', 'Specialization', MAX_TEXT).toLowerCase(),
    verified: verifiedParam(query),
    // "Free at": a day in the next 14 and a part of it (lib/finder/finder_free.js), or null.
    freeAt: require(`${__hooks}/lib/finder/finder_free.js`).readFreeAt(query, refuse),
    page: intParam(
      query,
      'page',
      1,
      MAX_PAGE,
      `Page must be a whole number from 1 to ${MAX_PAGE}.`,
    ),
    perPage: intParam(
      query,
      'perPage',
      DEFAULT_PER_PAGE,
      MAX_PER_PAGE,
      `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`,
    ),
  }
}

/** The first `n` characters (code points, as SQLite's substr counts them). */
function firstChars(text, n) {
  return Array.from(text).slice(0, n).join('')
}

// Past this many rows, checking texts row by row (a lookup each) costs more than reading the
// whole table once (20,000 trainers: ~1.5 µs a lookup, ~0.15 µs a row read).
const MAX_CHECKED_RANGE = 2000

// The name and shown email, the specializations and the venues' places (lib/finder/finder_places.js).
const SEARCH_MATCH = `(instr(f.nameEmail, {:search}) > 0 OR instr(f.specs, {:search}) > 0
  OR instr(COALESCE(f.venuePlaces, ''), {:search}) > 0)`

function rangeSize(app, gram) {
  const result = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(
      'SELECT COUNT(*) AS n FROM (SELECT 1 FROM _finder_grams WHERE gram = {:gram} LIMIT {:cap})',
    )
    .bind({ gram: gram, cap: MAX_CHECKED_RANGE })
    .one(result)
  return result.n
}

/**
 * Every filter but the search box as SQL conditions on a `_finder_search` row `f`, each binding
 * its values into `params`: the one place a new filter adds its condition. Cheapest checks first:
 * SQLite tests them in the order written.
 */
function filterChecks(filters, params) {
  const checks = []
  if (filters.experienceLevel) {
    checks.push('f.level = {:level}')
    params.level = filters.experienceLevel
  }
  // A region or place named exactly matches its region; other text is a contains match too.
  // A trainer with a venue in such a region matches as well (lib/finder/finder_places.js).
  const location = places.locationQuery(filters.location)
  if (location) {
    const either = location.regions.map((region, i) => {
      params[`region${i}`] = region
      return `f.location = {:region${i}}`
    })
    for (const check of venuePlaces().venueRegionCheck(location.regions, params)) either.push(check)
    if (location.contains) {
      either.push('instr(f.location, {:location}) > 0')
      params.location = location.contains
    }
    checks.push(either.length ? `(${either.join(' OR ')})` : '0')
  }
  if (filters.specialization) {
    checks.push('instr(f.specs, {:spec}) > 0')
    params.spec = SEP + filters.specialization + SEP
  }
  // One index probe of the trainer's credentials per row (idx_credentials_trainer).
  if (filters.verified) checks.push(credentials.VERIFIED.split('u.id').join('f.id'))
  return checks
}

/**
 * Where a search reads its trainers from: `rows` yields `id, name` in the finder's order (name,
 * then id) and keeps exactly the matching ones. With a search (or else a specialization) the rows
 * come from one `_finder_grams` range in that order, so a count reads the range and a page stops
 * once full; texts are checked only where the piece alone does not decide. A long range with
 * texts to check reads the table instead.
 */
function sourceOf(app, filters) {
  const params = {}
  const checks = filterChecks(filters, params)
  // "Free at" probes bookings by index: it goes last, on the rows every other check kept.
  const free = filters.freeAt
    ? [
        require(`${__hooks}/lib/finder/finder_free.js`).freeAtCheck(
          filters.freeAt,
          params,
          Date.now(),
        ),
      ]
    : []
  // Trainers the signed-in member blocked are left out (a few ids: last, on the rows kept).
  if (filters.hidden && filters.hidden.length) {
    const ids = filters.hidden.map((id, i) => {
      params[`hidden${i}`] = id
      return `{:hidden${i}}`
    })
    free.push(`f.id NOT IN (${ids.join(', ')})`)
  }
  const scanChecks = (filters.search ? checks.concat(SEARCH_MATCH) : checks).concat(free)
  let gram = ''
  let rangeChecks = scanChecks
  if (filters.search) {
    params.search = filters.search
    const length = Array.from(filters.search).length
    // One character among other filters: nearly every trainer has it, so the filters lead.
    if (length > 1 || checks.length === 0) {
      gram = firstChars(filters.search, 3)
      if (length <= 3) rangeChecks = checks.concat(free)
    }
  }
  if (!gram && filters.specialization) gram = firstChars(filters.specialization, 3)
  if (gram && (rangeChecks.length === 0 || rangeSize(app, gram) < MAX_CHECKED_RANGE)) {
    params.gram = gram
    // CROSS JOIN: the range drives, each of its rows looks up its texts by primary key.
    // A sorted page reads each trainer's sort keys through `f`.
    const rows =
      rangeChecks.length || filters.sort !== 'recommended'
        ? '_finder_grams g CROSS JOIN _finder_search f ON f.name = g.name AND f.id = g.id'
        : '_finder_grams g'
    const where = rangeChecks.map((check) => ` AND ${check}`).join('')
    return { rows: `${rows} WHERE g.gram = {:gram}${where}`, key: 'g', params }
  }
  const where = scanChecks.length ? ` WHERE ${scanChecks.join(' AND ')}` : ''
  return { rows: `_finder_search f${where}`, key: 'f', params }
}

// One trainer as gym_buddies_view shows it to a visitor, as JSON built by SQLite, for `u` (users)
// and `tp` (its trainer_profiles row, LEFT JOINed): the profile's card fields as
// lib/finder/trainer_fields.json marks them; ratings per row by index, the 12-month record
// (lib/attendance/reliability.js) by primary key from the finder's table, null when empty ("New"), and
// `verified` and `badges` as the view computes them (lib/safety/credentials.js). Binds
// {:collectionId} and {:collectionName} (rowParams). Shared with lib/finder/recommendations.js.
/* eslint-disable gymbuddy/no-status-literal -- the record's figures are json keys, not outcomes */
const ROW_JSON = `json_object('collectionId', {:collectionId},
      'collectionName', {:collectionName}, 'id', u.id, 'name', u.name,
      'email', CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT),
      'avatar', u.avatar, 'trainer_profile', u.trainer_profile,
      ${require(`${__hooks}/lib/finder/trainer_fields.js`).cardColumnsSql()},
      'ratingAvg', CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = ''), 0) AS REAL),
      'ratingCount', (SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = ''),
      'reliability', (SELECT CASE WHEN fr.relSessions + fr.relLateCancels > 0 THEN
        json_object('sessions', fr.relSessions, 'attended', fr.relAttended, 'noShows',
        fr.relNoShows, 'lateCancels', fr.relLateCancels, 'disputed', fr.relDisputed) END
        FROM _finder_search fr WHERE fr.id = u.id),
      'verified', json(CASE WHEN ${credentials.VERIFIED} THEN 'true' ELSE 'false' END),
      'badges', json(${credentials.BADGES}))`
/* eslint-enable gymbuddy/no-status-literal */

/** The parameters ROW_JSON binds. */
function rowParams(app) {
  const view = app.findCachedCollectionByNameOrId('gym_buddies_view')
  return { collectionId: view.id, collectionName: view.name }
}

// The whole answer in one statement, built as JSON by SQLite: the exact total and what
// gym_buddies_view shows a visitor for the page's rows. Building it in SQL, not row by row in the
// JSVM, is most of what a request costs (docs/decisions.md).
const ANSWER_SQL = (source, order) => `SELECT json_object('page', {:page}, 'perPage', {:perPage},
  'totalItems', t.n, 'totalPages', (t.n + {:perPage} - 1) / {:perPage},
  'items', (SELECT json_group_array(${ROW_JSON} ORDER BY ${order.by('p.')}p.name, p.id)
    FROM (SELECT ${source.key}.id, ${source.key}.name${order.cols} FROM ${source.rows}
      ORDER BY ${order.by('')}${source.key}.name, ${source.key}.id LIMIT {:limit} OFFSET {:offset}) p
    JOIN users u ON u.id = p.id
    LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile)) AS v
FROM (SELECT COUNT(*) AS n FROM ${source.rows}) t`

/** GET /api/gymbuddy/finder: { page, perPage, totalItems, totalPages, items }. */
function search(e) {
  const filters = readQuery(e.request.url.query())
  filters.hidden = require(`${__hooks}/lib/safety/blocks.js`).blockedBy(
    e.app,
    e.auth ? e.auth.id : '',
  )
  const source = sourceOf(e.app, filters)
  const params = Object.assign(
    {
      page: filters.page,
      perPage: filters.perPage,
      limit: filters.perPage,
      offset: (filters.page - 1) * filters.perPage,
    },
    rowParams(e.app),
    source.params,
  )
  // The recommended order puts first the trainers with a venue in the place the box names.
  const location = places.locationQuery(filters.location)
  const rank = filters.sort === 'recommended' ? venuePlaces().rankKey(location, params) : ''
  const order = rank ? { cols: `, ${rank} AS s0`, by: (t) => `${t}s0, ` } : ORDERS[filters.sort]
  const answer = new DynamicModel({ v: '' })
  e.app.db().newQuery(ANSWER_SQL(source, order)).bind(params).one(answer)
  // Each card's "Next free" and, with "Free on", that day's hours (lib/finder/finder_free.js).
  const nextFree = require(`${__hooks}/lib/finder/finder_free.js`).withNextFree
  const text = nextFree(e.app, answer.v, filters.perPage, Date.now(), filters.freeAt)
  const withVenue = venuePlaces().withVenueHere(
    e.app,
    text,
    filters.perPage,
    location,
    filters.search,
  )
  return e.blob(200, 'application/json', withVenue)
}

module.exports = { search, ROW_JSON, rowParams }
