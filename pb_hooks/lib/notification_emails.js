/// <reference path="../../pb_data/types.d.ts" />
// The email outbox (issue 14): every notification row is also an email to send. Sent right after
// the booking's transaction commits; a failure is logged and retried by a cron with a growing
// wait, for 48 hours, then marked failed (logged). Members with bookingEmailsOff get none.
const gb = require(`${__hooks}/lib/gymbuddy.js`)

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const GIVE_UP_HOURS = 48
const FIRST_RETRY_SECONDS = 30
const MAX_WAIT_MINUTES = 60

function pad(n) {
  return n < 10 ? `0${n}` : String(n)
}

/** "Thu 26 Nov 2026, 19:00 SGT" (Singapore is UTC+8 all year). */
function sgtWhen(value) {
  const date = new Date(String(value).replace(' ', 'T'))
  const sgt = new Date(date.getTime() + 8 * 3600_000)
  return `${DAYS[sgt.getUTCDay()]} ${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]} ${sgt.getUTCFullYear()}, ${pad(sgt.getUTCHours())}:${pad(sgt.getUTCMinutes())} SGT`
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Subject and one sentence for each kind. */
function wording(kind, actor, when, reason) {
  const because = reason ? ` Reason: ${reason}` : ''
  switch (kind) {
    case 'booking_requested':
      return [`New booking request from ${actor}`, `${actor} requested a session on ${when}.`]
    case 'booking_rescheduled':
      return [`${actor} rescheduled a session`, `${actor} moved their session to ${when}.`]
    case 'booking_confirmed':
      return [`Session confirmed: ${when}`, `${actor} confirmed your session on ${when}.`]
    case 'booking_declined':
      return [`Request declined: ${when}`, `${actor} declined your request for ${when}.${because}`]
    case 'booking_cancelled':
      return [`Session cancelled: ${when}`, `${actor} cancelled the session on ${when}.${because}`]
    case 'booking_expired':
      return [`Request expired: ${when}`, `Your request for ${when} expired without an answer.`]
    case 'booking_reminder':
      return [`Reminder: session on ${when}`, `Reminder: your session with ${actor} is on ${when}.`]
    case 'review_received':
      return [`${actor} rated your session`, `${actor} rated your session on ${when}.`]
    default:
      return [`GymBuddy update`, `There is news about your session on ${when}.`]
  }
}

/** The email for one notification row: { to, subject, text, html }. */
function composeEmail(app, notification) {
  const user = gb.findById(app, 'users', notification.getString('user'))
  if (!user) return null
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  const reason = booking ? booking.getString('reason') : ''
  const when = sgtWhen(notification.getString('datetime'))
  const actor = notification.getString('actorName') || 'GymBuddy'
  const [subject, sentence] = wording(notification.getString('kind'), actor, when, reason)
  const path = notification.getString('role') === 'trainer' ? '/user/schedule' : '/user/bookings'
  const link = `${app.settings().meta.appURL.replace(/\/+$/, '')}${path}`
  const greeting = `Hi ${user.getString('name') || 'there'},`
  const text = [
    greeting,
    '',
    sentence,
    '',
    `Open GymBuddy: ${link}`,
    '',
    'You can switch booking emails off in your profile settings.',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(sentence)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open GymBuddy</a></p>`,
    '<p style="color:#666;font-size:12px">You can switch booking emails off in your profile settings.</p>',
  ].join('\n')
  return { user: user, subject: subject, text: text, html: html }
}

/** The session's .ics file (issue 13's calendar export) for a confirmation, or null. */
function calendarAttachment(app, notification, userId) {
  if (notification.getString('kind') !== 'booking_confirmed') return null
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  if (!booking || booking.getString('status') !== 'confirmed') return null
  const file = require(`${__hooks}/lib/calendar.js`).bookingFile(app, booking, userId)
  return $filesystem.fileFromBytes(file, 'gymbuddy-session.ics').reader.open()
}

function send(app, email, notification) {
  const meta = app.settings().meta
  const message = new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: email.user.email(), name: email.user.getString('name') }],
    subject: email.subject,
    text: email.text,
    html: email.html,
  })
  let ics = null
  try {
    ics = calendarAttachment(app, notification, email.user.id)
  } catch (error) {
    app
      .logger()
      .warn(
        'no calendar file for the email',
        'notification',
        notification.id,
        'error',
        String(error),
      )
  }
  if (ics) message.attachments = { 'gymbuddy-session.ics': ics }
  try {
    app.newMailClient().send(message)
  } finally {
    if (ics) ics.close()
  }
}

/**
 * Sends one notification's email and records the outcome on the row. Without SMTP settings the
 * row stays pending (nothing to send through); an unknown or opted-out member gets "off".
 */
function deliver(app, notification) {
  if (notification.getString('emailStatus') !== 'pending') return
  if (!app.settings().smtp.enabled) return
  const email = composeEmail(app, notification)
  if (!email || email.user.getBool('bookingEmailsOff')) {
    notification.set('emailStatus', 'off')
    app.save(notification)
    return
  }
  const attempts = notification.getInt('emailAttempts') + 1
  notification.set('emailAttempts', attempts)
  try {
    send(app, email, notification)
    notification.set('emailStatus', 'sent')
    notification.set('emailedAt', new Date().toISOString().replace('T', ' '))
    notification.set('emailError', '')
  } catch (error) {
    const message = String(error).slice(0, 1000)
    notification.set('emailError', message)
    app
      .logger()
      .error(
        'notification email failed, will retry',
        'notification',
        notification.id,
        'attempt',
        attempts,
        'error',
        message,
      )
  }
  app.save(notification)
}

/** Minutes to wait after attempt n before the next: 1, 2, 4, … up to an hour. */
function waitMinutes(attempts) {
  return Math.min(Math.pow(2, Math.max(attempts - 1, 0)), MAX_WAIT_MINUTES)
}

/**
 * The retry job: pending emails older than 30 s whose wait has passed are sent again (`force`
 * ignores the wait); pending ones older than 48 h are marked failed and logged.
 */
function retryPending(app, force) {
  if (!app.settings().smtp.enabled) return { sent: 0, failed: 0 }
  const now = Date.now()
  const pending = app.findRecordsByFilter(
    'notifications',
    "emailStatus = 'pending' && created <= {:settled}",
    'updated',
    200,
    0,
    {
      settled: new Date(now - (force ? 0 : FIRST_RETRY_SECONDS * 1000))
        .toISOString()
        .replace('T', ' '),
    },
  )
  let sent = 0
  let failed = 0
  for (const row of pending) {
    const created = new Date(row.getString('created').replace(' ', 'T')).getTime()
    if (now - created > GIVE_UP_HOURS * 3600_000) {
      row.set('emailStatus', 'failed')
      app.save(row)
      app
        .logger()
        .error(
          'notification email given up after 48 h',
          'notification',
          row.id,
          'error',
          row.getString('emailError'),
        )
      failed += 1
      continue
    }
    const updated = new Date(row.getString('updated').replace(' ', 'T')).getTime()
    const attempts = row.getInt('emailAttempts')
    if (!force && attempts > 0 && now - updated < waitMinutes(attempts) * 60_000) continue
    deliver(app, row)
    if (row.getString('emailStatus') === 'sent') sent += 1
  }
  return { sent: sent, failed: failed }
}

module.exports = { sgtWhen, composeEmail, deliver, retryPending }
