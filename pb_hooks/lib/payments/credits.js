/// <reference path="../../pb_data/types.d.ts" />
// Session packages and their credits (docs/payments.md). A purchase's balance is the sum of its
// credit_ledger deltas (an index search on (purchase, delta)); the ledger is written here only,
// inside the transaction of the change that causes it: +sessions when the trainer activates a
// purchase, -1 when a booking made with it is confirmed, +1 when that booking is cancelled,
// declined or expires, the rest when the purchase expires or is refunded.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { PURCHASE, STATUS } = br

const RULES = br.rules.payments
const TERMS = require(`${__hooks}/lib/payments/agreed_terms.json`).package_purchases.terms
const NO_CREDIT = 'This package has no session left.'

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The purchase's balance: the sum of its ledger rows. */
function balanceOf(app, purchaseId) {
  const row = new DynamicModel({ total: 0 })
  app
    .db()
    .newQuery('SELECT COALESCE(SUM(delta), 0) AS total FROM credit_ledger WHERE purchase = {:p}')
    .bind({ p: purchaseId })
    .one(row)
  return row.total
}

function writeLedger(app, purchaseId, bookingId, delta, reason) {
  const record = new Record(app.findCollectionByNameOrId('credit_ledger'))
  record.set('purchase', purchaseId)
  record.set('booking', bookingId || '')
  record.set('delta', delta)
  record.set('reason', reason)
  app.save(record)
}

function ledgerRow(app, bookingId, reason) {
  return gb.findFirst(app, 'credit_ledger', 'booking = {:b} && reason = {:r}', {
    b: bookingId,
    r: reason,
  })
}

/** True when the purchase can pay for a session now: active, not past its expiry, balance > 0. */
function usable(app, purchase) {
  if (!purchase || purchase.getString('status') !== PURCHASE.active) return false
  const expires = gb.dateOf(purchase, 'expiresAt')
  if (expires && expires.getTime() <= Date.now()) return false
  return balanceOf(app, purchase.id) > 0
}

/** A member's request with a package: theirs, with this trainer, usable now. */
function checkRequestPurchase(app, record) {
  const id = record.getString('purchase')
  if (!id) return
  const purchase = gb.findById(app, 'package_purchases', id)
  if (
    !purchase ||
    purchase.getString('client') !== record.getString('booker') ||
    purchase.getString('trainer') !== record.getString('gymBuddy')
  ) {
    gb.fail('purchase', 'validation_no_credit', 'This package is not yours with this trainer.')
  }
  if (!usable(app, purchase)) gb.fail('purchase', 'validation_no_credit', NO_CREDIT)
}

/** Model level, before a booking becomes confirmed: its package must still pay for it. */
function checkConfirm(app, record) {
  const id = record.getString('purchase')
  if (!id || ledgerRow(app, record.id, 'session')) return
  if (!usable(app, gb.findById(app, 'package_purchases', id))) {
    gb.fail('status', 'validation_no_credit', NO_CREDIT)
  }
}

/** Model level, after the save: -1 on confirming, +1 back when the session will not happen. */
function afterSave(app, record, from) {
  const id = record.getString('purchase')
  if (!id) return
  const to = record.getString('status') || STATUS.requested
  if (
    to === STATUS.confirmed &&
    from !== STATUS.confirmed &&
    !ledgerRow(app, record.id, 'session')
  ) {
    writeLedger(app, id, record.id, -1, 'session')
  }
  const gone = br.isFinal(to)
  // A client's late cancel under a policy that spends the session keeps it spent (late_fees.js).
  const forfeited = require(`${__hooks}/lib/payments/late_fees.js`).forfeitsCredit(record)
  if (gone && from !== to && !forfeited && ledgerRow(app, record.id, 'session')) {
    const purchase = gb.findById(app, 'package_purchases', id)
    // A credit given back to a lapsed package would outlive it: it went with the expiry.
    if (
      purchase &&
      purchase.getString('status') === PURCHASE.active &&
      !ledgerRow(app, record.id, 'restore')
    ) {
      writeLedger(app, id, record.id, 1, 'restore')
    }
  }
}

/** The trainer gives a spent session back: 'ok', or why not ('given' already, 'lapsed' package). */
function giveBack(app, booking) {
  const id = booking.getString('purchase')
  if (!ledgerRow(app, booking.id, 'session') || ledgerRow(app, booking.id, 'restore')) {
    return 'given'
  }
  const purchase = gb.findById(app, 'package_purchases', id)
  if (!purchase || purchase.getString('status') !== PURCHASE.active) return 'lapsed'
  writeLedger(app, id, booking.id, 1, 'restore')
  return 'ok'
}

