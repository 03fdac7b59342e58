/// <reference path="../../pb_data/types.d.ts" />
// "Are you coming?" on the client's reminders (used by pb_hooks/reminder_answers.pb.js and
// lib/notifications/notification_emails.js; tests/reminder-answers.test.ts). The email carries a
// signed link for that booking and its client, good until the session starts; it opens an app page
// whose button posts the answer, so a mail scanner that follows links answers nothing. "I'm coming"
// sets bookings.clientConfirmedAt once; "I can't make it" opens the signed-in cancel dialog.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

// The client's reminders that ask; the second goes 2 h before a session still unanswered.
const ASKING_KINDS = ['booking_reminder', 'booking_reminder_soon']
const SOON_HOURS = 2
const TOKEN = /^([a-z0-9]{15})\.([0-9]{1,12})\.([0-9a-f]{64})$/
const ANSWER_PAGE = '/reminder'
const CANCEL_PAGE = '/my-bookings?cancel='

/**
 * The signing key: derived from the users' auth-token secret, which PocketBase generates per
 * install and keeps server-side (superusers only); resetting it also ends every answer link.
 */
function signingKey(app) {
  const secret = app.findCollectionByNameOrId('users').authToken.secret
  return $security.hs256('gymbuddy reminder answers', secret)
}

function signatureOf(app, bookingId, clientId, expires) {
  return $security.hs256(`reminder-answer:${bookingId}:${clientId}:${expires}`, signingKey(app))
}

/** The token for a booking's client, good until the session starts (seconds in the token). */
function tokenFor(app, booking) {
  const expires = Math.floor(gb.dateOf(booking, 'datetime').getTime() / 1000)
  const signature = signatureOf(app, booking.id, booking.getString('booker'), expires)
  return `${booking.id}.${expires}.${signature}`
}

function refuse(code, message) {
  return gb.fail('token', code, message)
}

const NOT_VALID = 'This link is not valid. Open your bookings in GymBuddy to answer.'

/**
 * The booking a token answers for, or a refusal saying why not: forged or for another booking
 * (not valid), the session started (expired), no longer confirmed, already answered (used).
 * `authId`: the signed-in member, if any; only the client may use their link.
 */
function bookingOfToken(app, token, authId) {
  const parts = TOKEN.exec(String(token || ''))
  if (!parts) return refuse('validation_link_invalid', NOT_VALID)
  const booking = gb.findById(app, 'bookings', parts[1])
  const clientId = booking ? booking.getString('booker') : ''
  const wanted = signatureOf(app, parts[1], clientId, parts[2])
  if (!booking || !$security.equal(wanted, parts[3])) {
    return refuse('validation_link_invalid', NOT_VALID)
  }
  if (authId && authId !== clientId) {
    return refuse('validation_link_not_yours', 'Only the client of this session can answer it.')
  }
  return checkAnswerable(booking, parseInt(parts[2], 10) * 1000, 'token')
}

/** A session the client can still say they are coming to, or a refusal on `field`. */
function checkAnswerable(booking, expiresMs, field) {
  const start = gb.dateOf(booking, 'datetime').getTime()
  if (Math.min(start, expiresMs) <= Date.now()) {
    gb.fail(field, 'validation_link_expired', 'This session has already started.')
  }
  if (booking.getString('status') !== STATUS.confirmed) {
    gb.fail(field, 'validation_booking_not_confirmed', 'This session is no longer confirmed.')
  }
  if (booking.getString('clientConfirmedAt')) {
    gb.fail(field, 'validation_link_used', 'You already said you are coming to this session.')
  }
  return booking
}

/** What the answer page shows about the session. */
function sessionOf(app, booking) {
  const trainer = gb.findById(app, 'users', booking.getString('gymBuddy'))
  return {
    booking: booking.id,
    trainerName: (trainer && trainer.getString('name')) || 'Your trainer',
    datetime: booking.getString('datetime'),
    venue: booking.getString('venue'),
  }
}

/** POST /api/gymbuddy/reminder-answer/session { token }: the session a link answers for. */
function look(e) {
  const booking = bookingOfToken(e.app, e.requestInfo().body.token, e.auth ? e.auth.id : '')
  return e.json(200, sessionOf(e.app, booking))
}

