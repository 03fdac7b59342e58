/// <reference path="../pb_data/types.d.ts" />
// Paying for training (docs/payments.md): prices and payment states on bookings
// (lib/payments/payments.js), packages, purchases and the credit ledger (lib/payments/credits.js), the PayNow QR
// routes (lib/payments/paynow_routes.js) and PayNow details only their trainer reads. These booking hooks
// run after pb_hooks/bookings.pb.js's (files load in name order), inside its transaction.

// A member's request: the price is the trainer's rate now; a package must be theirs and usable.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/payments/payments.js`).fillNewBooking(e.app, e.record)
    require(`${__hooks}/lib/payments/credits.js`).checkRequestPurchase(e.app, e.record)
  }
  e.next()
}, 'bookings')

// Every path (API, cascades, crons, superusers): confirming starts the payment and spends a credit
// (refused with validation_no_credit when none is left); cancel, decline or expiry gives it back.
// Handlers run in their own contexts: the shared steps live in lib/payments/credits.js.
onRecordCreateExecute((e) => {
  require(`${__hooks}/lib/payments/credits.js`).saveBooking(e, '')
}, 'bookings')

onRecordUpdateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
  const stored = gb.findById(e.app, 'bookings', e.record.id)
  require(`${__hooks}/lib/payments/credits.js`).saveBooking(
    e,
    (stored || e.record.original()).getString('status') || STATUS.requested,
  )
}, 'bookings')

// The payment's notifications, in the same transaction as the change.
onRecordUpdate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'bookings', e.record.id)
    const before = stored ? stored.getString('payment') : ''
    e.next()
    const after = e.record.getString('payment')
    if (after !== before) {
      require(`${__hooks}/lib/payments/payment_notices.js`).paymentChanged(txApp, e.record, after)
    }
  })
}, 'bookings')

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/credits.js`).fillNewPurchase(e)
  e.next()
}, 'package_purchases')

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/credits.js`).checkPurchaseChange(e)
  e.next()
}, 'package_purchases')

onRecordCreateExecute((e) => {
  require(`${__hooks}/lib/payments/credits.js`).savePurchase(e, '')
}, 'package_purchases')

onRecordUpdateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const stored = gb.findById(e.app, 'package_purchases', e.record.id)
  require(`${__hooks}/lib/payments/credits.js`).savePurchase(
    e,
    (stored || e.record.original()).getString('status'),
  )
}, 'package_purchases')

// Packages: the offer's figures within booking_rules.json's bounds; the trainer is fixed.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/packages.js`).checkPackage(e.record)
  e.next()
}, 'packages')

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/packages.js`).checkPackage(e.record)
  e.next()
}, 'packages')

// PayNow details: hidden from every record read; their trainer gets them back in when_where.pb.js's
// one enrich hook of trainer_profiles, and writes them through POST /api/gymbuddy/paynow.
routerAdd(
  'GET',
  '/api/gymbuddy/bookings/{id}/paynow',
  (e) => require(`${__hooks}/lib/payments/paynow_routes.js`).bookingPayNow(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/gymbuddy/purchases/{id}/paynow',
  (e) => require(`${__hooks}/lib/payments/paynow_routes.js`).purchasePayNow(e),
  $apis.requireAuth('users'),
)

// The trainer gives back a package session a client's late cancel or no-show spent.
routerAdd(
  'POST',
  '/api/gymbuddy/bookings/{id}/restore-credit',
  (e) => require(`${__hooks}/lib/payments/late_fees.js`).restoreCredit(e),
  $apis.requireAuth('users'),
)

// The client of a pending purchase says they paid (the only way claimedAt is set).
routerAdd(
  'POST',
  '/api/gymbuddy/purchases/{id}/paid',
  (e) => require(`${__hooks}/lib/payments/purchase_claims.js`).claimPurchase(e),
  $apis.requireAuth('users'),
)

// A trainer's "Received this month": sessions and packages alike (lib/payments/earnings.js).
routerAdd(
  'GET',
  '/api/gymbuddy/payments/received',
  (e) =>
    e.json(
      200,
      require(`${__hooks}/lib/payments/earnings.js`).receivedInMonth(e.app, e.auth.id, Date.now()),
    ),
  $apis.requireAuth('users'),
)

// A trainer's earnings by Singapore month, and every payment as a CSV (lib/payments/earnings.js,
// lib/payments/payments_csv.js); anyone else is refused: only a trainer is paid.
routerAdd(
  'GET',
  '/api/gymbuddy/payments/earnings',
  (e) => {
    if (e.auth.getString('userType') !== 'trainer')
      throw new ForbiddenError('Only trainers have earnings.')
    return e.json(
      200,
      require(`${__hooks}/lib/payments/earnings.js`).earningsByMonth(e.app, e.auth.id, Date.now()),
    )
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/gymbuddy/payments/earnings.csv',
  (e) => {
    if (e.auth.getString('userType') !== 'trainer')
      throw new ForbiddenError('Only trainers have earnings.')
    const csv = require(`${__hooks}/lib/payments/payments_csv.js`).paymentsCsv(e.app, e.auth.id)
    const header = e.response.header()
    header.set('Content-Type', 'text/csv; charset=utf-8')
    header.set('Content-Disposition', 'attachment; filename="gymbuddy-payments.csv"')
    header.set('Cache-Control', 'no-store')
    return e.string(200, csv)
  },
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/paynow',
  (e) => require(`${__hooks}/lib/payments/packages.js`).savePayNowDetails(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/gymbuddy/credits',
  (e) =>
    e.json(200, {
      items: require(`${__hooks}/lib/payments/credits.js`).creditsOf(e.app, e.auth.id),
    }),
  $apis.requireAuth('users'),
)

// Purchases past their expiresAt expire (the rest of the balance goes); 7 days before, a notice.
cronAdd('packagesExpire', '*/5 * * * *', () => {
  require(`${__hooks}/lib/payments/credits.js`).expirePurchases($app)
})
