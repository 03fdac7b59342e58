/// <reference path="../../pb_data/types.d.ts" />
// The finder's search tables, kept in step with trainers and profiles (issue 17): `_finder_search`
// (1900000850), one row of lower-cased texts per trainer and its rating (1900000950), and
// `_finder_grams` (1900000940), every 1-3 character piece of those texts. pb_hooks/finder.pb.js
// calls sync on each user or profile save and rate on each review save (inside its transaction),
// and checkOnce at start; pb_hooks/lib/finder_search.js and lib/recommendations.js read them.

/** Frames each specialization in `specs` ("\u001fyoga\u001fpilates\u001f"). */
const SEP = '\u001f'

// Listed: the trainer profile has a specialization and a location (equal to the copy in
// pb_migrations/1900001060_trainer_listing.js, which filters gym_buddies_view with it).
const LISTED = `(tp.preferredLocation != '' AND CASE WHEN json_valid(tp.specializations) THEN
  CASE json_type(tp.specializations)
    WHEN 'array' THEN json_array_length(tp.specializations) > 0
    WHEN 'text' THEN trim(tp.specializations ->> '$') != ''
    ELSE 0 END
  ELSE 0 END)`

const SOURCE_SQL = `SELECT u.id AS id, u.name AS name, u.userType AS userType,
  CAST(COALESCE(${LISTED}, 0) AS INTEGER) AS listed,
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
    listed: 0,
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

// Every 1-3 character piece of the rows picked by `rows` (migration 1900000940 fills the table
// with the same statement over every row), for inserting or deleting them.
const GRAMS_OF = (rows) => `WITH RECURSIVE src(name, id, text) AS (
  SELECT name, id, nameEmail FROM _finder_search ${rows}
  UNION ALL SELECT name, id, specs FROM _finder_search ${rows}),
pos(name, id, text, i) AS (
  SELECT name, id, text, 1 FROM src WHERE text != ''
  UNION ALL SELECT name, id, text, i + 1 FROM pos WHERE i < length(text)),
grams(gram, name, id) AS (
  SELECT substr(text, i, len), name, id FROM pos,
    (SELECT 1 AS len UNION ALL SELECT 2 UNION ALL SELECT 3)
  WHERE i + len - 1 <= length(text)
    AND instr(substr(text, i, len), char(10)) = 0 AND instr(substr(text, i, len), char(31)) = 0)`
const ADD_GRAMS = (rows) =>
  `${GRAMS_OF(rows)} INSERT OR IGNORE INTO _finder_grams (gram, name, id) SELECT gram, name, id FROM grams`
// One trainer's pieces, found by primary key (a row-value IN over the three columns cost ~7x).
const DROP_GRAMS = `${GRAMS_OF('WHERE id = {:id}')} DELETE FROM _finder_grams
WHERE gram IN (SELECT gram FROM grams) AND id = {:id}
  AND name = (SELECT name FROM _finder_search WHERE id = {:id})`

function removeRow(app, userId) {
  const db = app.db()
  db.newQuery(DROP_GRAMS).bind({ id: userId }).execute()
  db.newQuery('DELETE FROM _finder_search WHERE id = {:id}').bind({ id: userId }).execute()
}

// The rated rows' ratings as gym_buddies_view and the finder's rows (ROW_JSON) compute them: one
// decimal, 0 without reviews (migration 1900000950 fills the table with the same statement).
const RATE = (rows) => `UPDATE _finder_search AS fr SET (ratingAvg, ratingCount) = (SELECT
  CAST(COALESCE((SELECT ROUND(AVG(rv.rating), 1) FROM reviews rv WHERE rv.trainer = fr.id), 0) AS REAL),
  (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer = fr.id)) ${rows}`

/** Brings one trainer's stored rating in step with their reviews (no row: nothing to do). */
function rate(app, userId) {
  if (!userId) return
  app.db().newQuery(RATE('WHERE fr.id = {:id}')).bind({ id: userId }).execute()
}

function write(app, entry) {
  removeRow(app, entry.id)
  app
    .db()
    .newQuery(
      'INSERT INTO _finder_search (id, name, nameEmail, specs, location, level) ' +
        'VALUES ({:id}, {:name}, {:nameEmail}, {:specs}, {:location}, {:level})',
    )
    .bind(entry)
    .execute()
  rate(app, entry.id)
  require(`${__hooks}/lib/reliability.js`).refreshFinder(app, [entry.id])
  app.db().newQuery(ADD_GRAMS('WHERE id = {:id}')).bind({ id: entry.id }).execute()
}

/** Brings one user's row in step (a listed trainer gets one, anyone else none). */
function sync(app, userId) {
  if (!userId) return
  const row = sourceModel()
  try {
    app.db().newQuery(`${SOURCE_SQL} WHERE u.id = {:id}`).bind({ id: userId }).one(row)
  } catch (error) {
    // Only "no rows" means the user is gone; any other failure must not drop their row.
    if (!require(`${__hooks}/lib/gymbuddy.js`).isNotFound(error)) throw error
    row.id = ''
  }
  if (row.id && row.userType === 'trainer' && row.listed) write(app, entryOf(row))
  else removeRow(app, userId)
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
WHERE u.userType = 'trainer' AND ${LISTED}
  AND (tp.specializations IS NULL OR json_type(tp.specializations) IN ('array', 'null'))
  AND length(u.name || u.email || COALESCE(tp.specializations, '') || COALESCE(tp.preferredLocation, ''))
    = length(CAST(u.name || u.email || COALESCE(tp.specializations, '') || COALESCE(tp.preferredLocation, '') AS BLOB))`

