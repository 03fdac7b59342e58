/// <reference path="../../pb_data/types.d.ts" />
// A trainer's late-cancel and no-show policy (docs/payments.md, "Late cancels and no-shows"). The
// policy is copied onto a booking when it is requested (`bookings.policy`) and never changes
// after. A client's late cancel or final no-show then costs, under `forfeit_credit` or `fee`, the
// package session (not given back), and under `fee`, for a session paid one by one, a fee from
// the agreed price (`feeDue`, payment `fee_due`, paid by PayNow as a session is). The trainer
// waives a fee (payment `waived`) or gives a credit back (restoreCredit) in one click.
// The app's twin of feeOf and the policy words: src/content/late-cancel-policy.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { OUTCOME, PAYMENT, STATUS } = br

const POLICIES = Object.keys(br.rules.lateCancel.policies)
const NONE = POLICIES[0]
const FORFEIT = 'forfeit_credit'
const FEE = 'fee'

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

function pctOf(value) {
  const pct = Math.round(Number(value) || 0)
  return Math.min(100, Math.max(0, pct))
}

/** The trainer’s policy now: { lateCancelPolicy, lateCancelFeePct, noShowFeePct }. */
function policyOf(app, trainerId) {
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:user}', { user: trainerId })
  const name = profile ? profile.getString('lateCancelPolicy') : ''
  return {
    lateCancelPolicy: POLICIES.indexOf(name) === -1 ? NONE : name,
    lateCancelFeePct: profile ? pctOf(profile.getInt('lateCancelFeePct')) : 0,
    noShowFeePct: profile ? pctOf(profile.getInt('noShowFeePct')) : 0,
  }
}

/** The policy a booking was made under (a booking from before policies: none). */
function frozenPolicy(booking) {
  const value = gb.jsonValue(booking, 'policy')
  if (!value || POLICIES.indexOf(value.lateCancelPolicy) === -1) {
    return { lateCancelPolicy: NONE, lateCancelFeePct: 0, noShowFeePct: 0 }
  }
  return value
}

/** A new booking (every path): the trainer’s policy now, whatever the body said. */
function freezePolicy(app, record) {
  record.set('policy', policyOf(app, record.getString('gymBuddy')))
  record.set('feeDue', 0)
}

/** `pct` percent of `price`, in SGD to the cent. */
function feeOf(price, pct) {
  return Math.round(price * pct) / 100
}

/** True when this client late cancel or no-show spends the package session for good. */
function forfeitsCredit(booking) {
  const name = frozenPolicy(booking).lateCancelPolicy
  return (name === FORFEIT || name === FEE) && isClientLateCancel(booking)
}

function isClientLateCancel(booking) {
  return (
    booking.getBool('lateCancel') &&
    booking.getString('cancelledBy') === booking.getString('booker') &&
    booking.getString('status') === STATUS.cancelled &&
    // A member closing their account leaves owing nothing, and their credits go back first.
    !require(`${__hooks}/lib/privacy/account_close.js`).isClosingCancel(booking)
  )
}

/** Before the save: a fee due on a session paid one by one, when the frozen policy charges one. */
function chargeFee(record, pctField) {
  const policy = frozenPolicy(record)
  if (policy.lateCancelPolicy !== FEE || record.getString('purchase')) return
  if (record.getFloat('feeDue') > 0) return
  const payment = record.getString('payment')
  if (payment && payment !== PAYMENT.unpaid) return
  const fee = feeOf(record.getFloat('price'), pctOf(policy[pctField]))
  if (!(fee > 0)) return
  record.set('feeDue', fee)
  record.set('payment', PAYMENT.fee_due)
  record.set('paymentAt', stored(Date.now()))
}

/** A client's cancel after the cancel deadline (attendance_effects marks it lateCancel first). */
function applyLateCancel(record) {
  if (isClientLateCancel(record)) chargeFee(record, 'lateCancelFeePct')
}

/** True once a client no-show is final: settled, agreed by both, or the answers closed undisputed. */
function isFinalNoShow(record, now) {
  if (record.getString('status') !== STATUS.confirmed) return false
  if (record.getString('outcome') !== OUTCOME.client_no_show) return false
  if (record.getString('outcomeSettledAt')) return true
  if (record.getBool('outcomeDisputed')) return false
  if (record.getString('outcomeReply') === OUTCOME.client_no_show) return true
  const windows = require(`${__hooks}/lib/attendance/booking_outcomes.js`).windowOf(record)
  return now > windows.closes
}

/** Before a booking save (every path): a final client no-show owes its fee. */
function applyNoShow(record) {
  if (isFinalNoShow(record, Date.now())) chargeFee(record, 'noShowFeePct')
}

/** The cron job: no-shows whose answers closed undisputed since the last run get their fee. */
function chargeClosedNoShows(app) {
  const closedBefore =
    Date.now() - (br.rules.sessionHours + br.rules.outcomeWindowHours) * br.HOUR_MS
  const due = app.findRecordsByFilter(
    'bookings',
    `status = '${STATUS.confirmed}' && outcome = '${OUTCOME.client_no_show}' && outcomeDisputed = false && feeDue = 0 && payment = '${PAYMENT.unpaid}' && purchase = '' && datetime <= {:before}`,
    'datetime',
    1000,
    0,
    { before: stored(closedBefore) },
  )
  let charged = 0
  for (const candidate of due) {
    if (frozenPolicy(candidate).lateCancelPolicy !== FEE) continue
    app.runInTransaction((txApp) => {
      const record = gb.findById(txApp, 'bookings', candidate.id)
      if (!record) return
      applyNoShow(record)
      if (record.getFloat('feeDue') > 0) {
        txApp.save(record)
        charged += 1
      }
    })
  }
  return charged
}

/**
 * POST /api/gymbuddy/bookings/{id}/restore-credit: the trainer gives back the package session a
 * client's late cancel or no-show spent. Refusals name why.
 */
function restoreCredit(e) {
  const refuse = (code, message) => gb.fail('booking', code, message)
  let restored = null
  e.app.runInTransaction((txApp) => {
    const booking = gb.findById(txApp, 'bookings', e.request.pathValue('id'))
    if (!booking || booking.getString('gymBuddy') !== e.auth.id) {
      throw new NotFoundError("The requested resource wasn't found.")
    }
    const noShow = booking.getString('outcome') === OUTCOME.client_no_show
    if (!booking.getString('purchase') || !(isClientLateCancel(booking) || noShow)) {
      refuse(
        'validation_no_forfeit',
        'Only a package session spent by a late cancel or a no-show can be given back.',
      )
    }
    const credits = require(`${__hooks}/lib/payments/credits.js`)
    const result = credits.giveBack(txApp, booking)
    if (result === 'given')
      refuse('validation_credit_restored', 'This session was given back already.')
    if (result === 'lapsed') {
      refuse('validation_purchase_status', 'This package is no longer active: its sessions lapsed.')
    }
    booking.set('creditRestoredAt', stored(Date.now()))
    txApp.save(booking)
    restored = credits.balanceOf(txApp, booking.getString('purchase'))
  })
  return e.json(200, { remaining: restored })
}

module.exports = {
  freezePolicy,
  forfeitsCredit,
  applyLateCancel,
  applyNoShow,
  chargeClosedNoShows,
  restoreCredit,
}
