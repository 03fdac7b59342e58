/// <reference path="../../pb_data/types.d.ts" />
// A trainer's "Received this month" (docs/payments.md, GET /api/gymbuddy/payments/received):
// every amount received in the Singapore month, whatever it paid for. A session counts when its
// payment was marked received this month and still stands (a refunded one has left); a package
// counts when its payment was confirmed (activated) this month, less the credits refunded.
// Tested by tests/received-this-month.test.ts.
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { PAYMENT, PURCHASE } = br

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The Singapore month holding `ms`: { month: 'YYYY-MM', from, to } as stored dates. */
function sgtMonthOf(ms) {
  const sgt = new Date(ms + br.SGT_OFFSET_MS)
  const start = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), 1) - br.SGT_OFFSET_MS
  const end = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth() + 1, 1) - br.SGT_OFFSET_MS
  return { month: sgt.toISOString().slice(0, 7), from: stored(start), to: stored(end) }
}

function sumOf(app, sql, params) {
  const row = new DynamicModel({ total: 0 })
  app.db().newQuery(sql).bind(params).one(row)
  return Math.round(row.total * 100) / 100
}

/** { month, total, sessions, packages } received by `trainerId` in the Singapore month of `now`. */
function receivedInMonth(app, trainerId, now) {
  const span = sgtMonthOf(now)
  const params = { me: trainerId, from: span.from, to: span.to }
  const sessions = sumOf(
    app,
    `SELECT COALESCE(SUM(price), 0) AS total FROM bookings
     WHERE gymBuddy = {:me} AND payment = '${PAYMENT.received}' AND paymentAt >= {:from} AND paymentAt < {:to}`,
    params,
  )
  // A refund gives back the unused credits' share of the price; what was used stays received.
  const packages = sumOf(
    app,
    `SELECT COALESCE(SUM(p.price * (p.sessions + COALESCE(
       (SELECT SUM(l.delta) FROM credit_ledger l WHERE l.purchase = p.id AND l.reason = 'refund'), 0
     )) / MAX(p.sessions, 1)), 0) AS total
     FROM package_purchases p
     WHERE p.trainer = {:me} AND p.status IN ('${PURCHASE.active}', '${PURCHASE.expired}', '${PURCHASE.refunded}')
       AND p.paidAt >= {:from} AND p.paidAt < {:to}`,
    params,
  )
  return {
    month: span.month,
    total: Math.round((sessions + packages) * 100) / 100,
    sessions: sessions,
    packages: packages,
  }
}

module.exports = { receivedInMonth }
