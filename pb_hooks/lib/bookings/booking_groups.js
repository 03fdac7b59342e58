/// <reference path="../../pb_data/types.d.ts" />
// My Bookings and Schedule in one answer: the signed-in member's bookings on
// one side (booker or gymBuddy) in groups, each its first `limit` rows (with the booking a
// reschedule replaced) and its total, and the other party of each shown row; for a trainer also
// the open requests' slots already confirmed for someone and the shown clients' profiles.
// Why a route: PocketBase sleeps 0-500 ms (randomizedThrottle) on a filtered list that comes back
// empty once one address sent 3 such lists in 3 s, and a screen's groups are often empty (no
// upcoming, no open requests, no taken slot). Here no client filter exists, so no throttle is due.
// The whole answer is one statement whose JSON SQLite writes (as pb_hooks/lib/chat/inbox.js does):
// building Records and enriching them in the JSVM cost most of the request's CPU. Each row prints
// the fields lib/bookings/booking_row_fields.js lists, as the record API prints them
// (tests/booking-groups-shape.test.ts compares them).

const { fail } = require(`${__hooks}/lib/platform/gymbuddy.js`)
// The fields each row prints, one a line: lib/bookings/booking_row_fields.js (add a new booking field there).
const { rowSql, rowsSql } = require(`${__hooks}/lib/bookings/booking_row_fields.js`)
const { recordJsonSql, since } = require(`${__hooks}/lib/attendance/reliability.js`)
const { FINAL_STATUSES, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const SIDES = ['booker', 'gymBuddy']
const GROUPS_OF = {
  booker: ['upcoming', 'past', 'closed'],
  gymBuddy: ['needsAnswer', 'upcoming', 'past', 'closed'],
}
const DEFAULT_LIMIT = 10
const MAX_LIMIT = 500
const MAX_FROM = 999999
// A booker's email (254 characters at most, 4 bytes each) and a taken slot's datetime, printed.
const EMAIL_BYTES = 254 * 4 + 12
const DATE_BYTES = 28
// An open request's client record: five counts of at most 10 digits, with their keys.
const RECORD_BYTES = 5 * 24 + 20
// PocketBase's datetime text; the client sends its own clock (rows are judged as of then).
const NOW = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(\.\d{1,3})?Z$/

const OPEN = `status IN ('${STATUS.requested}', '')`
// A time the trainer proposed waits for the client: it is the trainer's upcoming, not theirs to answer.
const PROPOSED = 'proposed = TRUE'
// The reason a booking left for a move carries (lib/bookings/booking_effects.js).
const MOVED_REASON = 'Rescheduled'
const CLOSED = `status IN (${FINAL_STATUSES.map((status) => `'${status}'`).join(', ')})`

/**
 * Each group's condition (besides `side = me`) and order: src/features/bookings/bookings-api.ts.
 * Every booking is in exactly one group: Past holds only sessions that took place (confirmed,
 * started); Closed the declined, cancelled and expired ones, and requests whose hour passed
 * unanswered (expired, before the expiry job marks them).
 */
function groupQuery(side, group) {
  switch (group) {
    case 'needsAnswer':
      return {
        where: `datetime > {:now} AND ${OPEN} AND NOT ${PROPOSED}`,
        order: 'datetime, created, id',
      }
    case 'upcoming':
      return side === 'gymBuddy'
        ? {
            where: `datetime > {:now} AND (status = '${STATUS.confirmed}' OR (${OPEN} AND ${PROPOSED}))`,
            order: 'datetime, id',
          }
        : {
            where: `datetime > {:now} AND (${OPEN} OR status = '${STATUS.confirmed}')`,
            order: 'datetime, created, id',
          }
    case 'past':
      return {
        // A client's past reads their own bookings by (booker, datetime): `+status` keeps SQLite
        // from walking every member's confirmed bookings by (status, datetime) instead.
        where: `datetime <= {:now} AND ${side === 'booker' ? '+status' : 'status'} = '${STATUS.confirmed}'`,
        order: 'datetime DESC, created DESC, id DESC',
      }
    default:
      return {
        where: `(${CLOSED} OR (datetime <= {:now} AND ${OPEN}))`,
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
  const limit = /^[0-9]{1,4}$/.test(text) ? Number(text) : -1
  if (limit < 0 || limit > MAX_LIMIT) badRequest('limit', `Give each limit as 0 to ${MAX_LIMIT}.`)
  return limit
}

function readFrom(text) {
  if (!text) return 0
  if (!/^[0-9]{1,6}$/.test(text)) badRequest('from', `Give each group's From as 0 to ${MAX_FROM}.`)
  return Number(text)
}

/**
 * The most rows one answer may hold on `side`: each row at its longest (the booking, the one a
 * reschedule replaced, the other party and for a trainer the client's profile and email) keeps
 * the answer under 1 MB (lib/platform/page_cap.js sizes records from the schema). A screen asking for more
 * asks page by page: `<group>From` skips a group's first rows.
 */
function rowsPerAnswer(app, side) {
  const { recordBytes, BUDGET } = require(`${__hooks}/lib/platform/page_cap.js`)
  const size = (name) => recordBytes(app, app.findCachedCollectionByNameOrId(name), [])
  const party =
    side === 'booker'
      ? size('gym_buddies_view')
      : size('users_view') + size('client_profiles') + EMAIL_BYTES + DATE_BYTES + RECORD_BYTES
  return Math.max(1, Math.floor(BUDGET / (2 * size('bookings') + party)))
}

/**
 * The profiles of the clients shown (`shown`) that client_profiles' rule lets the trainer read:
 * an open booking with them whose sharing window has not passed (as of the server's clock).
 */
const sharedProfiles = (shown) =>
  `client_profiles t WHERE t.user IN ${shown} AND EXISTS (SELECT 1 FROM bookings s WHERE s.booker = t.user AND s.gymBuddy = {:me} AND s.profileSharedUntil > {:serverNow})`

/**
 * The trainers of the shown rows (`shown`) in gym_buddies_view's columns, listed or not: the view
 * lists only trainers whose profile is set up, but a client keeps seeing whom they booked after
 * the trainer empties their profile, stops training or closes the account ("Former member").
 * Emails only where the trainer chose to show them, as in the view; verified and badges as
 * lib/safety/credentials.js computes them.
 */
const bookedTrainers = (shown) => `(SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = ''), 0) AS REAL) AS ratingAvg,
  CAST((SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = '') AS INTEGER) AS ratingCount,
  ${require(`${__hooks}/lib/safety/credentials.js`).VERIFIED} AS verified,
  ${require(`${__hooks}/lib/safety/credentials.js`).BADGES} AS badges
  FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
  WHERE u.id IN ${shown}) t`

/** The statement whose one value is the whole answer for `side`; each limit is bound by group. */
function answerSql(app, side) {
  const groups = GROUPS_OF[side]
  // A bare bound LIMIT may change the plan, so SQLite would prepare the statement again on every
  // run; an expression there does not.
  const pages = groups.map((group) => {
    const { where, order } = groupQuery(side, group)
    return `${group} AS (SELECT * FROM bookings WHERE ${side} = {:me} AND ${where} ORDER BY ${order} LIMIT CAST({:${group}} AS INTEGER) OFFSET CAST({:${group}From} AS INTEGER))`
  })
  // The booking a reschedule replaced, when bookings' view rule lets the member see it (what
  // $apis.enrichRecords expands); every row gets `expand`, empty or not, as there.
  const replaced = (group) =>
    `bookings r ON r.id = ${group}.rescheduleOf AND (r.booker = {:me} OR r.gymBuddy = {:me})`
  const expand = `CASE WHEN r.id IS NULL THEN json_object() ELSE json_object('rescheduleOf', ${rowSql(app, 'bookings', 'r')}) END`
  // A session its booker moved says where to ("Moved to Thu 10 Dec"): the newest booking made to
  // replace it (same two members), read by the rescheduleOf index; '' for every other row.
  const movedTo = (group) =>
    `CASE WHEN ${group}.status = '${STATUS.cancelled}' AND ${group}.reason = '${MOVED_REASON}' AND ${group}.cancelledBy = ${group}.booker THEN COALESCE((SELECT m.datetime FROM bookings m WHERE m.rescheduleOf = ${group}.id AND m.rescheduleOf != '' ORDER BY m.created DESC LIMIT 1), '') ELSE '' END`
  // A trainer's open requests carry the client's 12-month record (what GET
  // /api/gymbuddy/reliability/{userId} answers them), read through the client's booking indexes.
  const extras = (group) =>
    side === 'gymBuddy' && group === 'needsAnswer'
      ? [
          ['expand', expand],
          ['movedTo', movedTo(group)],
          ['clientRecord', recordJsonSql(`${group}.booker`)],
        ]
      : [
          ['expand', expand],
          ['movedTo', movedTo(group)],
        ]
  // A group's rows are read by its own name: a scan of that name is the group, not the table.
  const page = (group) =>
    `'${group}', json_object('items', ${rowsSql(app, 'bookings', `${group} LEFT JOIN ${replaced(group)}`, group, extras(group))}, 'total', n.${group})`
  // Every group's total in one pass over the member's bookings on that side (an index range).
  const totals = groups.map(
    (group) =>
      `COALESCE(SUM(CASE WHEN ${groupQuery(side, group).where} THEN 1 ELSE 0 END), 0) AS ${group}`,
  )
  const other = side === 'booker' ? 'gymBuddy' : 'booker'
  const shown = `(${groups.map((group) => `SELECT ${other} FROM ${group}`).join(' UNION ALL ')})`
  // The other party of each row: trainers as gym_buddies_view prints them (emails they show);
  // clients from users_view and client_profiles, whose rules let a trainer read exactly their
  // bookers, with the booker's email, which users_view never carries: the party of a shared
  // booking is the one member besides its owner an email reaches (docs/decisions.md).
  const parts =
    side === 'booker'
      ? { people: rowsSql(app, 'gym_buddies_view', bookedTrainers(shown)) }
      : {
          clientProfiles: rowsSql(app, 'client_profiles', sharedProfiles(shown)),
          people: rowsSql(
            app,
            'users_view',
            `users_view t JOIN users u ON u.id = t.id WHERE t.id IN ${shown}`,
            't',
            [
              [
                'email',
                require(`${__hooks}/lib/privacy/former_member.js`).shownEmailSql('u.email'),
              ],
            ],
          ),
          // The trainer's confirmed bookings at open requests' slots (Accept is off on a taken slot).
          takenSlots: `(SELECT json_group_array(datetime) FROM bookings WHERE gymBuddy = {:me} AND status = '${STATUS.confirmed}' AND datetime IN (SELECT datetime FROM needsAnswer))`,
        }
  parts.pages = `json_object(${[...groups].sort().map(page).join(', ')})`
  const answer = Object.keys(parts)
    .sort()
    .map((key) => `'${key}', ${parts[key]}`)
  // Whose profiles the trainer is shown and not yet logged today (pb_hooks/lib/privacy/profile_reads.js
  // logs them): most requests find none, and write nothing.
  const readers =
    side === 'booker'
      ? "'[]'"
      : `(SELECT json_group_array(t.user) FROM ${sharedProfiles(shown)} AND NOT EXISTS (SELECT 1 FROM profile_reads pr WHERE pr.client = t.user AND pr.reader = {:me} AND pr.day = {:today}))`
  return `WITH ${pages.join(',\n')}
SELECT json_object(${answer.join(',\n')}) AS v, ${readers} AS shownClients
FROM (SELECT ${totals.join(', ')} FROM bookings WHERE ${side} = {:me}) n`
}

// Each side's statement is written and prepared once per JSVM (it depends only on the field
// lists): writing it costs ~2 ms of JS, preparing it ~3 ms, running it ~0.3 ms, and unprepared
// the Schedule's p95 at 20 users was twice the prepared one (docs/decisions.md, "Bookings route
// rows"). PocketBase also runs a throwaway JSVM when every pooled one is busy, whose statement is
// never closed, so at most MAX_PREPARED are prepared in all; JSVMs after that run it unprepared.
const MAX_PREPARED = 512
const PREPARED = 'gymbuddy.booking_groups.prepared'
const statements = {}

/** Takes one of the MAX_PREPARED statements; false when none is left. */
function takePrepared() {
  let taken = false
  $app.store().setFunc(PREPARED, (count) => {
    taken = (count || 0) < MAX_PREPARED
    return taken ? (count || 0) + 1 : count
  })
  return taken
}

function statementFor(app, side) {
  if (!statements[side]) {
    const query = app.db().newQuery(answerSql(app, side))
    statements[side] = takePrepared() ? query.prepare() : query
  }
  return statements[side]
}

/**
 * GET /api/gymbuddy/bookings?side=&now=&needsAnswer=&upcoming=&past=&closed= (each optionally with
 * <group>From) for the signed-in member.
 */
function bookingGroups(e) {
  const query = e.request.url.query()
  const side = query.get('side')
  if (!SIDES.includes(side)) badRequest('side', 'Give side as booker or gymBuddy.')
  const { sgtDay, logReads } = require(`${__hooks}/lib/privacy/profile_reads.js`)
  const params = {
    me: e.auth.id,
    now: readNow(query.get('now')),
    serverNow: readNow(''),
    today: sgtDay(new Date()),
    since: since(),
  }
  let rows = 0
  for (const group of GROUPS_OF[side]) {
    params[group] = readLimit(query.get(group))
    params[`${group}From`] = readFrom(query.get(`${group}From`))
    rows += params[group]
  }
  const most = rowsPerAnswer(e.app, side)
  if (rows > most) {
    fail(
      'limit',
      'validation_too_many',
      `Ask for at most ${most} bookings in all; page a group with <group>From.`,
    )
  }
  const answer = new DynamicModel({ v: '', shownClients: '' })
  statementFor(e.app, side).bind(params).one(answer)
  const unlogged = JSON.parse(answer.shownClients)
  if (unlogged.length) logReads(e.app, e.auth.id, unlogged)
  return e.blob(200, 'application/json', answer.v)
}

module.exports = { bookingGroups }
