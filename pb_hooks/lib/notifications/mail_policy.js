/// <reference path="../../pb_data/types.d.ts" />
// One mail policy for every notification kind (lib/notifications/mail_policy.json names each kind's class; the
// test tests/mail-policy.test.ts walks the migrated kinds and fails on one it does not name):
//   member  · news of another member's action (requests, series, cancels, waitlist, payments):
//             held a few minutes (an action undone by then sends nothing), folded per recipient
//             into one email, at most one such email per recipient per hold and a daily cap per
//             recipient, whoever caused them.
//   service · the server's own news (reminders, expiries, operators' decisions): sent when due.
//   in_app  · told in the bell only.
// A model-level create hook on notifications (pb_hooks/notifications.pb.js) applies it to every
// row, whichever hook wrote it; lib/notifications/notification_emails.js sends by it.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const POLICY = require(`${__hooks}/lib/notifications/mail_policy.json`)
const { SERIES_STATUS, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** 'member' | 'service' | 'in_app'; a kind the table does not name is treated as a member's. */
function classOf(kind) {
  return POLICY.kinds[kind] || 'member'
}

/** How long news of a member's action waits (GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS; tests shorten it). */
function holdSeconds() {
  const value = parseInt($os.getenv('GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS'), 10)
  return isNaN(value) || value < 0 ? POLICY.holdSeconds : value
}

/** Whether rows of this kind wait in the outbox before their email. */
function isHeld(kind) {
  return classOf(kind) === 'member' && holdSeconds() > 0
}

/** Before a notification row is first saved: in-app kinds mail nobody, member news is held. */
function applyOnCreate(record) {
  const status = record.getString('emailStatus')
  if (status !== 'pending' && status !== '') return
  const kind = record.getString('kind')
  if (classOf(kind) === 'in_app') {
    record.set('emailStatus', 'withdrawn')
    return
  }
  record.set('emailStatus', 'pending')
  if (isHeld(kind) && !record.getString('emailAfter')) {
    record.set('emailAfter', stored(Date.now() + holdSeconds() * 1000))
  }
}

/** A member-news row of this user whose email went out: about the same series. */
function toldAboutSeries(app, row) {
  return !!gb.findFirst(
    app,
    'notifications',
    "user = {:user} && series = {:series} && emailStatus = 'sent'",
    { user: row.getString('user'), series: row.getString('series') },
  )
}

/**
 * True when the action a held row tells of was undone before its email: `open` lists the requests
 * a request row still stands for (null for other kinds).
 */
function undone(app, row, open) {
  if (open && open.length === 0) return true
  const kind = row.getString('kind')
  if (kind === 'booking_confirmed') {
    const booking = gb.findById(app, 'bookings', row.getString('booking'))
    return !booking || booking.getString('status') !== STATUS.confirmed
  }
  // A proposed time the client already answered (or that lapsed) is no longer news by email.
  if (kind === 'session_proposed') {
    const booking = gb.findById(app, 'bookings', row.getString('booking'))
    return !booking || booking.getString('status') !== STATUS.requested
  }
  if (kind.indexOf('series_') !== 0) return false
  const series = gb.findById(app, 'booking_series', row.getString('series'))
  if (!series) return true
  // A change from a week on answered before its email went: the answer's own email says it.
  if (kind === 'series_change_requested') return !series.getString('changeBy')
  const status = series.getString('status') || SERIES_STATUS.requested
  if (kind === 'series_requested') return status !== SERIES_STATUS.requested
  if (kind === 'series_confirmed') return status !== SERIES_STATUS.confirmed
  // A series never answered and never mailed about ends as quietly as it began.
  if (kind === 'series_cancelled')
    return !series.getString('answeredAt') && !toldAboutSeries(app, row)
  return false
}

/** The member-news emails sent to this user since `since` (ms): one per distinct send time. */
function emailsSince(app, userId, since) {
  const rows = app.findRecordsByFilter(
    'notifications',
    "user = {:user} && emailStatus = 'sent' && emailedAt >= {:since}",
    '-emailedAt',
    500,
    0,
    { user: userId, since: stored(since) },
  )
  const times = {}
  for (const row of rows) {
    if (classOf(row.getString('kind')) === 'member') times[row.getString('emailedAt')] = true
  }
  return Object.keys(times).sort()
}

/**
 * Whether member news may be mailed to this user at `now` (ms): { send: true }, or { after }
 * (ms: too soon after the last one), or { capped: true } (the day's emails are used up).
 */
function allowance(app, userId, now) {
  const today = emailsSince(app, userId, now - 24 * 3600_000)
  if (today.length >= POLICY.dailyEmailsPerRecipient) return { capped: true }
  const last = today.length ? Date.parse(today[today.length - 1].replace(' ', 'T')) : 0
  const gap = holdSeconds() * 1000
  if (last && now - last < gap) return { after: last + gap }
  return { send: true }
}

module.exports = { POLICY, classOf, isHeld, applyOnCreate, undone, allowance }