/** One credit spent on the booking (once: the partial unique index keeps one per booking). */
function spendCredit(app, purchaseId, bookingId) {
  if (!ledgerRow(app, bookingId, 'session')) writeLedger(app, purchaseId, bookingId, -1, 'session')
}

/** POST package_purchases by a client: only package and client are theirs to give. */
function fillNewPurchase(e) {
  const record = e.record
  const pkg = gb.findById(e.app, 'packages', record.getString('package'))
  if (!pkg || !pkg.getBool('active')) {
    gb.fail('package', 'validation_package_inactive', 'This package is not on offer.')
  }
  if (pkg.getString('trainer') === e.auth.id) {
    gb.fail('package', 'validation_booking_self', 'You cannot buy your own package.')
  }
  const pending = gb.findFirst(
    e.app,
    'package_purchases',
    `client = {:c} && package = {:p} && status = '${PURCHASE.pending}'`,
    { c: e.auth.id, p: pkg.id },
  )
  if (pending) {
    gb.fail('package', 'validation_purchase_pending', 'You already asked for this package.')
  }
  record.set('trainer', pkg.getString('trainer'))
  // Every term the client saw (lib/payments/agreed_terms.json), as the package reads now.
  for (const field of Object.keys(TERMS)) record.set(field, pkg.get(TERMS[field][0]))
  record.set('status', PURCHASE.pending)
  record.set('paidAt', '')
  record.set('expiresAt', '')
  record.set('claimedAt', '')
  record.set('clientLeftAt', '')
  record.set('leftUnused', 0)
}

/** PATCH package_purchases by its trainer: only the status, pending -> active -> refunded. */
function checkPurchaseChange(e) {
  const record = e.record
  const stored = gb.findById(e.app, 'package_purchases', record.id)
  for (const field of [
    // eslint-disable-next-line gymbuddy/no-status-literal -- the purchase's package field
    'package',
    'client',
    'trainer',
    ...Object.keys(TERMS),
    'paidAt',
    'expiresAt',
    'claimedAt',
    'clientLeftAt',
    'leftUnused',
  ]) {
    if (record.getString(field) !== stored.getString(field)) {
      gb.fail(field, 'validation_purchase_readonly', 'Only the status of a purchase can change.')
    }
  }
  const from = stored.getString('status')
  const to = record.getString('status')
  if (from === to) return
  if (!(
    (from === PURCHASE.pending && to === PURCHASE.active) ||
    (from === PURCHASE.active && to === PURCHASE.refunded)
  )) {
    gb.fail('status', 'validation_purchase_status', `A ${from} purchase cannot become ${to}.`)
  }
}

/** Model level: activating sets paidAt, expiresAt and the credits; a refund takes the rest. */
function purchaseBeforeSave(app, record, from) {
  const to = record.getString('status')
  if (!from) {
    // A row written without the ask (a superuser's, the seed's) takes the terms the package has now.
    const pkg = gb.findById(app, 'packages', record.getString('package'))
    for (const field of Object.keys(TERMS)) {
      if (pkg && !record.get(field)) record.set(field, pkg.get(TERMS[field][0]))
    }
  }
  if (to === PURCHASE.active && from !== PURCHASE.active) {
    // As agreed when the client asked.
    const days = record.getInt('validDays') || RULES.packageValidDays.min
    record.set('paidAt', stored(Date.now()))
    record.set('expiresAt', stored(Date.now() + days * br.DAY_MS))
  }
}

function purchaseAfterSave(app, record, from) {
  const to = record.getString('status')
  const notices = require(`${__hooks}/lib/payments/payment_notices.js`)
  if (!from) notices.packageRequested(app, record)
  if (to === PURCHASE.active && from !== PURCHASE.active) {
    writeLedger(app, record.id, '', record.getInt('sessions'), 'purchase')
    notices.packageActivated(app, record)
  }
  if ((to === PURCHASE.refunded || to === PURCHASE.expired) && from === PURCHASE.active) {
    const rest = balanceOf(app, record.id)
    if (rest > 0)
      writeLedger(app, record.id, '', -rest, to === PURCHASE.refunded ? 'refund' : 'expiry')
  }
}

