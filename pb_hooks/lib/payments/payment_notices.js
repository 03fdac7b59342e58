/// <reference path="../../pb_data/types.d.ts" />
// Payment and package notifications, saved in the caller's transaction (the change and its row
// commit together). payment_received and package_activated are emailed as receipts, and
// package_forfeited tells the trainer by email too (lib/notifications/notification_emails.js asks
// receiptWording for their text); lib/notifications/mail_policy.json keeps the other kinds in-app only.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { PAYMENT } = require(`${__hooks}/lib/bookings/booking_rules.js`)

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
  if (input.purchase) {
    record.set('datetime', input.datetime || input.purchase.getString('expiresAt'))
  }
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
  if (to === PAYMENT.claimed) {
    notify(app, { user: trainer, kind: 'payment_claimed', booking, actor: booker, role: 'trainer' })
  }
  if (to === PAYMENT.received) {
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

/** The client says they paid for a pending purchase (→ trainer). */
function packageClaimed(app, purchase) {
  notify(app, {
    user: purchase.getString('trainer'),
    kind: 'package_claimed',
    purchase,
    actor: purchase.getString('client'),
    role: 'trainer',
  })
}

/** The client closed their account with credits left (→ trainer); dated by the purchase day. */
function packageForfeited(app, purchase) {
  notify(app, {
    user: purchase.getString('trainer'),
    kind: 'package_forfeited',
    purchase,
    actor: '',
    role: 'trainer',
    datetime: purchase.getString('paidAt'),
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "3 Nov 2026" in Singapore time. */
function sgtDay(value) {
  const offset = require(`${__hooks}/lib/bookings/booking_rules.js`).SGT_OFFSET_MS
  const sgt = new Date(new Date(String(value).replace(' ', 'T')).getTime() + offset)
  return `${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]} ${sgt.getUTCFullYear()}`
}

/** A purchase's package in words: "“Ten pack” (10 sessions)", named as when the client asked. */
function packageWords(app, purchase) {
  const pkg = purchase.getString('name')
    ? null
    : gb.findById(app, 'packages', purchase.getString('package'))
  const name = require(`${__hooks}/lib/notifications/email_text.js`).oneLine(
    purchase.getString('name') || (pkg ? pkg.getString('name') : ''),
  )
  const sessions = `${purchase.getInt('sessions')} sessions`
  return name ? `“${name}” (${sessions})` : sessions
}

/** The package emails: the receipt of an activated purchase, and a client leaving credits unused. */
function packageWording(app, notification, actor) {
  const kind = notification.getString('kind')
  if (kind !== 'package_activated' && kind !== 'package_forfeited') return null
  const purchase = gb.findById(app, 'package_purchases', notification.getString('purchase'))
  if (!purchase) return null
  const amount = money(purchase.getFloat('price'))
  if (kind === 'package_forfeited') {
    const unused = purchase.getInt('leftUnused')
    return [
      `A client left GymBuddy with ${unused} unused sessions`,
      `A client who bought ${packageWords(app, purchase)} for ${amount} on ${sgtDay(purchase.getString('paidAt'))} closed their GymBuddy account with ${unused} sessions unused. Your Payments screen shows the purchase as “Client left: ${unused} unused”.`,
    ]
  }
  const reference = require(`${__hooks}/lib/payments/payments.js`).referenceOf(purchase)
  return [
    `Payment received: ${amount}`,
    `${actor} confirmed your payment of ${amount} for ${packageWords(app, purchase)} (reference ${reference}). Your credits are ready until ${sgtDay(purchase.getString('expiresAt'))}. Thank you!`,
  ]
}

/**
 * The receipt's subject and sentence for a payment_received row (amount, session date, trainer,
 * reference) or a package row (packageWording), or null for any other kind.
 */
function receiptWording(app, notification, actor, when) {
  if (notification.getString('kind') !== 'payment_received') {
    return packageWording(app, notification, actor)
  }
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  if (!booking) return null
  // A late-cancel or no-show fee is paid instead of the session (lib/payments/late_fees.js).
  const fee = booking.getFloat('feeDue')
  const amount = money(fee > 0 ? fee : booking.getFloat('price'))
  const reference = require(`${__hooks}/lib/payments/payments.js`).referenceOf(booking)
  const what =
    fee > 0 ? `the ${booking.getBool('lateCancel') ? 'late-cancel' : 'no-show'} fee` : 'the session'
  return [
    `Payment received: ${amount}`,
    `${actor} confirmed your payment of ${amount} for ${what} on ${when} (reference ${reference}). Thank you!`,
  ]
}

module.exports = {
  paymentChanged,
  packageRequested,
  packageActivated,
  packageExpiring,
  packageClaimed,
  packageForfeited,
  receiptWording,
}
