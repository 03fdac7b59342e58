/// <reference path="../../pb_data/types.d.ts" />
// My Bookings and Schedule in one answer (issue 17 target 7): the signed-in member's bookings on
// one side (booker or gymBuddy) in groups, each its first `limit` rows (with the booking a
// reschedule replaced) and its total, and the other party of each shown row; for a trainer also
// the open requests' slots already confirmed for someone and the shown clients' profiles.
// Why a route: PocketBase sleeps 0-500 ms (randomizedThrottle) on a filtered list that comes back
// empty once one address sent 3 such lists in 3 s, and a screen's groups are often empty (no
// upcoming, no open requests, no taken slot). Here no client filter exists, so no throttle is due.

const { fail } = require(`${__hooks}/lib/gymbuddy.js`)

const SIDES = ['booker', 'gymBuddy']
const GROUPS_OF = { booker: ['upcoming', 'past'], gymBuddy: ['needsAnswer', 'upcoming', 'past'] }
const DEFAULT_LIMIT = 10
const MAX_LIMIT = 500
// PocketBase's datetime text; the client sends its own clock (rows are judged as of then).
const NOW = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(\.\d{1,3})?Z$/

const OPEN = "status IN ('requested', '')"
const CLOSED = "status IN ('declined', 'cancelled', 'expired')"

/** Each group's condition (besides `side = me`) and order: src/features/bookings/bookings-api.ts. */
function groupQuery(side, group) {
  switch (group) {
    case 'needsAnswer':
      return { where: `datetime > {:now} AND ${OPEN}`, order: 'datetime, created, id' }
    case 'upcoming':
      return side === 'gymBuddy'
        ? { where: "status = 'confirmed' AND datetime > {:now}", order: 'datetime, id' }
        : {
            where: `datetime > {:now} AND (${OPEN} OR status = 'confirmed')`,
            order: 'datetime, created, id',
          }
    default:
      return {
        where: `(datetime <= {:now} OR ${CLOSED})`,
        order: 'datetime DESC, created DESC, id DESC',
      }
  }
}

const badRequest = (field, message) => fail(field, 'validation_invalid', message)

function readNow(text) {
  if (!text) return new Date().toISOString().replace('T', ' ')
  const match = NOW.exec(text)
  if (!match) badRequest('now', 'Give now as an ISO date-time in UTC.')
  return `${match[1]} ${match[2]}${(match[3] || '.').padEnd(4, '0')}Z`
}

function readLimit(text) {
  if (!text) return DEFAULT_LIMIT
  const limit = /^[0-9]{1,4}$/.test(text) ? Number(text) : 0
  if (limit < 1 || limit > MAX_LIMIT) badRequest('limit', `Give each limit as 1 to ${MAX_LIMIT}.`)
  return limit
}

/** Every group's total in one pass over the member's bookings on that side (an index range). */
function totals(app, side, groups, params) {
  const sums = groups.map(
    (group) =>
      `COALESCE(SUM(CASE WHEN ${groupQuery(side, group).where} THEN 1 ELSE 0 END), 0) AS ${group}`,
  )
  const model = new DynamicModel(Object.fromEntries(groups.map((group) => [group, 0])))
  app
    .db()
    .newQuery(`SELECT ${sums.join(', ')} FROM bookings WHERE ${side} = {:me}`)
    .bind(params)
    .one(model)
  return model
}

function page(app, side, group, params, limit) {
  const { where, order } = groupQuery(side, group)
  const records = arrayOf(new Record())
  app
    .recordQuery('bookings')
    .andWhere($dbx.exp(`${side} = {:me} AND ${where}`, params))
    .orderBy(...order.split(', '))
    .limit(limit)
    .all(records)
  return records
}

/** The trainer's confirmed bookings at any of these datetimes (Accept is off on a taken slot). */
function takenSlots(app, trainerId, datetimes) {
  if (datetimes.length === 0) return []
  const params = { me: trainerId }
  const names = datetimes.map((datetime, index) => {
    params[`at${index}`] = datetime
    return `{:at${index}}`
  })
  const rows = arrayOf(new DynamicModel({ datetime: '' }))
  app
    .db()
    .newQuery(
      `SELECT datetime FROM bookings WHERE gymBuddy = {:me} AND status = 'confirmed' AND datetime IN (${names.join(', ')})`,
    )
    .bind(params)
    .all(rows)
  return rows.map((row) => row.datetime)
}

/** Records of `collection` whose `field` is one of `ids` (distinct, blanks dropped). */
function recordsWith(e, collection, field, ids) {
  const unique = [...new Set(ids.filter(Boolean))]
  if (unique.length === 0) return []
  const params = {}
  const names = unique.map((id, index) => {
    params[`v${index}`] = id
    return `{:v${index}}`
  })
  const records = arrayOf(new Record())
  e.app
    .recordQuery(collection)
    .andWhere($dbx.exp(`[[${field}]] IN (${names.join(', ')})`, params))
    .all(records)
  $apis.enrichRecords(e, records)
  return records
}

/** GET /api/gymbuddy/bookings?side=&now=&needsAnswer=&upcoming=&past= for the signed-in member. */
function bookingGroups(e) {
  const query = e.request.url.query()
  const side = query.get('side')
  if (!SIDES.includes(side)) badRequest('side', 'Give side as booker or gymBuddy.')
  const groups = GROUPS_OF[side]
  const params = { me: e.auth.id, now: readNow(query.get('now')) }
  const limits = groups.map((group) => readLimit(query.get(group)))
  const counted = totals(e.app, side, groups, params)
  const pages = {}
  const rows = []
  groups.forEach((group, index) => {
    const total = counted[group]
    const items = total > 0 ? page(e.app, side, group, params, limits[index]) : []
    pages[group] = { items, total }
    rows.push(...items)
  })
  if (rows.length > 0) $apis.enrichRecords(e, rows, 'rescheduleOf')
  // The other party of each row: trainers from the public gym_buddies_view; clients from
  // users_view and client_profiles, whose rules let a trainer read exactly their bookers.
  if (side === 'booker') {
    const trainers = rows.map((row) => row.getString('gymBuddy'))
    return e.json(200, { pages, people: recordsWith(e, 'gym_buddies_view', 'id', trainers) })
  }
  const bookers = rows.map((row) => row.getString('booker'))
  const open = pages.needsAnswer.items.map((row) => row.getString('datetime'))
  return e.json(200, {
    pages,
    people: recordsWith(e, 'users_view', 'id', bookers),
    clientProfiles: recordsWith(e, 'client_profiles', 'user', bookers),
    takenSlots: takenSlots(e.app, e.auth.id, open),
  })
}

module.exports = { bookingGroups }
