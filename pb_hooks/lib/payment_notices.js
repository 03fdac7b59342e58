/// <reference path="../../pb_data/types.d.ts" />
// Payment and package notifications, saved in the caller's transaction (the change and its row
// commit together). payment_received is emailed as a receipt (lib/notification_emails.js asks
// receiptWording for its text); lib/mail_policy.json keeps the other kinds in-app only.
const gb = require(`${__hooks}/lib/gymbuddy.js`)

function nameOf(app, userId) {
  const user = gb.findById(app, 'users', userId)
  return (user && user.getString('name')) || 'A member'
}

/** One notification row for `userId` about a booking or a purchase (exactly one of the two). */
function notify(app, input) {
  const collection = app.findCollectionByNameOrId('notifications')
  const record = new Record(collection)
  record.set('user', input.user)
  record.set('kind', input.kind)
  record.set('booking', input.booking ? input.booking.id : '')
  record.set('purchase', input.purchase ? input.purchase.id : '')
  record.set('actor', input.actor || '')
  record.set('actorName', input.actor ? nameOf(app, input.actor) : '')
  if (input.booking) record.set('datetime', input.booking.getString('datetime'))
  if (input.purchase) record.set('datetime', input.purchase.getString('expiresAt'))
  record.set('role', input.role)
  record.set('count', 1)
  record.set('emailStatus', 'pending')
  record.set('emailAttempts', 0)
  app.save(record)
  return record
}

/** The client said they paid (→ trainer) or the trainer confirmed it (→ client, with a receipt). */
function paymentChanged(app, booking, to) {
  const trainer = booking.getString('gymBuddy')
  const booker = booking.getString('booker')
  if (to === 'claimed') {
    notify(app, { user: trainer, kind: 'payment_claimed', booking, actor: booker, role: 'trainer' })
  }
  if (to === 'received') {
    notify(app, { user: booker, kind: 'payment_received', booking, actor: trainer, role: 'booker' })
  }
}

function packageRequested(app, purchase) {
  notify(app, {
    user: purchase.getString('trainer'),
    kind: 'package_requested',
    purchase,
    actor: purchase.getString('client'),
    role: 'trainer',
  })
}

function packageActivated(app, purchase) {
  notify(app, {
    user: purchase.getString('client'),
    kind: 'package_activated',
    purchase,
    actor: purchase.getString('trainer'),
    role: 'booker',
  })
}

function packageExpiring(app, purchase) {
  notify(app, {
    user: purchase.getString('client'),
    kind: 'package_expiring',
    purchase,
    actor: purchase.getString('trainer'),
    role: 'booker',
  })
}

/** "S$80.00" */
function money(amount) {
  return `S$${Number(amount).toFixed(2)}`
}

/**
 * The receipt's subject and sentence for a payment_received row (amount, session date, trainer,
 * reference), or null for any other kind.
 */
function receiptWording(app, notification, actor, when) {
  if (notification.getString('kind') !== 'payment_received') return null
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  if (!booking) return null
  const amount = money(booking.getFloat('price'))
  const reference = require(`${__hooks}/lib/payments.js`).referenceOf(booking)
  return [
    `Payment received: ${amount}`,
    `${actor} confirmed your payment of ${amount} for the session on ${when} (reference ${reference}). Thank you!`,
  ]
}

module.exports = {
  paymentChanged,
  packageRequested,
  packageActivated,
  packageExpiring,
  receiptWording,
}
