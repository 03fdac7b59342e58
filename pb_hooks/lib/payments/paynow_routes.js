/// <reference path="../../pb_data/types.d.ts" />
// The PayNow QR routes: the booker of a confirmed, priced booking, or of one with a late-cancel or
// no-show fee due (the QR is for the fee), or the client of a pending purchase, whose trainer has PayNow details gets { payload, amount, reference, payee }; anyone
// else gets the same 404 as for a booking that does not exist.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { PAYMENT, PURCHASE, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const NOT_FOUND = "The requested resource wasn't found."

/** The trainer's PayNow id and the name shown on the bank's screen, or null. */
function payeeOf(app, trainerId) {
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:user}', { user: trainerId })
  if (!profile || !profile.getString('paynowId')) return null
  const trainer = gb.findById(app, 'users', trainerId)
  const name = profile.getString('paynowName') || (trainer ? trainer.getString('name') : '')
  return { proxy: profile.getString('paynowId'), name: name }
}

function answer(e, trainerId, amount, reference) {
  const payee = payeeOf(e.app, trainerId)
  if (!payee || !(amount > 0)) throw new NotFoundError(NOT_FOUND)
  const payload = require(`${__hooks}/lib/payments/paynow.js`).payload({
    proxy: payee.proxy,
    amount: amount,
    name: payee.name,
    reference: reference,
  })
  return e.json(200, { payload: payload, amount: amount, reference: reference, payee: payee.name })
}

/** GET /api/gymbuddy/bookings/{id}/paynow */
function bookingPayNow(e) {
  const booking = gb.findById(e.app, 'bookings', e.request.pathValue('id'))
  const fee = booking ? booking.getFloat('feeDue') : 0
  if (
    !booking ||
    booking.getString('booker') !== e.auth.id ||
    (booking.getString('status') !== STATUS.confirmed && !(fee > 0)) ||
    booking.getString('payment') === PAYMENT.package
  ) {
    throw new NotFoundError(NOT_FOUND)
  }
  const reference = require(`${__hooks}/lib/payments/payments.js`).referenceOf(booking)
  const amount = fee > 0 ? fee : booking.getFloat('price')
  return answer(e, booking.getString('gymBuddy'), amount, reference)
}

/** GET /api/gymbuddy/purchases/{id}/paynow */
function purchasePayNow(e) {
  const purchase = gb.findById(e.app, 'package_purchases', e.request.pathValue('id'))
  if (
    !purchase ||
    purchase.getString('client') !== e.auth.id ||
    purchase.getString('status') !== PURCHASE.pending
  ) {
    throw new NotFoundError(NOT_FOUND)
  }
  const reference = require(`${__hooks}/lib/payments/payments.js`).referenceOf(purchase)
  return answer(e, purchase.getString('trainer'), purchase.getFloat('price'), reference)
}

module.exports = { bookingPayNow, purchasePayNow }
