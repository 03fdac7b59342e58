/// <reference path="../pb_data/types.d.ts" />
// Venues name a place (pb_hooks/lib/venues/sg_places.json) and one of the five regions Singaporeans use:
// existing venues in a region people do not name move to the one they call it by (South to
// Central, Southeast to East, Southwest and Northwest to West) with no place yet (the trainer
// picks it). The finder's table keeps each trainer's venue places and regions (lower case,
// U+001F-framed; pb_hooks/lib/finder/finder_places.js), the places' pieces joining the search index.
const FOLD = { South: 'Central', Southeast: 'East', Southwest: 'West', Northwest: 'West' }

// Equal to FRAMED in pb_hooks/lib/finder/finder_places.js.
const FRAMED = (
  key,
) => `CASE WHEN COALESCE(json_valid(tp.venues), 0) AND json_type(tp.venues) = 'array'
  THEN COALESCE((SELECT char(31) || group_concat(lower(json_extract(v.value, '$.${key}')), char(31)) || char(31)
    FROM json_each(tp.venues) v WHERE json_type(v.value, '$.${key}') = 'text'
      AND json_extract(v.value, '$.${key}') != ''), '') ELSE '' END`

// The pieces of the venue places, as GRAMS_OF in pb_hooks/lib/finder/finder_index.js cuts them.
const GRAMS = `WITH RECURSIVE pos(name, id, text, i) AS (
  SELECT name, id, venuePlaces, 1 FROM _finder_search WHERE venuePlaces != ''
  UNION ALL SELECT name, id, text, i + 1 FROM pos WHERE i < length(text))
INSERT OR IGNORE INTO _finder_grams (gram, name, id)
SELECT substr(text, i, len), name, id FROM pos, (SELECT 1 AS len UNION ALL SELECT 2 UNION ALL SELECT 3)
WHERE i + len - 1 <= length(text)
  AND instr(substr(text, i, len), char(10)) = 0 AND instr(substr(text, i, len), char(31)) = 0`

migrate(
  (app) => {
    const rows = arrayOf(new DynamicModel({ id: '', venues: '' }))
    app
      .db()
      .newQuery(
        "SELECT id, CAST(venues AS TEXT) AS venues FROM trainer_profiles WHERE json_valid(venues) AND json_type(venues) = 'array' AND json_array_length(venues) > 0",
      )
      .all(rows)
    for (const row of rows) {
      const venues = JSON.parse(row.venues).map((venue) =>
        venue && typeof venue === 'object'
          ? Object.assign({}, venue, {
              place: typeof venue.place === 'string' ? venue.place : '',
              area: FOLD[venue.area] || venue.area,
            })
          : venue,
      )
      app
        .db()
        .newQuery('UPDATE trainer_profiles SET venues = {:venues} WHERE id = {:id}')
        .bind({ venues: JSON.stringify(venues), id: row.id })
        .execute()
    }
    app.db().newQuery("ALTER TABLE _finder_search ADD COLUMN venuePlaces TEXT DEFAULT ''").execute()
    app.db().newQuery("ALTER TABLE _finder_search ADD COLUMN venueAreas TEXT DEFAULT ''").execute()
    app
      .db()
      .newQuery(
        `UPDATE _finder_search AS fr SET (venuePlaces, venueAreas) = (SELECT ${FRAMED('place')},
          ${FRAMED('area')} FROM users u JOIN trainer_profiles tp ON tp.id = u.trainer_profile
          WHERE u.id = fr.id)`,
      )
      .execute()
    app.db().newQuery(GRAMS).execute()
  },
  (app) => {
    app.db().newQuery('ALTER TABLE _finder_search DROP COLUMN venuePlaces').execute()
    app.db().newQuery('ALTER TABLE _finder_search DROP COLUMN venueAreas').execute()
  },
)
