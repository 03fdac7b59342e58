/// <reference path="../../pb_data/types.d.ts" />
// Lists whose API rule costs a pass over every member (docs/capacity.md "What
// saturates first"): users_view's rule (yourself, a contact or a trainer) and client_profiles'
// (yours or a booker's) are checked row by row, so at Singapore size (220,000 members) one
// unfiltered list took 1-6 s of CPU, and a signed-in member within the API rate limit could keep
// both cores busy. The app lists neither without naming the rows (a client profile by `user`);
// a list here must name its rows the same way: equalities on the collection's row keys joined by
// `||` (at most MAX_TERMS), each an index search. Superusers (the dashboard) list freely.

const { fail } = require(`${__hooks}/lib/platform/gymbuddy.js`)

/** The fields each guarded collection's rows can be named by. */
const KEYS = { users_view: ['id'], client_profiles: ['id', 'user'] }
const MAX_TERMS = 100
// One `field = "literal"` (or 'literal'), optionally in parentheses.
const TERM = /^\(*\s*([A-Za-z_]+)\s*=\s*(?:"[^"\\]*"|'[^'\\]*')\s*\)*$/

function namesItsRows(filter, keys) {
  const terms = filter.split('||')
  if (terms.length > MAX_TERMS) return false
  let open = 0
  for (const term of terms) {
    const match = TERM.exec(term.trim())
    if (!match || keys.indexOf(match[1]) < 0) return false
    open += (term.match(/\(/g) || []).length - (term.match(/\)/g) || []).length
  }
  return open === 0
}

/** GET /api/collections/{collection}/records: refuses a guarded list that does not name its rows. */
function check(e, collectionRef) {
  if (e.hasSuperuserAuth()) return
  let collection
  try {
    collection = e.app.findCachedCollectionByNameOrId(collectionRef)
  } catch (_) {
    return // PocketBase answers 404
  }
  const keys = KEYS[collection.name]
  if (!keys) return
  const filter = e.request.url.query().get('filter').trim()
  if (filter && namesItsRows(filter, keys)) return
  const example = `${keys[keys.length - 1]} = "…"`
  fail(
    'filter',
    'validation_filter_names_rows',
    `List ${collection.name} by naming its rows: a filter such as ${example} (several joined by ||).`,
  )
}

module.exports = { check }