function saveComing(e, find) {
  let answered = null
  gb.inTransaction(e, (txApp) => {
    // Checked again inside the transaction: two clicks at once answer once.
    const booking = find(txApp)
    booking.set('clientConfirmedAt', new Date().toISOString().replace('T', ' '))
    txApp.save(booking)
    answered = booking
  })
  return e.json(200, {
    booking: answered.id,
    clientConfirmedAt: answered.getString('clientConfirmedAt'),
  })
}

/** POST /api/gymbuddy/reminder-answer { token }: "I'm coming" from the email, no sign-in. */
function answerByLink(e) {
  const token = e.requestInfo().body.token
  const authId = e.auth ? e.auth.id : ''
  return saveComing(e, (txApp) => bookingOfToken(txApp, token, authId))
}

/** POST /api/gymbuddy/bookings/{id}/coming: "I'm coming" in the app, the client signed in. */
function answerInApp(e) {
  const id = e.request.pathValue('id')
  return saveComing(e, (txApp) => {
    const booking = gb.findById(txApp, 'bookings', id)
    const me = e.auth.id
    if (!booking || (booking.getString('booker') !== me && booking.getString('gymBuddy') !== me)) {
      throw new NotFoundError('The booking was not found.')
    }
    if (booking.getString('booker') !== me) {
      gb.fail(
        'booking',
        'validation_link_not_yours',
        'Only the client of this session can answer it.',
      )
    }
    return checkAnswerable(booking, Infinity, 'booking')
  })
}

/** The two answers for a client's reminder email: { text, html } lines, or null for any other. */
function emailAnswers(app, notification, booking) {
  if (ASKING_KINDS.indexOf(notification.getString('kind')) === -1) return null
  if (!booking || notification.getString('user') !== booking.getString('booker')) return null
  if (booking.getString('status') !== STATUS.confirmed || booking.getString('clientConfirmedAt')) {
    return null
  }
  const base = app.settings().meta.appURL.replace(/\/+$/, '')
  // The token goes after '#': never sent to a server, so no log or Referer carries it.
  const coming = `${base}${ANSWER_PAGE}#${tokenFor(app, booking)}`
  const cannot = `${base}${CANCEL_PAGE}${encodeURIComponent(booking.id)}`
  const { escapeHtml } = require(`${__hooks}/lib/notifications/email_text.js`)
  const link = (url, label) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border:1px solid #0d776b;border-radius:8px;color:#0d776b;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`
  return {
    text: ['', 'Are you coming?', `I'm coming: ${coming}`, `I can't make it: ${cannot}`],
    html: [
      '<p style="margin:0 0 8px;font-weight:600">Are you coming?</p>',
      `<p style="margin:0 0 16px">${link(coming, "I'm coming")}${link(cannot, "I can't make it")}</p>`,
    ],
  }
}

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/**
 * The second reminder, to the client only: 2 h before a confirmed session they have not answered,
 * when their first reminder went before that mark (one sent inside it is answer enough). The
 * partial unique index keeps it to one per booking.
 */
function createSoonReminders(app, notify) {
  const now = Date.now()
  const due = app.findRecordsByFilter(
    'bookings',
    `status = '${STATUS.confirmed}' && clientConfirmedAt = '' && datetime > {:now} && datetime <= {:until}`,
    'datetime',
    1000,
    0,
    { now: stored(now), until: stored(now + SOON_HOURS * 3600_000) },
  )
  let created = 0
  for (const booking of due) {
    const client = booking.getString('booker')
    const mark = stored(gb.dateOf(booking, 'datetime').getTime() - SOON_HOURS * 3600_000)
    const first = gb.findFirst(
      app,
      'notifications',
      "kind = 'booking_reminder' && booking = {:booking} && user = {:user} && created < {:mark}",
      { booking: booking.id, user: client, mark: mark },
    )
    const sent = gb.findFirst(
      app,
      'notifications',
      "kind = 'booking_reminder_soon' && booking = {:booking} && user = {:user}",
      { booking: booking.id, user: client },
    )
    if (!first || sent) continue
    try {
      app.runInTransaction((txApp) => {
        notify(txApp, booking, 'booking_reminder_soon', client, booking.getString('gymBuddy'))
      })
      created += 1
    } catch (error) {
      // Another run made it first (unique index): that one is the reminder.
      app.logger().warn('reminder not created', 'booking', booking.id, 'error', String(error))
    }
  }
  return created
}

module.exports = { look, answerByLink, answerInApp, emailAnswers, createSoonReminders }