/** The cron job: active purchases past expiresAt expire; 7 days before, the client is told once. */
function expirePurchases(app) {
  const due = app.findRecordsByFilter(
    'package_purchases',
    `status = '${PURCHASE.active}' && expiresAt != '' && expiresAt <= {:now}`,
    'expiresAt',
    1000,
    0,
    { now: stored(Date.now()) },
  )
  for (const candidate of due) {
    try {
      app.runInTransaction((txApp) => {
        const record = gb.findById(txApp, 'package_purchases', candidate.id)
        if (!record || record.getString('status') !== PURCHASE.active) return
        record.set('status', PURCHASE.expired)
        txApp.save(record)
      })
    } catch (error) {
      app.logger().error('purchase not expired', 'purchase', candidate.id, 'error', String(error))
    }
  }
  const soon = app.findRecordsByFilter(
    'package_purchases',
    `status = '${PURCHASE.active}' && expiresAt != '' && expiresAt <= {:soon}`,
    'expiresAt',
    1000,
    0,
    { soon: stored(Date.now() + RULES.expiringNoticeDays * br.DAY_MS) },
  )
  for (const purchase of soon) {
    const told = gb.findFirst(
      app,
      'notifications',
      "kind = 'package_expiring' && purchase = {:p}",
      { p: purchase.id },
    )
    if (told || balanceOf(app, purchase.id) <= 0) continue
    try {
      app.runInTransaction((txApp) => {
        require(`${__hooks}/lib/payments/payment_notices.js`).packageExpiring(txApp, purchase)
      })
    } catch (error) {
      // Another run told first (unique index): that notice stands.
      app
        .logger()
        .warn('expiry notice not created', 'purchase', purchase.id, 'error', String(error))
    }
  }
  return due.length
}

/**
 * GET /api/gymbuddy/credits: the member's purchases on either side with their balances and the
 * two parties' names (a purchase makes them known to each other, as a booking does).
 */
function creditsOf(app, me) {
  const rows = app.findRecordsByFilter(
    'package_purchases',
    'client = {:me} || trainer = {:me}',
    '-created',
    500,
    0,
    { me: me },
  )
  const names = {}
  const nameOf = (id) => {
    if (!(id in names)) {
      const user = gb.findById(app, 'users', id)
      names[id] = user ? user.getString('name') : 'Former member'
    }
    return names[id]
  }
  return rows.map((purchase) => ({
    purchase: purchase.id,
    trainerName: nameOf(purchase.getString('trainer')),
    clientName: nameOf(purchase.getString('client')),
    package: purchase.getString('package'),
    trainer: purchase.getString('trainer'),
    client: purchase.getString('client'),
    status: purchase.getString('status'),
    sessions: purchase.getInt('sessions'),
    price: purchase.getFloat('price'),
    remaining: balanceOf(app, purchase.id),
    paidAt: purchase.getString('paidAt'),
    expiresAt: purchase.getString('expiresAt'),
    claimedAt: purchase.getString('claimedAt'),
    clientLeftAt: purchase.getString('clientLeftAt'),
    leftUnused: purchase.getInt('leftUnused'),
  }))
}

/**
 * onRecord*Execute of bookings (every path, inside the booking's transaction): confirming starts
 * the payment and spends a credit (refused with validation_no_credit when none is left); a
 * cancel, decline or expiry gives it back.
 */
function saveBooking(e, from) {
  gb.inTransaction(e, (txApp) => {
    const to = e.record.getString('status') || STATUS.requested
    if (to === STATUS.confirmed && from !== STATUS.confirmed) checkConfirm(txApp, e.record)
    require(`${__hooks}/lib/payments/payments.js`).beforeSave(txApp, e.record, from)
    if (!from) require(`${__hooks}/lib/payments/agreed_terms.js`).keepAgreedOnMove(txApp, e.record)
    e.next()
    afterSave(txApp, e.record, from)
  })
}

/** onRecord*Execute of package_purchases: activation dates before the save, credits after. */
function savePurchase(e, from) {
  gb.inTransaction(e, (txApp) => {
    purchaseBeforeSave(txApp, e.record, from)
    e.next()
    purchaseAfterSave(txApp, e.record, from)
  })
}

module.exports = {
  balanceOf,
  giveBack,
  saveBooking,
  savePurchase,
  checkRequestPurchase,
  fillNewPurchase,
  checkPurchaseChange,
  expirePurchases,
  creditsOf,
  spendCredit,
}
