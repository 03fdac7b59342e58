/// <reference path="../../pb_data/types.d.ts" />
// Settling a disputed "Did the session happen?" (docs/trust-and-safety.md).
// POST /api/gymbuddy/ops/disputes/{bookingId} { outcome, note }: on a session whose two answers
// differ and that nobody settled yet, the operator's outcome becomes the booking's outcome
// (no longer disputed; outcomeSettledBy/At say who and when), both parties get `outcome_settled`,
// the `settle_dispute` row is logged, and the members' records count the settled outcome (the
// booking save refreshes them). Neither party answers again (lib/attendance/booking_outcomes.js).
// GET /api/gymbuddy/ops/disputes lists the open ones, oldest session first.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const ops = require(`${__hooks}/lib/safety/operators.js`)
const common = require(`${__hooks}/lib/safety/ops_common.js`)
const { OUTCOME } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const OUTCOMES = [
  OUTCOME.attended,
  OUTCOME.client_no_show,
  OUTCOME.trainer_no_show,
  OUTCOME.weather,
]
const MAX_NOTE = 2000
// Open disputes, read through their partial index (migration 1900002610).
const OPEN = "outcomeDisputed = TRUE AND outcomeSettledAt = ''"
const MAX_LISTED = 200

/** { client, trainer }: each party's answer ('' when they gave none). */
function answersOf(booking) {
  const firstByBooker = booking.getString('outcomeBy') === booking.getString('booker')
  const first = booking.getString('outcome')
  const reply = booking.getString('outcomeReply')
  return { client: firstByBooker ? first : reply, trainer: firstByBooker ? reply : first }
}

/** The party whose answer the settlement overrides (the first to answer when it overrides none). */
function overruled(booking, outcome) {
  const answers = answersOf(booking)
  if (answers.client !== outcome && answers.trainer === outcome) return booking.getString('booker')
  if (answers.trainer !== outcome && answers.client === outcome) {
    return booking.getString('gymBuddy')
  }
  return booking.getString('outcomeBy')
}

/** POST /api/gymbuddy/ops/disputes/{bookingId}. */
function settle(e) {
  ops.requireOperator(e)
  const outcome = gb.asString(e.requestInfo().body['outcome'])
  if (OUTCOMES.indexOf(outcome) === -1) {
    gb.fail(
      'outcome',
      'validation_outcome_not_allowed',
      'Choose whether the session happened, the client did not come, or the trainer did not come.',
    )
  }
  const note = common.reasonOf(e, 'note', MAX_NOTE)
  let settled
  e.app.runInTransaction((txApp) => {
    const booking = gb.findById(txApp, 'bookings', e.request.pathValue('bookingId'))
    if (!booking) throw new NotFoundError('There is no such session.')
    if (!booking.getBool('outcomeDisputed') || booking.getString('outcomeSettledAt')) {
      gb.fail('outcome', 'validation_not_disputed', 'This session has no open dispute.')
    }
    const target = overruled(booking, outcome)
    booking.set('outcome', outcome)
    booking.set('outcomeDisputed', false)
    booking.set('outcomeSettledBy', e.auth.id)
    booking.set('outcomeSettledAt', common.stored(new Date()))
    txApp.save(booking)
    const notices = require(`${__hooks}/lib/notifications/notifications.js`)
    notices.notify(txApp, booking, 'outcome_settled', booking.getString('booker'), '')
    notices.notify(txApp, booking, 'outcome_settled', booking.getString('gymBuddy'), '')
    ops.logAction(txApp, e.auth.id, 'settle_dispute', target, booking.id, note)
    settled = booking
  })
  return e.json(200, {
    id: settled.id,
    outcome: settled.getString('outcome'),
    outcomeSettledAt: settled.getString('outcomeSettledAt'),
  })
}

/** The ids of the open disputes, oldest session first (at most MAX_LISTED). */
function openIds(app) {
  const rows = arrayOf(new DynamicModel({ id: '' }))
  app
    .db()
    .newQuery(`SELECT id FROM bookings WHERE ${OPEN} ORDER BY datetime LIMIT ${MAX_LISTED}`)
    .all(rows)
  return rows.map((row) => row.id)
}

/** How many disputes wait for an operator. */
function countOpen(app) {
  const row = new DynamicModel({ n: 0 })
  app.db().newQuery(`SELECT COUNT(*) AS n FROM bookings WHERE ${OPEN}`).one(row)
  return row.n
}

function party(app, id) {
  const user = gb.findById(app, 'users', id)
  return { id: id, name: user ? user.getString('name') : '' }
}

/** GET /api/gymbuddy/ops/disputes. */
function list(e) {
  ops.requireOperator(e)
  const ids = openIds(e.app)
  const byId = {}
  for (const booking of e.app.findRecordsByIds('bookings', ids)) byId[booking.id] = booking
  const items = ids
    .filter((id) => byId[id])
    .map((id) => {
      const booking = byId[id]
      return {
        id: booking.id,
        datetime: booking.getString('datetime'),
        venue: booking.getString('venue'),
        client: party(e.app, booking.getString('booker')),
        trainer: party(e.app, booking.getString('gymBuddy')),
        answers: answersOf(booking),
        answeredFirst:
          booking.getString('outcomeBy') === booking.getString('booker') ? 'client' : 'trainer',
      }
    })
  return e.json(200, { items: items })
}

module.exports = { settle, list, countOpen }
