/// <reference path="../../pb_data/types.d.ts" />
// The trainer ids of a finder answer's page, read by SQLite from the answer's text (no parse and
// print of the whole answer in the JSVM): the features that add a value to each card of the page
// (lib/finder/finder_free.js, lib/finder/finder_places.js) start here.

/** The ids of the page's cards, in order ([] for an empty page). */
function pageIds(app, answerText, perPage) {
  // Two paths at least: json_extract answers a list only for several.
  const slots = Math.max(perPage, 2)
  const paths = []
  for (let i = 0; i < slots; i++) paths.push(`'$.items[${i}].id'`)
  const found = new DynamicModel({ v: '' })
  app
    .db()
    .newQuery(`SELECT json_extract({:answer}, ${paths.join(', ')}) AS v`)
    .bind({ answer: answerText })
    .one(found)
  return JSON.parse(found.v).filter((id) => typeof id === 'string')
}

module.exports = { pageIds }
