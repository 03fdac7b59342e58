/// <reference path="../../pb_data/types.d.ts" />
// A trainer proposes a new time for one confirmed session (docs/bookings.md, "A trainer proposes a
// new time"): the mirror of the client's move. The proposal is a move (a request with
// rescheduleOf) marked `proposed`, checked as the client's own move would be; the client accepts
// it (the move completes: the old session is cancelled "Rescheduled") or declines it (the session
// stands). The trainer never confirms their own proposal.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

// Marks the client's accept in progress: the trainer-side confirm check lets this one through.
const ACCEPTING = 'gymbuddy.proposal.'

const bk = () => require(`${__hooks}/lib/bookings/bookings.js`)
const fx = () => require(`${__hooks}/lib/bookings/booking_effects.js`)

function memberEvent(auth, record, body) {
  return {
    auth,
    record,
    hasSuperuserAuth: () => false,
    requestInfo: () => ({ auth, body, query: {}, headers: {} }),
  }
}

/** True unless the client's accept of this proposal is being saved. */
function isOwnProposal(stored) {
  return stored.getBool('proposed') && !$app.store().has(ACCEPTING + stored.id)
}

/** POST /api/gymbuddy/bookings/{id}/propose {datetime}: the trainer's new time for a session. */
function propose(e) {
  const datetime = gb.asString(e.requestInfo().body.datetime)
  let made = null
  gb.inTransaction(e, (txApp) => {
    const old = gb.findById(txApp, 'bookings', e.request.pathValue('id'))
    if (!old || old.getString('gymBuddy') !== e.auth.id) {
      throw new NotFoundError('The booking was not found.')
    }
    if (fx().statusOf(old) !== STATUS.confirmed) {
      gb.fail('status', 'validation_booking_status', 'Only a confirmed session can be moved.')
    }
    const booker = gb.findById(txApp, 'users', old.getString('booker'))
    const body = {
      booker: booker.id,
      gymBuddy: e.auth.id,
      datetime,
      status: STATUS.requested,
      venue: old.getString('venue'),
      rescheduleOf: old.id,
    }
    const booking = new Record(txApp.findCachedCollectionByNameOrId('bookings'))
    for (const key of Object.keys(body)) booking.set(key, body[key])
    // Checked exactly as the client's own move to that time (slot, hours, notice, busy calendar,
    // clashes, the 12-hour rule on the session it moves).
    bk().checkNewBooking(memberEvent(booker, booking, body), txApp)
    booking.set('proposed', true)
    require(`${__hooks}/lib/payments/payments.js`).fillNewBooking(txApp, booking)
    txApp.save(booking)
    made = booking
  })
  return e.json(200, { id: made.id, datetime: made.getString('datetime') })
}

/** POST /api/gymbuddy/bookings/{id}/proposal {accept}: the client answers the trainer's new time. */
function answer(e) {
  const accept = e.requestInfo().body.accept === true
  gb.inTransaction(e, (txApp) => {
    const booking = gb.findById(txApp, 'bookings', e.request.pathValue('id'))
    if (!booking || booking.getString('booker') !== e.auth.id || !booking.getBool('proposed')) {
      throw new NotFoundError('The booking was not found.')
    }
    const trainer = gb.findById(txApp, 'users', booking.getString('gymBuddy'))
    const to = accept ? STATUS.confirmed : STATUS.declined
    booking.set('status', to)
    booking.set('reason', '')
    $app.store().set(ACCEPTING + booking.id, true)
    try {
      // The trainer's own answer checks (expired, slot taken, clash, busy calendar at confirm).
      bk().checkBookingChange(memberEvent(trainer, booking, { status: to }), txApp)
      txApp.save(booking)
    } finally {
      $app.store().remove(ACCEPTING + booking.id)
    }
  })
  return e.json(200, { accepted: accept })
}

module.exports = { isOwnProposal, propose, answer }
