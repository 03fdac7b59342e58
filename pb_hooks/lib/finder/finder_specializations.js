/// <reference path="../../pb_data/types.d.ts" />
// GET /api/gymbuddy/finder/specializations: the specializations listed trainers hold (the rows
// of `_finder_search`, kept by lib/finder/finder_index.js), most held first, one spelling per value
// ignoring case. The finder's specialization filter offers them beside the form's list once the
// trainers are searched on the server (the browser's list gives them otherwise).

const { normalizeSpecializations } = require(`${__hooks}/lib/finder/finder_index.js`)

/** Enough for any filter list; past it the rarest values are left out. */
const MAX_VALUES = 100

const HELD_SQL = `SELECT COALESCE(json_group_array(name), '[]') AS v FROM (
  SELECT trim(j.value) AS name, COUNT(*) AS n
  FROM _finder_search f JOIN users u ON u.id = f.id
    JOIN trainer_profiles tp ON tp.id = u.trainer_profile, json_each(
      CASE WHEN json_valid(tp.specializations) THEN tp.specializations ELSE '[]' END) j
  WHERE json_valid(tp.specializations) AND json_type(tp.specializations) = 'array'
    AND j.type = 'text' AND trim(j.value) != ''
  GROUP BY lower(trim(j.value)) ORDER BY n DESC, name LIMIT {:max})`

// The comma-text reading (a JSON string) is split as the app splits it.
const TEXT_SQL = `SELECT COALESCE(json_group_array(DISTINCT tp.specializations ->> '$'), '[]') AS v
FROM _finder_search f JOIN users u ON u.id = f.id
  JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE json_valid(tp.specializations) AND json_type(tp.specializations) = 'text'`

function jsonList(app, sql, params) {
  const result = new DynamicModel({ v: '' })
  app.db().newQuery(sql).bind(params).one(result)
  return JSON.parse(result.v)
}

function held(e) {
  const seen = {}
  const names = []
  const add = (name) => {
    const key = name.toLowerCase()
    if (seen[key] || names.length >= MAX_VALUES) return
    seen[key] = true
    names.push(name)
  }
  jsonList(e.app, HELD_SQL, { max: MAX_VALUES }).forEach(add)
  for (const text of jsonList(e.app, TEXT_SQL, {})) normalizeSpecializations(text).forEach(add)
  return e.json(200, { items: names })
}

module.exports = { held }
