/// <reference path="../../pb_data/types.d.ts" />
// The finder's search on the server (issue 17): spec §5's filters with exactly the semantics of
// src/features/finder/gym-buddy-filters.ts (same matching, same order, exact total), paged, over
// `_finder_search` (1900000850), whose lower-cased texts these functions keep in step.
// One table of cases runs against both (src/features/finder/finder-search.cases.ts).

const SEP = '\u001f'
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

const SOURCE_SQL = `SELECT u.id AS id, u.name AS name, u.userType AS userType,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.trainer_profile AS trainerProfile,
  CAST(COALESCE(tp.specializations, '') AS TEXT) AS specializations,
  COALESCE(tp.experienceLevel, '') AS experienceLevel,
  COALESCE(tp.preferredLocation, '') AS preferredLocation
FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile`

function sourceModel() {
  return new DynamicModel({
    id: '',
    name: '',
    userType: '',
    email: '',
    trainerProfile: '',
    specializations: '',
    experienceLevel: '',
    preferredLocation: '',
  })
}

/** Spec §3's two readings of specializations (a list, or comma text), as the SPA reads them. */
function normalizeSpecializations(raw) {
  let value = raw
  if (typeof raw === 'string') {
    if (raw === '' || raw === 'null') return []
    try {
      value = JSON.parse(raw)
    } catch (_) {
      value = raw
    }
  }
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const out = []
  for (const item of items) {
    if (typeof item !== 'string') continue
    const trimmed = item.trim()
    if (trimmed) out.push(trimmed)
  }
  return out
}

/** The row `_finder_search` keeps for one trainer (toFinderEntry's lower-cased copies). */
function entryOf(row) {
  // A profile's experienceLevel is required: empty means the LEFT JOIN found no profile.
  const hasTrainer = !!row.trainerProfile && !!row.experienceLevel
  const specs = hasTrainer
    ? normalizeSpecializations(row.specializations).map((item) => item.toLowerCase())
    : []
  return {
    id: row.id,
    name: row.name,
    nameEmail: `${row.name}\n${row.email}`.toLowerCase(),
    specs: specs.length ? SEP + specs.join(SEP) + SEP : '',
    location: hasTrainer ? row.preferredLocation.toLowerCase() : '',
    level: hasTrainer ? row.experienceLevel : '',
  }
}

function write(app, entry) {
  app
    .db()
    .newQuery(
      'INSERT OR REPLACE INTO _finder_search (id, name, nameEmail, specs, location, level) ' +
        'VALUES ({:id}, {:name}, {:nameEmail}, {:specs}, {:location}, {:level})',
    )
    .bind(entry)
    .execute()
}

/** Brings one user's row in step (a trainer gets one, anyone else none). */
function sync(app, userId) {
  if (!userId) return
  const row = sourceModel()
  try {
    app.db().newQuery(`${SOURCE_SQL} WHERE u.id = {:id}`).bind({ id: userId }).one(row)
  } catch (_) {
    row.id = ''
  }
  if (row.id && row.userType === 'trainer') write(app, entryOf(row))
  else
    app.db().newQuery('DELETE FROM _finder_search WHERE id = {:id}').bind({ id: userId }).execute()
}

function count(app, sql) {
  const result = new DynamicModel({ n: 0 })
  app.db().newQuery(sql).one(result)
  return result.n
}

// The refill. Plain-ASCII rows (nearly all) are lower-cased by SQLite itself, where lower()
// equals JavaScript's toLowerCase; list specializations are split by json_each. The rest (any
// non-ASCII text, comma-text specializations) go through entryOf, as one JSON text each way.
const WS = 'char(32, 9, 10, 11, 12, 13)'
const HAS_TRAINER = "u.trainer_profile != '' AND COALESCE(tp.experienceLevel, '') != ''"
const SHOWN_EMAIL = "CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END"
const ASCII_ROWS = `INSERT INTO _finder_search (id, name, nameEmail, specs, location, level)
SELECT u.id, u.name, lower(u.name || char(10) || ${SHOWN_EMAIL}),
  CASE WHEN ${HAS_TRAINER} THEN COALESCE((SELECT char(31) || group_concat(lower(trim(j.value, ${WS})), char(31)) || char(31)
    FROM json_each(tp.specializations) j WHERE j.type = 'text' AND trim(j.value, ${WS}) != ''), '') ELSE '' END,
  CASE WHEN ${HAS_TRAINER} THEN lower(tp.preferredLocation) ELSE '' END,
  CASE WHEN ${HAS_TRAINER} THEN tp.experienceLevel ELSE '' END
FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer'
  AND (tp.specializations IS NULL OR json_type(tp.specializations) IN ('array', 'null'))
  AND length(u.name || u.email || COALESCE(tp.specializations, '') || COALESCE(tp.preferredLocation, ''))
    = length(CAST(u.name || u.email || COALESCE(tp.specializations, '') || COALESCE(tp.preferredLocation, '') AS BLOB))`

const OTHER_ROWS_JSON = `SELECT json_group_array(json_array(id, name, email, trainerProfile,
  specializations, experienceLevel, preferredLocation)) AS v
FROM (${SOURCE_SQL} WHERE u.userType = 'trainer' AND u.id NOT IN (SELECT id FROM _finder_search))`

const INSERT_JSON = `INSERT INTO _finder_search (id, name, nameEmail, specs, location, level)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
FROM json_each({:rows})`

