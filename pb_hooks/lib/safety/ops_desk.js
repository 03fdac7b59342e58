/// <reference path="../../pb_data/types.d.ts" />
// The operator desk's reads (docs/trust-and-safety.md), operators only (a 404 for anyone else):
// GET /api/gymbuddy/ops/summary → { openReports, pendingCredentials, openDisputes } (the desk's
// first call: its 404 tells the app the caller is no operator), and
// GET /api/gymbuddy/ops/members?q= → up to 20 members whose name or email contains q.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const ops = require(`${__hooks}/lib/safety/operators.js`)

const MIN_QUERY = 2
const MAX_QUERY = 100
const MAX_MEMBERS = 20

/** Rows of `collection` with `status` = value; 0 while the collection does not exist. */
function countWithStatus(app, collection, status) {
  try {
    app.findCollectionByNameOrId(collection)
  } catch (_) {
    return 0
  }
  const row = new DynamicModel({ n: 0 })
  app
    .db()
    .newQuery(`SELECT COUNT(*) AS n FROM \`${collection}\` WHERE status = {:status}`)
    .bind({ status: status })
    .one(row)
  return row.n
}

/** GET /api/gymbuddy/ops/summary. */
function summary(e) {
  ops.requireOperator(e)
  return e.json(200, {
    openReports: countWithStatus(e.app, 'reports', 'open'),
    pendingCredentials: countWithStatus(e.app, 'credentials', 'pending'),
    openDisputes: require(`${__hooks}/lib/safety/ops_disputes.js`).countOpen(e.app),
  })
}

/** GET /api/gymbuddy/ops/members?q=. */
function members(e) {
  ops.requireOperator(e)
  const q = gb.asString(e.request.url.query().get('q')).trim()
  if (gb.charCount(q) < MIN_QUERY || gb.charCount(q) > MAX_QUERY) {
    gb.fail(
      'q',
      'validation_query_length',
      `Search with ${MIN_QUERY} to ${MAX_QUERY} characters of a name or an email address.`,
    )
  }
  const found = e.app.findRecordsByFilter(
    'users',
    'name ~ {:q} || email ~ {:q}',
    'name',
    MAX_MEMBERS,
    0,
    { q: q },
  )
  return e.json(200, {
    items: found.map((user) => ({
      id: user.id,
      name: user.getString('name'),
      email: require(`${__hooks}/lib/privacy/former_member.js`).shownEmail(user.getString('email')),
      userType: user.getString('userType'),
      verified: user.getBool('verified'),
      created: user.getString('created'),
      suspendedAt: user.getString('suspendedAt'),
      operator: user.getBool('operator'),
    })),
  })
}

module.exports = { summary, members }
