/// <reference path="../../pb_data/types.d.ts" />
// A trainer's earnings (docs/payments.md, "Earnings"), by Singapore month, and every payment as a
// CSV. A session counts as held in the month it took place (confirmed, started, and neither side
// nor the weather stopped it); money counts as received in the month it was marked received (a
// refunded session has left; a package counts when activated, less the credits refunded) and as
// outstanding in the month of its session. A booking with `feeDue > 0` is paying a fee (that
// amount), not a session. "Received this month" is the current month's row.
// Tested by tests/earnings.test.ts and tests/package-claims.test.ts (Received this month).
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { OUTCOME, PAYMENT, PURCHASE, STATUS } = br

const MAX_MONTHS = 36

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

/** SQL: the Singapore month ('YYYY-MM') of a stored date column. */
function monthOf(column) {
  return `strftime('%Y-%m', ${column}, '+${br.rules.sgtOffsetHours} hours')`
}

// A session that did not take place: no one owes or earns it as a session.
const NOT_HELD = `outcome IN ('${OUTCOME.client_no_show}', '${OUTCOME.trainer_no_show}', '${OUTCOME.weather}')`
const HELD = `status = '${STATUS.confirmed}' AND datetime < {:now} AND NOT ${NOT_HELD}`
const OWED = `('${PAYMENT.unpaid}', '${PAYMENT.claimed}', '${PAYMENT.fee_due}')`

/** Each figure: [name, bucketing column, SQL value, rows (after FROM ... WHERE owner)]. */
const FIGURES = [
  ['sessionsHeld', 'datetime', 'COUNT(*)', `bookings WHERE gymBuddy = {:me} AND ${HELD}`],
  [
    'sessionsReceived',
    'paymentAt',
    'SUM(price)',
    `bookings WHERE gymBuddy = {:me} AND feeDue <= 0 AND payment = '${PAYMENT.received}'`,
  ],
  [
    'sessionsOutstanding',
    'datetime',
    'SUM(price)',
    `bookings WHERE gymBuddy = {:me} AND feeDue <= 0 AND ${HELD} AND payment IN ${OWED}`,
  ],
  [
    'feesReceived',
    'paymentAt',
    'SUM(feeDue)',
    `bookings WHERE gymBuddy = {:me} AND feeDue > 0 AND payment = '${PAYMENT.received}'`,
  ],
  [
    'feesOutstanding',
    'datetime',
    'SUM(feeDue)',
    `bookings WHERE gymBuddy = {:me} AND feeDue > 0 AND payment IN ${OWED}`,
  ],
  [
    'packagesSold',
    'paidAt',
    'COUNT(*)',
    `package_purchases p WHERE p.trainer = {:me} AND p.paidAt != '' AND p.status IN ('${PURCHASE.active}', '${PURCHASE.expired}', '${PURCHASE.refunded}')`,
  ],
  [
    // A refund gives back the unused credits' share of the price; what was used stays received.
    'packagesReceived',
    'paidAt',
    `SUM(p.price * (p.sessions + COALESCE(
       (SELECT SUM(l.delta) FROM credit_ledger l WHERE l.purchase = p.id AND l.reason = 'refund'), 0
     )) / MAX(p.sessions, 1))`,
    `package_purchases p WHERE p.trainer = {:me} AND p.paidAt != '' AND p.status IN ('${PURCHASE.active}', '${PURCHASE.expired}', '${PURCHASE.refunded}')`,
  ],
]

function cents(value) {
  return Math.round(value * 100) / 100
}

/**
 * { months: [{ month, sessionsHeld, received, outstanding, sessions: { received, outstanding },
 * fees: { received, outstanding }, packages: { sold, received } }] }, newest first, every month
 * with something in it (at most 36); `span` keeps one month only.
 */
function earningsByMonth(app, trainerId, now, span) {
  const byMonth = {}
  const params = { me: trainerId, now: stored(now) }
  for (const [name, column, value, rows] of FIGURES) {
    const within = span ? ` AND ${column} >= {:from} AND ${column} < {:to}` : ''
    const found = arrayOf(new DynamicModel({ month: '', total: 0 }))
    app
      .db()
      .newQuery(
        `SELECT ${monthOf(column)} AS month, COALESCE(${value}, 0) AS total FROM ${rows}${within}
         GROUP BY month`,
      )
      .bind(span ? Object.assign({ from: span.from, to: span.to }, params) : params)
      .all(found)
    for (const row of found) {
      if (!row.month) continue
      byMonth[row.month] = byMonth[row.month] || {}
      byMonth[row.month][name] = row.total
    }
  }
  const months = Object.keys(byMonth).sort().reverse().slice(0, MAX_MONTHS)
  return {
    months: months.map((month) => {
      const f = (name) => byMonth[month][name] || 0
      const sessions = {
        received: cents(f('sessionsReceived')),
        outstanding: cents(f('sessionsOutstanding')),
      }
      const fees = { received: cents(f('feesReceived')), outstanding: cents(f('feesOutstanding')) }
      const packages = { sold: f('packagesSold'), received: cents(f('packagesReceived')) }
      return {
        month: month,
        sessionsHeld: f('sessionsHeld'),
        received: cents(sessions.received + fees.received + packages.received),
        outstanding: cents(sessions.outstanding + fees.outstanding),
        sessions: sessions,
        fees: fees,
        packages: packages,
      }
    }),
  }
}

/** { month, total, sessions, packages } received by `trainerId` in the Singapore month of `now`. */
function receivedInMonth(app, trainerId, now) {
  const span = sgtMonthOf(now)
  const row = earningsByMonth(app, trainerId, now, span).months[0]
  const sessions = row ? cents(row.sessions.received + row.fees.received) : 0
  const packages = row ? row.packages.received : 0
  return {
    month: span.month,
    total: cents(sessions + packages),
    sessions: sessions,
    packages: packages,
  }
}

module.exports = { earningsByMonth, receivedInMonth }