/** Refills the table when its rows do not match the trainers (rows written by raw SQL). */
function rebuildIfStale(app) {
  const trainers = count(app, "SELECT COUNT(*) AS n FROM users WHERE userType = 'trainer'")
  if (trainers === count(app, 'SELECT COUNT(*) AS n FROM _finder_search')) return
  app.runInTransaction((txApp) => {
    txApp.db().newQuery('DELETE FROM _finder_search').execute()
    txApp.db().newQuery(ASCII_ROWS).execute()
    const others = new DynamicModel({ v: '' })
    txApp.db().newQuery(OTHER_ROWS_JSON).one(others)
    const rows = JSON.parse(others.v).map((row) => {
      const entry = entryOf({
        id: row[0],
        name: row[1],
        email: row[2],
        trainerProfile: row[3],
        specializations: row[4],
        experienceLevel: row[5],
        preferredLocation: row[6],
      })
      return [entry.id, entry.name, entry.nameEmail, entry.specs, entry.location, entry.level]
    })
    if (rows.length)
      txApp
        .db()
        .newQuery(INSERT_JSON)
        .bind({ rows: JSON.stringify(rows) })
        .execute()
  })
}

const CHECKED = 'gymbuddy.finderSearchChecked'

/** rebuildIfStale once per process, as soon as the table exists (after its migration). */
function checkOnce(app) {
  if (app.store().get(CHECKED)) return
  try {
    app.db().newQuery('SELECT 1 FROM _finder_search LIMIT 1').execute()
  } catch (_) {
    return // not migrated yet: the first search checks
  }
  rebuildIfStale(app)
  app.store().set(CHECKED, true)
}

function refuse(field, code, message) {
  const data = {}
  data[field] = new ValidationError(code, message)
  throw new BadRequestError(message, data)
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

/** Reads and bounds the query; the filters prepared as gym-buddy-filters.ts prepares them. */
function readQuery(query) {
  return {
    search: textParam(query, 'search', 'Search', MAX_SEARCH).trim().toLowerCase(),
    location: textParam(query, 'location', 'Location', MAX_TEXT).trim().toLowerCase(),
    experienceLevel: textParam(query, 'experienceLevel', 'Experience level', MAX_TEXT),
    specialization: textParam(query, 'specialization', 'Specialization', MAX_TEXT).toLowerCase(),
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

function whereOf(filters) {
  const parts = []
  const params = {}
  if (filters.search) {
    parts.push('(instr(f.nameEmail, {:search}) > 0 OR instr(f.specs, {:search}) > 0)')
    params.search = filters.search
  }
  if (filters.location) {
    parts.push('instr(f.location, {:location}) > 0')
    params.location = filters.location
  }
  if (filters.experienceLevel) {
    parts.push('f.level = {:level}')
    params.level = filters.experienceLevel
  }
  if (filters.specialization) {
    parts.push('instr(f.specs, {:spec}) > 0')
    params.spec = SEP + filters.specialization + SEP
  }
  return { sql: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', params }
}

// What gym_buddies_view shows a visitor, for the page's rows only (ratings per row by index).
const PAGE_SQL = (where) => `SELECT u.id AS id, u.name AS name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar AS avatar, u.trainer_profile AS trainer_profile,
  CAST(COALESCE(tp.specializations, 'null') AS TEXT) AS specializations,
  COALESCE(tp.experienceLevel, '') AS experienceLevel,
  COALESCE(tp.preferredLocation, '') AS preferredLocation,
  CAST(COALESCE(tp.rate, 0) AS REAL) AS rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id), 0) AS REAL) AS ratingAvg,
  (SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id) AS ratingCount
FROM (SELECT f.id, f.name FROM _finder_search f${where} ORDER BY f.name, f.id
  LIMIT {:limit} OFFSET {:offset}) p
JOIN users u ON u.id = p.id
LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
ORDER BY p.name, p.id`

function pageModel() {
  return new DynamicModel({
    id: '',
    name: '',
    email: '',
    avatar: '',
    trainer_profile: '',
    specializations: '',
    experienceLevel: '',
    preferredLocation: '',
    // A fractional placeholder makes the field a float (0 would scan as an integer).
    rate: 0.5,
    ratingAvg: 0.5,
    ratingCount: 0,
  })
}

function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch (_) {
    return null
  }
}

/** GET /api/gymbuddy/finder: { page, perPage, totalItems, totalPages, items }. */
function search(e) {
  const filters = readQuery(e.request.url.query())
  checkOnce(e.app)
  const where = whereOf(filters)
  const app = e.app
  const total = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(`SELECT COUNT(*) AS n FROM _finder_search f${where.sql}`)
    .bind(where.params)
    .one(total)
  const rows = arrayOf(pageModel())
  const offset = (filters.page - 1) * filters.perPage
  if (offset < total.n) {
    const params = Object.assign({ limit: filters.perPage, offset: offset }, where.params)
    app.db().newQuery(PAGE_SQL(where.sql)).bind(params).all(rows)
  }
  const view = app.findCachedCollectionByNameOrId('gym_buddies_view')
  const items = rows.map((row) => ({
    collectionId: view.id,
    collectionName: view.name,
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    trainer_profile: row.trainer_profile,
    specializations: parseJson(row.specializations),
    experienceLevel: row.experienceLevel,
    preferredLocation: row.preferredLocation,
    rate: row.rate,
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
  }))
  return e.json(200, {
    page: filters.page,
    perPage: filters.perPage,
    totalItems: total.n,
    totalPages: Math.ceil(total.n / filters.perPage),
    items: items,
  })
}

module.exports = { sync, rebuildIfStale, checkOnce, search, entryOf, normalizeSpecializations }