const OTHER_ROWS_JSON = `SELECT json_group_array(json_array(id, name, email, trainerProfile,
  specializations, experienceLevel, preferredLocation)) AS v
FROM (${SOURCE_SQL} WHERE u.userType = 'trainer' AND ${LISTED} AND u.id NOT IN (SELECT id FROM _finder_search))`

const INSERT_JSON = `INSERT INTO _finder_search (id, name, nameEmail, specs, location, level)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5
FROM json_each({:rows})`

// The reviews of trainers with a row against the review counts stored: one pass over the reviews'
// trainer index and one over the rows (~30 ms a start at 94,000 reviews, half the cost of
// comparing trainer by trainer). Reviews inserted or deleted by raw SQL (the scale seeder) change
// the total; then the trainers whose count is off are re-rated. Not looked for: a raw-SQL edit of
// a rating in place, or a raw insert and delete that cancel out (nothing does either).
const COUNTS = `SELECT (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer IN (SELECT id FROM _finder_search))
  AS reviews, (SELECT COALESCE(SUM(fr.ratingCount), 0) FROM _finder_search fr) AS counted`
const MISCOUNTED = `SELECT COALESCE(json_group_array(fr.id), '[]') AS v FROM _finder_search fr
WHERE fr.ratingCount != (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer = fr.id)`

/** Re-rates the trainers whose stored review count is off (reviews written by raw SQL). */
function rerateMiscounted(app) {
  const counts = new DynamicModel({ reviews: 0, counted: 0 })
  app.db().newQuery(COUNTS).one(counts)
  if (counts.reviews === counts.counted) return
  const ids = new DynamicModel({ v: '' })
  app.db().newQuery(MISCOUNTED).one(ids)
  app
    .db()
    .newQuery(RATE('WHERE fr.id IN (SELECT value FROM json_each({:ids}))'))
    .bind({ ids: ids.v })
    .execute()
}

const LISTED_COUNT = `SELECT COUNT(*) AS n FROM users u
  JOIN trainer_profiles tp ON tp.id = u.trainer_profile WHERE u.userType = 'trainer' AND ${LISTED}`

/** Whether the user is a listed trainer (what the finder, the view and booking go by). */
function isListed(app, userId) {
  const result = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(`${LISTED_COUNT} AND u.id = {:id}`)
    .bind({ id: userId || '' })
    .one(result)
  return result.n > 0
}

/**
 * Refills the table when its rows do not match the listed trainers, and re-rates the trainers whose
 * review count is off (rows written by raw SQL). `rated`: the ratings' columns exist (1900000950).
 */
function rebuildIfStale(app, rated) {
  const trainers = count(app, LISTED_COUNT)
  if (trainers === count(app, 'SELECT COUNT(*) AS n FROM _finder_search')) {
    if (rated) rerateMiscounted(app)
    return
  }
  app.runInTransaction((txApp) => {
    txApp.db().newQuery('DELETE FROM _finder_grams').execute()
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
    if (rated) txApp.db().newQuery(RATE('')).execute()
    require(`${__hooks}/lib/reliability.js`).refreshAllFinder(txApp)
    txApp.db().newQuery(ADD_GRAMS('')).execute()
  })
}

const CHECKED = 'gymbuddy.finderSearchChecked'

/** Whether the query runs: whether the columns it names exist yet (migrations). */
function runs(app, sql) {
  try {
    app.db().newQuery(sql).execute()
    return true
  } catch (_) {
    return false
  }
}

/**
 * rebuildIfStale once per process, as soon as the table and its ratings exist. At a start whose
 * migrations (run after bootstrap) add the ratings, the rows are refilled at once and the ratings
 * by their migration; the first search then checks again.
 */
function checkOnce(app) {
  if (app.store().get(CHECKED)) return
  if (!runs(app, "SELECT id FROM _finder_search WHERE id = ''")) return // not migrated yet
  const rated = runs(app, "SELECT ratingCount FROM _finder_search WHERE id = ''")
  rebuildIfStale(app, rated)
  if (rated) app.store().set(CHECKED, true)
}

module.exports = { SEP, isListed, sync, rate, checkOnce, normalizeSpecializations }
