/// <reference path="../../pb_data/types.d.ts" />
// A member's record over the last 12 months (booking_rules.json reliabilityMonths): sessions with
// a known outcome (a session stopped by weather is none of these), how many they came to, their
// no-shows, their own late cancels and the disputed answers. Read live by GET /api/gymbuddy/reliability/{userId}; kept for each listed
// trainer in `_finder_search` beside the rating (refreshed on each booking save of theirs and
// daily, as the window moves), so the finder's cards read it by primary key.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { OUTCOME, STATUS } = br

// eslint-disable-next-line gymbuddy/no-status-literal -- a figure's name, not an outcome
const FIGURES = ['sessions', 'attended', 'noShows', 'lateCancels', 'disputed']
const KNOWN = `status = '${STATUS.confirmed}' AND outcome != '' AND outcome != '${OUTCOME.weather}'`

// One member's figures, for the id in `who` (a bound parameter or a column): their sessions as
// trainer and as booker, each read by its (party, datetime) index.
const RECORD_OF = (who) => `SELECT COALESCE(SUM(s), 0) AS sessions, COALESCE(SUM(a), 0) AS attended,
  COALESCE(SUM(n), 0) AS noShows, COALESCE(SUM(l), 0) AS lateCancels, COALESCE(SUM(d), 0) AS disputed
FROM (
  SELECT (${KNOWN}) AS s, (${KNOWN} AND outcome != '${OUTCOME.trainer_no_show}') AS a,
    (${KNOWN} AND outcome = '${OUTCOME.trainer_no_show}') AS n,
    (lateCancel = TRUE AND cancelledBy != booker) AS l,
    (${KNOWN} AND outcomeDisputed = TRUE) AS d
  FROM bookings WHERE gymBuddy = ${who} AND datetime > {:since}
  UNION ALL
  SELECT (${KNOWN}), (${KNOWN} AND outcome != '${OUTCOME.client_no_show}'), (${KNOWN} AND outcome = '${OUTCOME.client_no_show}'),
    (lateCancel = TRUE AND cancelledBy = booker), (${KNOWN} AND outcomeDisputed = TRUE)
  FROM bookings WHERE booker = ${who} AND datetime > {:since})`

const REFRESH = (rows) => `UPDATE _finder_search AS fr
SET (relSessions, relAttended, relNoShows, relLateCancels, relDisputed) = (${RECORD_OF('fr.id')}) ${rows}`

/** The start of the record's window: the same instant `reliabilityMonths` months ago. */
function since(now) {
  const date = new Date(now === undefined ? Date.now() : now)
  date.setUTCMonth(date.getUTCMonth() - br.rules.reliabilityMonths)
  return date.toISOString().replace('T', ' ')
}

/** { sessions, attended, noShows, lateCancels, disputed } of one member, as of now. */
function recordOf(app, userId) {
  const row = new DynamicModel({
    sessions: 0,
    attended: 0,
    noShows: 0,
    lateCancels: 0,
    disputed: 0,
  })
  app.db().newQuery(RECORD_OF('{:id}')).bind({ id: userId, since: since() }).one(row)
  const out = {}
  for (const key of FIGURES) out[key] = row[key]
  return out
}

const columns = require(`${__hooks}/lib/finder/finder_columns.js`).finderColumns(
  'relSessions',
  REFRESH,
  since,
)

/** Brings the stored records of these members' finder rows in step (no row: nothing to do). */
const refreshFinder = columns.refreshRows

/** Every finder row's record (daily, as the 12-month window moves; and after a refill). */
const refreshAllFinder = columns.refreshAll

/**
 * Whether the caller may read `target`'s record: anyone for a trainer; for anyone else, the
 * member themselves and a trainer they have an open request or a session with.
 */
function mayRead(app, auth, target) {
  if (target.getString('userType') === 'trainer') return true
  if (!auth) return false
  if (auth.id === target.id) return true
  return !!gb.findFirst(
    app,
    'bookings',
    `booker = {:client} && gymBuddy = {:me} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}')`,
    { client: target.id, me: auth.id },
  )
}

/**
 * GET /api/gymbuddy/reliability/{userId}. A client the caller may not read gets the same 404 as an
 * id nobody has, so the route cannot tell a stranger which ids are members.
 */
function route(e) {
  const target = gb.findById(e.app, 'users', e.request.pathValue('userId'))
  if (!target || !mayRead(e.app, e.auth, target)) {
    throw new NotFoundError('There is no such member.')
  }
  return e.json(200, recordOf(e.app, target.id))
}

/**
 * The record of the member whose id is in column `who`, as one JSON object (the bookings route's
 * trainer rows carry their client's): two index ranges of that member's bookings, bound {:since}.
 */
const recordJsonSql = (who) =>
  `(SELECT json_object(${FIGURES.map((key) => `'${key}', ${key}`).join(', ')}) FROM (${RECORD_OF(who)}))`

module.exports = { since, recordJsonSql, refreshFinder, refreshAllFinder, route }
