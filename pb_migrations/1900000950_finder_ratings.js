/// <reference path="../pb_data/types.d.ts" />
// Each trainer's rating kept in `_finder_search` (1900000850), so "Recommended for you"
// (pb_hooks/lib/finder/recommendations.js) ranks by stored values instead of reading the reviews of every
// top-tier trainer on each request. ratingAvg is ROUND(AVG(rating), 1), 0 without reviews, exactly
// as gym_buddies_view and the finder's rows compute it; ratingCount counts the reviews. Kept in
// step by pb_hooks/lib/finder/finder_index.js on each review's save and at start (reviews by raw SQL).

const COLUMNS = [
  'ALTER TABLE _finder_search ADD COLUMN ratingAvg REAL NOT NULL DEFAULT 0',
  'ALTER TABLE _finder_search ADD COLUMN ratingCount INTEGER NOT NULL DEFAULT 0',
]

// Same statement as RATE in pb_hooks/lib/finder/finder_index.js, over every row.
const FILL = `UPDATE _finder_search AS fr SET (ratingAvg, ratingCount) = (SELECT
  CAST(COALESCE((SELECT ROUND(AVG(rv.rating), 1) FROM reviews rv WHERE rv.trainer = fr.id), 0) AS REAL),
  (SELECT COUNT(*) FROM reviews rv WHERE rv.trainer = fr.id))`

migrate(
  (app) => {
    for (const sql of COLUMNS) app.db().newQuery(sql).execute()
    app.db().newQuery(FILL).execute()
  },
  (app) => {
    app.db().newQuery('ALTER TABLE _finder_search DROP COLUMN ratingCount').execute()
    app.db().newQuery('ALTER TABLE _finder_search DROP COLUMN ratingAvg').execute()
  },
)
