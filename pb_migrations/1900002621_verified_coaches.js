/// <reference path="../pb_data/types.d.ts" />
// gym_buddies_view gains `verified` (the trainer holds a verified, unexpired credential) and
// `badges` (what was checked: kind, title and expiry of each such credential, for the cards and
// the trainer page), and drops suspended members (docs/trust-and-safety.md); the averages keep
// leaving hidden reviews out (1900002610). Suspended trainers also leave the finder's search
// tables here; the hooks keep them out (pb_hooks/lib/finder/finder_index.js). VERIFIED_NOW and BADGES are kept equal to
// the copies in pb_hooks/lib/safety/credentials.js (tests/credentials-finder.test.ts reads both).
const LISTED = `(tp.preferredLocation != '' AND CASE WHEN json_valid(tp.specializations) THEN
  CASE json_type(tp.specializations)
    WHEN 'array' THEN json_array_length(tp.specializations) > 0
    WHEN 'text' THEN trim(tp.specializations ->> '$') != ''
    ELSE 0 END
  ELSE 0 END)`

const VERIFIED_NOW = `c.trainer = u.id AND c.status = 'verified'
  AND (c.expiresAt = '' OR c.expiresAt > strftime('%Y-%m-%d %H:%M:%fZ', 'now'))`

const BADGES = `(SELECT json_group_array(json_object('kind', c.kind, 'title', c.title,
    'expiresAt', c.expiresAt))
  FROM (SELECT c.kind, c.title, c.expiresAt FROM credentials c WHERE ${VERIFIED_NOW}
    ORDER BY CASE c.kind WHEN 'nrep' THEN 0 WHEN 'cpr_aed' THEN 1 ELSE 2 END, c.title, c.id) c)`

const BUDDIES_QUERY = `SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = ''), 0) AS REAL) AS ratingAvg,
  CAST((SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = '') AS INTEGER) AS ratingCount,
  CAST(EXISTS (SELECT 1 FROM credentials c WHERE ${VERIFIED_NOW}) AS BOOLEAN) AS verified,
  ${BADGES} AS badges
FROM users u
JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer' AND u.suspendedAt = '' AND ${LISTED}`

const PREVIOUS_QUERY = `SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = ''), 0) AS REAL) AS ratingAvg,
  CAST((SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = '') AS INTEGER) AS ratingCount
FROM users u
JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer' AND ${LISTED}`

migrate(
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    setViewQuery(app, 'gym_buddies_view', BUDDIES_QUERY)
    const suspended = "SELECT id FROM users WHERE suspendedAt != ''"
    app.db().newQuery(`DELETE FROM _finder_grams WHERE id IN (${suspended})`).execute()
    app.db().newQuery(`DELETE FROM _finder_search WHERE id IN (${suspended})`).execute()
  },
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    setViewQuery(app, 'gym_buddies_view', PREVIOUS_QUERY)
  },
)
