/// <reference path="../../pb_data/types.d.ts" />
// A package paying for sessions booked before it was bought (docs/payments.md, "Covering booked
// sessions"): GET /api/gymbuddy/purchases/{id}/cover lists the client's upcoming unpaid sessions
// with that trainer and the credits free for them; POST takes some of them ({ bookings: "id,id" })
// and pays each with one credit, as a request made with the package would: a confirmed session is
// marked `package` and spends its credit now, a request spends it when the trainer confirms, and
// a cancel gives it back (lib/payments/credits.js). Tested by tests/package-cover.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { PAYMENT, PURCHASE, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

const NOT_FOUND = "The requested resource wasn't found."
const OPEN = [STATUS.requested, STATUS.confirmed]
// A session with one of these already has its money settled (or claimed): a credit would pay twice.
const UNPAID = ['', PAYMENT.unpaid]

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The purchase of the signed-in client, else a 404 (a trainer or a stranger learns nothing). */
function ownPurchase(app, e) {
  const purchase = gb.findById(app, 'package_purchases', e.request.pathValue('id'))
  if (!purchase || purchase.getString('client') !== e.auth.id) throw new NotFoundError(NOT_FOUND)
  return purchase
}

/** True when the session can still be paid by this purchase's credits. */
function coverable(booking, purchase, now) {
  const at = gb.dateOf(booking, 'datetime')
  return (
    booking.getString('booker') === purchase.getString('client') &&
    booking.getString('gymBuddy') === purchase.getString('trainer') &&
    OPEN.indexOf(booking.getString('status') || STATUS.requested) !== -1 &&
    !booking.getString('purchase') &&
    UNPAID.indexOf(booking.getString('payment')) !== -1 &&
    !!at &&
    at.getTime() > now
  )
}

/** Requests already naming this purchase hold a credit each until they are answered. */
function heldBy(app, purchaseId) {
  const row = new DynamicModel({ held: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS held FROM bookings WHERE purchase = {:p} AND status = '${STATUS.requested}' AND datetime > {:now}`,
    )
    .bind({ p: purchaseId, now: stored(Date.now()) })
    .one(row)
  return row.held
}

/** Credits the purchase can still give to sessions: none unless it is active and unexpired. */
function freeCredits(app, purchase) {
  if (purchase.getString('status') !== PURCHASE.active) return 0
  const expires = gb.dateOf(purchase, 'expiresAt')
  if (expires && expires.getTime() <= Date.now()) return 0
  const credits = require(`${__hooks}/lib/payments/credits.js`)
  return Math.max(0, credits.balanceOf(app, purchase.id) - heldBy(app, purchase.id))
}

/** The client's upcoming unpaid sessions with the trainer that the purchase can pay, soonest first. */
function candidatesOf(app, purchase) {
  const now = Date.now()
  const rows = app.findRecordsByFilter(
    'bookings',
    `booker = {:c} && gymBuddy = {:t} && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}') && purchase = '' && datetime > {:now}`,
    'datetime',
    200,
    0,
    { c: purchase.getString('client'), t: purchase.getString('trainer'), now: stored(now) },
  )
  return rows.filter((booking) => coverable(booking, purchase, now))
}

/** GET: what the client may cover, and with how many credits. */
function coverChoices(e) {
  const purchase = ownPurchase(e.app, e)
  const bookings = freeCredits(e.app, purchase) > 0 ? candidatesOf(e.app, purchase) : []
  return e.json(200, {
    purchase: purchase.id,
    credits: freeCredits(e.app, purchase),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      datetime: booking.getString('datetime'),
      status: booking.getString('status') || STATUS.requested,
      venue: booking.getString('venue'),
      price: booking.getFloat('price'),
      series: booking.getString('series'),
    })),
  })
}

/** The ids the body names: "id,id" (the route guard takes text fields only), each once. */
function idsOf(body) {
  const ids = gb
    .asString(body.bookings)
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) gb.fail('bookings', 'validation_required', 'Choose at least one session.')
  return ids.filter((id, i) => ids.indexOf(id) === i)
}

/** The trainer hears once that the client's package now pays for N of their booked sessions. */
function tellTrainer(app, purchase, covered) {
  const client = gb.findById(app, 'users', purchase.getString('client'))
  const record = new Record(app.findCollectionByNameOrId('notifications'))
  record.set('user', purchase.getString('trainer'))
  record.set('kind', 'package_covered')
  record.set('purchase', purchase.id)
  record.set('actor', purchase.getString('client'))
  record.set('actorName', (client && client.getString('name')) || 'A member')
  record.set('datetime', covered[0].getString('datetime'))
  record.set('role', 'trainer')
  record.set('count', covered.length)
  record.set('emailStatus', 'pending')
  record.set('emailAttempts', 0)
  app.save(record)
}

/**
 * POST: each named session is paid by one credit, all or none. Refusals name `bookings`: a
 * session that is not the client's upcoming unpaid one with this trainer, or more sessions than
 * free credits (validation_no_credit).
 */
function coverBookings(e) {
  const body = e.requestInfo().body || {}
  let answer = null
  e.app.runInTransaction((txApp) => {
    const purchase = ownPurchase(txApp, e)
    const ids = idsOf(body)
    const now = Date.now()
    const chosen = ids.map((id) => {
      const booking = gb.findById(txApp, 'bookings', id)
      if (!booking || !coverable(booking, purchase, now)) {
        gb.fail(
          'bookings',
          'validation_not_coverable',
          'Only your upcoming unpaid sessions with this trainer can use the package.',
        )
      }
      return booking
    })
    const free = freeCredits(txApp, purchase)
    if (chosen.length > free) {
      gb.fail(
        'bookings',
        'validation_no_credit',
        free === 0
          ? 'This package has no session left.'
          : `This package has ${free} ${free === 1 ? 'session' : 'sessions'} left: choose up to ${free}.`,
      )
    }
    const credits = require(`${__hooks}/lib/payments/credits.js`)
    chosen.sort((a, b) => a.getString('datetime').localeCompare(b.getString('datetime')))
    for (const booking of chosen) {
      booking.set('purchase', purchase.id)
      if (booking.getString('status') === STATUS.confirmed) {
        booking.set('payment', PAYMENT.package)
        booking.set('paymentAt', stored(now))
      }
      txApp.save(booking)
      // A confirmed session spends now, as its confirm would have; a request spends on its confirm.
      if (booking.getString('status') === STATUS.confirmed) {
        credits.spendCredit(txApp, purchase.id, booking.id)
      }
    }
    tellTrainer(txApp, purchase, chosen)
    answer = {
      purchase: purchase.id,
      covered: chosen.map((booking) => booking.id),
      remaining: credits.balanceOf(txApp, purchase.id),
    }
  })
  return e.json(200, answer)
}

module.exports = { coverChoices, coverBookings }
