/// <reference path="../../pb_data/types.d.ts" />
// What one side answers on a confirmed session reaches the other side (pb_hooks/answer_notices.pb.js,
// in the booking save's transaction): whether the session happened (a no-show mark carries the
// deadline to answer it, a different second answer is a dispute) and the payment and price changes
// lib/payments/payment_notices.js does not tell (a claim and a receipt are its own). Status changes are told
// by lib/notifications/notifications.js, a weekly series by lib/series/booking_series.js.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { OUTCOME, PAYMENT, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

// The payment states the trainer (or a late cancel's or no-show's policy) moves a session to, and
// the client's notice of each.
const PAYMENT_KINDS = {
  waived: 'payment_waived',
  unpaid: 'payment_unpaid',
  refunded: 'payment_refunded',
  [PAYMENT.fee_due]: 'late_fee_due',
}
const NO_SHOWS = [OUTCOME.client_no_show, OUTCOME.trainer_no_show]

function nameOf(app, userId) {
  const user = gb.findById(app, 'users', userId)
  return (user && user.getString('name')) || 'A member'
}

/** The fields compared, read from the booking as stored before the save. */
function snapshot(record) {
  return {
    outcome: record.getString('outcome'),
    outcomeReply: record.getString('outcomeReply'),
    outcomeSettledAt: record.getString('outcomeSettledAt'),
    payment: record.getString('payment'),
    purchase: record.getString('purchase'),
    price: record.getFloat('price'),
    status: record.getString('status') || STATUS.requested,
    creditRestoredAt: record.getString('creditRestoredAt'),
  }
}

/** When answers to "Did the session happen?" close (stored form). */
function answerDeadline(booking) {
  const closes = require(`${__hooks}/lib/attendance/booking_outcomes.js`).windowOf(booking).closes
  return new Date(closes).toISOString().replace('T', ' ')
}

/** One notification row for the party who did not act. */
function tell(app, booking, kind, userId, actorId, answerBy) {
  const record = new Record(app.findCollectionByNameOrId('notifications'))
  record.set('user', userId)
  record.set('kind', kind)
  record.set('booking', booking.id)
  record.set('actor', actorId)
  record.set('actorName', nameOf(app, actorId))
  record.set('datetime', booking.getString('datetime'))
  record.set('venue', booking.getString('venue'))
  record.set('role', userId === booking.getString('gymBuddy') ? 'trainer' : 'booker')
  record.set('count', 1)
  if (answerBy) record.set('answerBy', answerBy)
  record.set('emailStatus', 'pending')
  record.set('emailAttempts', 0)
  app.save(record)
}

/** The other party of the booking. */
function otherOf(booking, userId) {
  const trainer = booking.getString('gymBuddy')
  return userId === trainer ? booking.getString('booker') : trainer
}

/** "It happened" or "weather stopped it": what an answer that blames nobody tells. */
function agreedKind(value) {
  return value === OUTCOME.weather ? 'outcome_weather' : 'outcome_attended'
}

/** An answer about attendance: the first (a no-show mark or "it happened") or the reply to it. */
function outcomeAnswered(app, booking, before) {
  // An operator's settlement is told by lib/safety/ops_disputes.js; the cron's "attended" by nobody.
  if (booking.getString('outcomeSettledAt') !== before.outcomeSettledAt) return
  const firstBy = booking.getString('outcomeBy')
  if (!before.outcome && booking.getString('outcome') && firstBy) {
    const value = booking.getString('outcome')
    const kind = NO_SHOWS.indexOf(value) !== -1 ? 'outcome_no_show' : agreedKind(value)
    tell(app, booking, kind, otherOf(booking, firstBy), firstBy, answerDeadline(booking))
    return
  }
  if (!before.outcomeReply && booking.getString('outcomeReply') && firstBy) {
    const reply = booking.getString('outcomeReply')
    const kind = booking.getBool('outcomeDisputed') ? 'outcome_disputed' : agreedKind(reply)
    tell(app, booking, kind, firstBy, otherOf(booking, firstBy), '')
  }
}

/**
 * A payment the trainer waived, did not find or refunded; a price set after the confirm (a
 * package paying for booked sessions is told once per cover by lib/payments/package_cover.js).
 */
