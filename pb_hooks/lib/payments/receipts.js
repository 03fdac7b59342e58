/// <reference path="../../pb_data/types.d.ts" />
// Receipts (docs/payments.md, "Receipts"): one per payment a trainer marks received, written in
// the payment's own transaction (pb_hooks/receipts.pb.js) and numbered 1, 2, 3… per trainer with
// no gaps: the next number is read inside that transaction (PocketBase writes through one
// connection, so two receives never read the same maximum) and the unique index (trainer, number)
// is the last guard. Tests: tests/receipts.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { PAYMENT, PURCHASE, OUTCOME } = br
const RULES = require(`${__hooks}/lib/payments/receipts.json`)

/** The receipt kinds, from receipts.json: KIND.session, KIND.fee, KIND.package. */
const KIND = Object.fromEntries(Object.keys(RULES.kinds).map((kind) => [kind, kind]))

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The trainer's next receipt number: one more than their last, read inside the transaction. */
function nextNumber(app, trainerId) {
  const row = new DynamicModel({ last: 0 })
  app
    .db()
    .newQuery('SELECT COALESCE(MAX(number), 0) AS last FROM receipts WHERE trainer = {:t}')
    .bind({ t: trainerId })
    .one(row)
  return row.last + 1
}

function gstNumberOf(app, trainerId) {
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:u}', { u: trainerId })
  return profile ? profile.getString('gstNumber') : ''
}

function issue(app, input) {
  const record = new Record(app.findCollectionByNameOrId('receipts'))
  record.set('trainer', input.trainer)
  record.set('client', input.client)
  record.set('booking', input.booking || '')
  record.set('purchase', input.purchase || '')
  record.set('kind', input.kind)
  record.set('number', nextNumber(app, input.trainer))
  record.set('amount', input.amount)
  record.set('issuedAt', stored(Date.now()))
  record.set('item', input.item)
  record.set('gstNumber', gstNumberOf(app, input.trainer))
  app.save(record)
  return record
}

/** What a booking's payment paid for, in words, as the session stands now. */
function bookingItem(booking, kind) {
  const when = require(`${__hooks}/lib/notifications/notification_words.js`).sgtWhen(
    booking.getString('datetime'),
  )
  if (kind !== KIND.fee) return `Session on ${when}`
  const noShow = booking.getString('outcome') === OUTCOME.client_no_show
  return `${noShow ? 'No-show' : 'Late-cancel'} fee for the session on ${when}`
}

/** After a booking's save, in its transaction: a payment that became received gets its receipt. */
function afterBookingSave(app, booking, fromPayment) {
  if (booking.getString('payment') !== PAYMENT.received || fromPayment === PAYMENT.received) return
  const fee = booking.getFloat('feeDue')
  const kind = fee > 0 ? KIND.fee : KIND.session
  const taken = gb.findFirst(app, 'receipts', 'booking = {:b} && kind = {:k}', {
    b: booking.id,
    k: kind,
  })
  if (taken) return
  issue(app, {
    trainer: booking.getString('gymBuddy'),
    client: booking.getString('booker'),
    booking: booking.id,
    kind,
    amount: fee > 0 ? fee : booking.getFloat('price'),
    item: bookingItem(booking, kind),
  })
}

/** A purchase's package in words: "Package: 10 sessions", named as when the client asked. */
function purchaseItem(app, purchase) {
  const pkg = purchase.getString('name')
    ? null
    : gb.findById(app, 'packages', purchase.getString('package'))
  const name = require(`${__hooks}/lib/notifications/email_text.js`).oneLine(
    purchase.getString('name') || (pkg ? pkg.getString('name') : ''),
  )
  const sessions = `${purchase.getInt('sessions')} sessions`
  return `Package: ${name ? `“${name}”, ${sessions}` : sessions}`
}

/** After a purchase's save, in its transaction: a purchase that became active gets its receipt. */
function afterPurchaseSave(app, purchase, fromStatus) {
  if (purchase.getString('status') !== PURCHASE.active || fromStatus === PURCHASE.active) return
  if (gb.findFirst(app, 'receipts', 'purchase = {:p}', { p: purchase.id })) return
  issue(app, {
    trainer: purchase.getString('trainer'),
    client: purchase.getString('client'),
    purchase: purchase.id,
    kind: KIND.package,
    amount: purchase.getFloat('price'),
    item: purchaseItem(app, purchase),
  })
}

/** Trainer profile create/update by a member: the GST number trimmed, upper-case, of its shape. */
function checkGstNumber(record) {
  const text = gb.asString(record.get('gstNumber')).trim().toUpperCase()
  record.set('gstNumber', text)
  if (!text) return
  if (text.length > RULES.gstNumber.maxLength || !new RegExp(RULES.gstNumber.pattern).test(text)) {
    gb.fail('gstNumber', 'validation_gst_number', RULES.gstNumber.message)
  }
}

module.exports = { RULES, afterBookingSave, afterPurchaseSave, checkGstNumber }
