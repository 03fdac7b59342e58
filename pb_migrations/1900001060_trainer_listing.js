/// <reference path="../pb_data/types.d.ts" />
// A trainer is listed (gym_buddies_view, the finder's search tables, recommendations) only once
// their trainer profile has at least one specialization and a location (docs/decisions.md "A
// trainer is listed once their profile is set up"). LISTED is kept equal to the copy in
// pb_hooks/lib/finder/finder_index.js (tests/trainer-listing.test.ts reads both routes). The view keeps
// its columns; rows of unlisted trainers leave the search tables here, and the hooks keep them out.
const LISTED = `(tp.preferredLocation != '' AND CASE WHEN json_valid(tp.specializations) THEN
  CASE json_type(tp.specializations)
    WHEN 'array' THEN json_array_length(tp.specializations) > 0
    WHEN 'text' THEN trim(tp.specializations ->> '$') != ''
    ELSE 0 END
  ELSE 0 END)`

const COLUMNS = `SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id), 0) AS REAL) AS ratingAvg,
  CAST((SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id) AS INTEGER) AS ratingCount`

const BUDDIES_QUERY = `${COLUMNS}
FROM users u
JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer' AND ${LISTED}`

const PREVIOUS_BUDDIES_QUERY = `${COLUMNS}
FROM users u
LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer'`

const LISTED_IDS = `SELECT u.id FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer' AND ${LISTED}`

migrate(
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    setViewQuery(app, 'gym_buddies_view', BUDDIES_QUERY)
    const db = app.db()
    db.newQuery(`DELETE FROM _finder_grams WHERE id NOT IN (${LISTED_IDS})`).execute()
    db.newQuery(`DELETE FROM _finder_search WHERE id NOT IN (${LISTED_IDS})`).execute()
  },
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    setViewQuery(app, 'gym_buddies_view', PREVIOUS_BUDDIES_QUERY)
    // The search tables refill themselves at the next start (lib/finder/finder_index.js rebuildIfStale).
  },
)