function moneyChanged(app, booking, before) {
  const trainer = booking.getString('gymBuddy')
  const booker = booking.getString('booker')
  const payment = booking.getString('payment')
  // A confirm starts the payment (unpaid or package): the confirmation itself is the news.
  if (before.payment && payment !== before.payment && PAYMENT_KINDS[payment]) {
    // A claimed fee the trainer did not find is "not received yet", as a session's payment is.
    const notFound = payment === PAYMENT.fee_due && before.payment === PAYMENT.claimed
    tell(
      app,
      booking,
      notFound ? PAYMENT_KINDS.unpaid : PAYMENT_KINDS[payment],
      booker,
      trainer,
      '',
    )
  }
  const confirming = before.status !== STATUS.confirmed
  if (!confirming && before.price <= 0 && booking.getFloat('price') > 0) {
    tell(app, booking, 'price_set', booker, trainer, '')
  }
  // The trainer gave back a package session a late cancel or a no-show spent (lib/payments/late_fees.js).
  if (!before.creditRestoredAt && booking.getString('creditRestoredAt')) {
    tell(app, booking, 'credit_restored', booker, trainer, '')
  }
}

/** onRecordUpdate (bookings), after the save, in its transaction. */
function bookingAnswered(app, booking, before) {
  outcomeAnswered(app, booking, before)
  moneyChanged(app, booking, before)
}

/** "S$80.00" */
function money(amount) {
  return `S$${Number(amount).toFixed(2)}`
}

/**
 * The email's subject and sentence for these kinds (lib/notifications/notification_emails.js asks), or null.
 * A no-show mark names the deadline to answer it; the recipient's screen is where they answer.
 */
function answerWording(app, notification, actor, when) {
  const kind = notification.getString('kind')
  const screen = notification.getString('role') === 'trainer' ? 'My Schedule' : 'My Bookings'
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  // A late-cancel or no-show fee is what is owed, not the session's price.
  const owed = booking ? booking.getFloat('feeDue') || booking.getFloat('price') : 0
  const price = booking ? money(owed) : ''
  const words = require(`${__hooks}/lib/notifications/notification_words.js`)
  switch (kind) {
    case 'outcome_no_show': {
      const by = words.sgtWhen(notification.getString('answerBy'))
      return [
        `${actor} says you did not come: ${when}`,
        `${actor} says you did not come to the session on ${when}. If you were there, answer "Did the session happen?" on ${screen} by ${by}: after that, their answer stands on your record.`,
      ]
    }
    case 'outcome_disputed':
      return [
        `${actor} disputes the session on ${when}`,
        `${actor} answered differently about whether the session on ${when} happened. It is marked disputed: a GymBuddy operator will look at it and settle it.`,
      ]
    case 'outcome_attended':
      return [
        `${actor} says the session happened: ${when}`,
        `${actor} says the session on ${when} happened.`,
      ]
    case 'late_fee_due': {
      const fee = booking ? money(booking.getFloat('feeDue')) : ''
      const what = booking && booking.getBool('lateCancel') ? 'late-cancel fee' : 'no-show fee'
      return [
        `A ${what} of ${fee} is due: ${when}`,
        `Under ${actor}'s late-cancel and no-show policy, agreed when you booked, a ${what} of ${fee} is due for the session on ${when}. Pay it by PayNow on ${screen}, or message ${actor}.`,
      ]
    }
    case 'payment_waived':
      return [
        `No payment needed: ${when}`,
        `${actor} waived the payment for the session on ${when}: you owe nothing for it.`,
      ]
    case 'payment_unpaid':
      return [
        `Payment not received yet: ${when}`,
        `${actor} has not received your payment of ${price} for the session on ${when} yet. Check the transfer, or message ${actor}.`,
      ]
    case 'payment_refunded':
      return [
        `Payment refunded: ${price}`,
        `${actor} refunded your payment of ${price} for the session on ${when}.`,
      ]
    case 'price_set':
      return [
        `Price agreed: ${price}`,
        `${actor} set the price of the session on ${when}: ${price}.`,
      ]
    default:
      return null
  }
}

module.exports = { snapshot, bookingAnswered, answerWording }
