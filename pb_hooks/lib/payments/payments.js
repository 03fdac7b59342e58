/// <reference path="../../pb_data/types.d.ts" />
// A booking's price and payment state (docs/payments.md). The price is copied from the trainer's
// rate when the request is made and never follows later rate changes; a trainer with no rate sets
// it once, on or after confirming. Who may move the payment state where is the `payments.changes`
// table of booking_rules.json. Credits (packages) are lib/payments/credits.js.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { PAYMENT, STATUS } = br

const RULES = br.rules.payments
const FIELDS = ['payment', 'price']

/** The trainer's current rate (0: "Rate on request"). */
function rateOf(app, trainerId) {
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:user}', { user: trainerId })
  return profile ? profile.getFloat('rate') : 0
}

/** "GB-" and the booking's short code (the first characters of its id, upper-case). */
function referenceOf(record) {
  return RULES.referencePrefix + record.id.slice(0, RULES.referenceCodeLength).toUpperCase()
}

/** POST bookings by a member: the server sets the price and leaves the payment empty. */
function fillNewBooking(app, record) {
  record.set('price', rateOf(app, record.getString('gymBuddy')))
  record.set('payment', '')
  record.set('paymentAt', '')
  lateFees().freezePolicy(app, record)
}

function lateFees() {
  return require(`${__hooks}/lib/payments/late_fees.js`)
}

function changed(record, stored, field) {
  return record.getString(field) !== stored.getString(field)
}

/** The payment-table row for this change, or a refusal naming who may make it. */
function allowedPayment(from, to, side) {
  for (const row of RULES.changes) {
    if (row.from === from && row.to === to && row.by === side) return row
  }
  if (RULES.changes.some((row) => row.to === to && row.by !== side)) {
    const who = side === 'trainer' ? 'the client' : 'the trainer'
    gb.fail('payment', 'validation_payment_not_allowed', `Only ${who} can mark a session ${to}.`)
  }
  return gb.fail(
    'payment',
    'validation_payment_state',
    `A ${from || 'unanswered'} session cannot be marked ${to}.`,
  )
}

/** A trainer with no rate sets a confirmed session's price once (here or in the confirm). */
function checkPriceChange(record, stored, side, confirming) {
  const price = record.getFloat('price')
  if (side !== 'trainer') {
    gb.fail('price', 'validation_price_readonly', 'Only the trainer can set the price.')
  }
  if (stored.getFloat('price') > 0) {
    gb.fail('price', 'validation_price_readonly', 'The agreed price cannot change.')
  }
  if (!confirming && stored.getString('status') !== STATUS.confirmed) {
    gb.fail('price', 'validation_price_readonly', 'Set the price on or after confirming.')
  }
  if (!(price > 0) || price > RULES.maxPrice) {
    gb.fail('price', 'validation_price_range', `The price must be from S$1 to S$${RULES.maxPrice}.`)
  }
}

/**
 * The dispatch at the top of the booking PATCH check, by what the body names: a change of only
 * the payment and/or the price is checked here (true: nothing else to check); a status change
 * may carry a first price with the confirm, never a payment (false: the status path goes on).
 * Either way the server-kept fields are taken from the booking as stored now.
 */
function checkChange(e, txApp) {
  const record = e.record
  const stored = gb.findById(txApp, 'bookings', record.id)
  if (!stored) return false
  const body = e.requestInfo().body || {}
  const keys = Object.keys(body)
  const named = (field) => keys.indexOf(field) !== -1
  const side = e.auth && e.auth.id === stored.getString('gymBuddy') ? 'trainer' : 'booker'
  if (named('purchase') && changed(record, stored, 'purchase')) {
    gb.fail('purchase', 'validation_booking_readonly', 'The package of a booking cannot change.')
  }
  const wanted = { payment: record.getString('payment'), price: record.getFloat('price') }
  // The policy and its fee are the server's (lib/payments/late_fees.js).
  for (const field of [
    'payment',
    'paymentAt',
    'purchase',
    'price',
    'policy',
    'feeDue',
    'creditRestoredAt',
  ]) {
    record.set(field, stored.get(field))
  }
  if (!named('payment') && !named('price')) return false
  if (named('status')) {
    if (named('payment')) {
      gb.fail(
        'payment',
        'validation_payment_state',
        'Change the status and the payment separately.',
      )
    }
    record.set('price', wanted.price)
    if (changed(record, stored, 'price')) {
      checkPriceChange(record, stored, side, record.getString('status') === STATUS.confirmed)
    }
    return false
  }
  const other = keys.filter((key) => FIELDS.indexOf(key) === -1)
  if (other.length > 0) {
    gb.fail(other[0], 'validation_booking_readonly', 'Change the payment on its own.')
  }
  // Everything else as stored now (a status changed since the request began stays changed).
  for (const field of stored.collection().fields.fieldNames()) {
    if (field !== 'id' && field !== 'updated') record.set(field, stored.get(field))
  }
  record.set('price', wanted.price)
  if (changed(record, stored, 'price')) checkPriceChange(record, stored, side, false)
  const fee = stored.getFloat('feeDue') > 0
  // A fee taken back from "claimed" is due again, not unpaid (the session itself is not owed).
  if (fee && wanted.payment === PAYMENT.unpaid) wanted.payment = PAYMENT.fee_due
  if (named('payment') && wanted.payment !== stored.getString('payment')) {
    if (stored.getString('status') !== STATUS.confirmed && !fee) {
      gb.fail('payment', 'validation_payment_state', 'Only a confirmed session has a payment.')
    }
    if (wanted.payment === PAYMENT.fee_due && !fee) {
      gb.fail(
        'payment',
        'validation_payment_state',
        'Only a late cancel or a no-show under a fee policy has a fee due.',
      )
    }
    allowedPayment(stored.getString('payment'), wanted.payment, side)
    if (!fee && record.getFloat('price') <= 0 && wanted.payment !== PAYMENT.waived) {
      gb.fail('payment', 'validation_payment_no_price', 'Set the price of this session first.')
    }
    record.set('payment', wanted.payment)
    record.set('paymentAt', new Date().toISOString().replace('T', ' '))
  }
  return true
}

/** Model level, before the save: a new booking has a price; a confirmed one starts unpaid (or "package"). */
function beforeSave(app, record, from) {
  const to = record.getString('status') || STATUS.requested
  // Rows written without a price (a superuser's, the seed's) take the rate, as a request does.
  if (!from && record.getFloat('price') <= 0) {
    record.set('price', rateOf(app, record.getString('gymBuddy')))
  }
  if (!from && !gb.jsonValue(record, 'policy')) lateFees().freezePolicy(app, record)
  if (to === STATUS.confirmed && from !== STATUS.confirmed) {
    if (!record.getString('payment')) {
      record.set('payment', record.getString('purchase') ? PAYMENT.package : PAYMENT.unpaid)
    }
  }
}

module.exports = { referenceOf, fillNewBooking, checkChange, beforeSave }
