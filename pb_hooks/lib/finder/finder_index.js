/// <reference path="../../pb_data/types.d.ts" />
// The finder's search tables, kept in step with trainers and profiles: `_finder_search`
// (1900000850), one row of lower-cased texts per trainer and its rating (1900000950), and
// `_finder_grams` (1900000940), every 1-3 character piece of those texts. pb_hooks/finder.pb.js
// calls sync on each user or profile save and rate on each review save (inside its transaction);
// pb_hooks/lib/finder/finder_search.js and lib/finder/recommendations.js read them. Rows written by raw SQL
// (the scale seeder) are the writer's to index: scripts/bench/scale-seed-sql.ts fills both tables.
// The profile's columns (specs, location, level) are the fields lib/finder/trainer_fields.json gives
// a `finder` column.

const fields = require(`${__hooks}/lib/finder/trainer_fields.js`)

/** Frames each specialization in `specs` ("\u001fyoga\u001fpilates\u001f"). */
const SEP = fields.SEP

// Listed: the trainer profile has a specialization and a location (equal to the copy in
// pb_migrations/1900001060_trainer_listing.js, which filters gym_buddies_view with it).
const LISTED = `(tp.preferredLocation != '' AND CASE WHEN json_valid(tp.specializations) THEN
  CASE json_type(tp.specializations)
    WHEN 'array' THEN json_array_length(tp.specializations) > 0
    WHEN 'text' THEN trim(tp.specializations ->> '$') != ''
    ELSE 0 END
  ELSE 0 END)`

// A suspended member is never listed (pb_migrations/1900002621_verified_coaches.js).
const SOURCE_SQL = `SELECT u.id AS id, u.name AS name, u.userType AS userType,
  CAST(COALESCE(${LISTED}, 0) AND u.suspendedAt = '' AS INTEGER) AS listed,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.trainer_profile AS trainerProfile,
  COALESCE(tp.experienceLevel, '') AS hasProfile${fields.indexSelectSql()}
FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile`

function sourceModel() {
  return new DynamicModel(
    fields.indexModelKeys({
      id: '',
      name: '',
      userType: '',
      listed: 0,
      email: '',
      trainerProfile: '',
      hasProfile: '',
    }),
  )
}

/** Spec §3's two readings of specializations (a list, or comma text), as the SPA reads them. */
const normalizeSpecializations = fields.normalizeList

/** The row `_finder_search` keeps for one trainer (the profile's columns: trainer_fields.json). */
function entryOf(row) {
  // A profile's experienceLevel is required: empty means the LEFT JOIN found no profile.
  const hasProfile = !!row.trainerProfile && !!row.hasProfile
  return Object.assign(
    { id: row.id, name: row.name, nameEmail: `${row.name}\n${row.email}`.toLowerCase() },
    fields.indexColumns(row, hasProfile),
  )
}

// Every 1-3 character piece of the rows picked by `rows` (migration 1900000940 fills the table
// with the same statement over every row), for inserting or deleting them; the venue places'
// pieces too once their column exists (lib/finder/finder_places.js, migration 1900002740).
const GRAMS_OF = (rows, places) => `WITH RECURSIVE src(name, id, text) AS (
  SELECT name, id, nameEmail FROM _finder_search ${rows}
  UNION ALL SELECT name, id, specs FROM _finder_search ${rows}${
    places
      ? ` UNION ALL SELECT name, id, COALESCE(venuePlaces, '') FROM _finder_search ${rows}`
      : ''
  }),
pos(name, id, text, i) AS (
  SELECT name, id, text, 1 FROM src WHERE text != ''
  UNION ALL SELECT name, id, text, i + 1 FROM pos WHERE i < length(text)),
grams(gram, name, id) AS (
  SELECT substr(text, i, len), name, id FROM pos,
    (SELECT 1 AS len UNION ALL SELECT 2 UNION ALL SELECT 3)
  WHERE i + len - 1 <= length(text)
    AND instr(substr(text, i, len), char(10)) = 0 AND instr(substr(text, i, len), char(31)) = 0)`
const ADD_GRAMS = (rows, places) =>
  `${GRAMS_OF(rows, places)} INSERT OR IGNORE INTO _finder_grams (gram, name, id) SELECT gram, name, id FROM grams`
// One trainer's pieces, found by primary key (a row-value IN over the three columns cost ~7x).
const DROP_GRAMS = (places) => `${GRAMS_OF('WHERE id = {:id}', places)} DELETE FROM _finder_grams
WHERE gram IN (SELECT gram FROM grams) AND id = {:id}
  AND name = (SELECT name FROM _finder_search WHERE id = {:id})`

const venuePlaces = () => require(`${__hooks}/lib/finder/finder_places.js`)

function removeRow(app, userId) {
  const db = app.db()
  db.newQuery(DROP_GRAMS(venuePlaces().ready(app)))
    .bind({ id: userId })
    .execute()
  db.newQuery('DELETE FROM _finder_search WHERE id = {:id}').bind({ id: userId }).execute()
}

// The rated rows' ratings as gym_buddies_view and the finder's rows (ROW_JSON) compute them: one
// decimal, 0 without reviews (migration 1900000950 fills the table with the same statement).
const RATE = (rows) => `UPDATE _finder_search AS fr SET (ratingAvg, ratingCount) = (SELECT
  CAST(COALESCE((SELECT ROUND(AVG(rv.rating), 1) FROM reviews rv WHERE rv.trainer = fr.id AND rv.hiddenAt = ''), 0) AS REAL),
  (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer = fr.id AND rv.hiddenAt = '')) ${rows}`

/** Brings one trainer's stored rating in step with their reviews (no row: nothing to do). */
function rate(app, userId) {
  if (!userId) return
  app.db().newQuery(RATE('WHERE fr.id = {:id}')).bind({ id: userId }).execute()
}

function write(app, entry) {
  removeRow(app, entry.id)
  const columns = Object.keys(entry)
  app
    .db()
    .newQuery(
      `INSERT INTO _finder_search (${columns.join(', ')}) ` +
        `VALUES (${columns.map((column) => `{:${column}}`).join(', ')})`,
    )
    .bind(entry)
    .execute()
  rate(app, entry.id)
  require(`${__hooks}/lib/attendance/reliability.js`).refreshFinder(app, [entry.id])
  require(`${__hooks}/lib/finder/finder_free.js`).refreshFinder(app, [entry.id])
  venuePlaces().refreshFinder(app, [entry.id])
  app
    .db()
    .newQuery(ADD_GRAMS('WHERE id = {:id}', venuePlaces().ready(app)))
    .bind({ id: entry.id })
    .execute()
}

/** Brings one user's row in step (a listed trainer gets one, anyone else none). */
function sync(app, userId) {
  if (!userId) return
  const row = sourceModel()
  try {
    app.db().newQuery(`${SOURCE_SQL} WHERE u.id = {:id}`).bind({ id: userId }).one(row)
  } catch (error) {
    // Only "no rows" means the user is gone; any other failure must not drop their row.
    if (!require(`${__hooks}/lib/platform/gymbuddy.js`).isNotFound(error)) throw error
    row.id = ''
  }
  if (row.id && row.userType === 'trainer' && row.listed) write(app, entryOf(row))
  else removeRow(app, userId)
}

const LISTED_COUNT = `SELECT COUNT(*) AS n FROM users u
  JOIN trainer_profiles tp ON tp.id = u.trainer_profile
  WHERE u.userType = 'trainer' AND u.suspendedAt = '' AND ${LISTED}`

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

module.exports = { SEP, isListed, sync, rate, normalizeSpecializations }
