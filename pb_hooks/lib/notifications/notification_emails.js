/// <reference path="../../pb_data/types.d.ts" />
// The email outbox: every notification row is also an email to send. Sent right after
// the booking's transaction commits; a failure is logged and retried by a cron with a growing
// wait, for 48 hours, then marked failed (logged). Members with bookingEmailsOff get none.
// News of other members' actions follows lib/notifications/mail_policy.js: held a few minutes (sent by the
// cron), what is still true then folded into one email per recipient, capped per recipient.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const text = require(`${__hooks}/lib/notifications/email_text.js`)
const policy = require(`${__hooks}/lib/notifications/mail_policy.js`)
const { REQUEST_KINDS } = require(`${__hooks}/lib/notifications/notifications.js`)
const { SERIES_STATUS, STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { sgtWhen, moveWording, wording, foldedWording, ratingWording } = require(
  `${__hooks}/lib/notifications/notification_words.js`,
)

const GIVE_UP_HOURS = 48
const FIRST_RETRY_SECONDS = 30
const MAX_WAIT_MINUTES = 60
const MAX_LISTED = 10
const REASON_KINDS = ['booking_declined', 'booking_cancelled']

/**
 * The email for one notification row: { user, subject, sentence, path, text, html }. `open` lists the requests a
 * held row still stands for. Member-written fields go in through lib/notifications/email_text.js only.
 */
function composeEmail(app, notification, open) {
  const user = gb.findById(app, 'users', notification.getString('user'))
  if (!user) return null
  const kind = notification.getString('kind')
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  const reason = reasonOf(app, notification, booking)
  const datetime = open && open.length === 1 ? open[0].getString('datetime') : ''
  const when = sgtWhen(datetime || notification.getString('datetime'))
  const actor = text.oneLine(notification.getString('actorName')) || 'GymBuddy'
  const row = {
    previousDatetime: notification.getString('previousDatetime'),
    answerBy:
      (open && open.length === 1 && open[0].getString('answerBy')) ||
      notification.getString('answerBy'),
    replyMinutes: notification.getInt('replyMinutes'),
  }
  const [subject, sentence] =
    open && open.length > 1
      ? foldedWording(kind, actor, open)
      : require(`${__hooks}/lib/series/series_mail.js`).seriesWording(app, notification, actor) ||
        moveWording(kind, actor, when, row) ||
        ratingWording(app, notification, actor, when) ||
        require(`${__hooks}/lib/notifications/answer_notices.js`).answerWording(
          app,
          notification,
          actor,
          when,
        ) ||
        require(`${__hooks}/lib/payments/payment_notices.js`).receiptWording(
          app,
          notification,
          actor,
          when,
        ) ||
        wording(kind, actor, when)
  const path = pathOf(notification, open)
  const link = `${app.settings().meta.appURL.replace(/\/+$/, '')}${path}`
  const rule =
    kind === 'booking_confirmed'
      ? cancelRuleOf(notification)
      : notification.getBool('lateCancel')
        ? `This is a late cancel: the trainer cancelled less than ${require(`${__hooks}/lib/bookings/booking_rules.js`).rules.cancelWindowHours} hours before the start.`
        : ''
  // Where the session is (one booking's email only; lib/venues/when_where.js copied it at request time).
  const venue =
    booking && !(open && open.length > 1) ? text.oneLine(booking.getString('venue')) : ''
  // The client's reminder asks "Are you coming?" with its two answers.
  const answers = require(`${__hooks}/lib/notifications/reminder_answers.js`).emailAnswers(
    app,
    notification,
    booking,
  )
  const mail = layout().compose({
    name: user.getString('name'),
    text: [sentence]
      .concat(venue ? [`Where: ${venue}`] : [])
      .concat(rule ? ['', rule] : [])
      .concat(reason ? [''].concat(text.reasonText(reason)) : [])
      .concat(answers ? answers.text : []),
    html: [layout().paragraph(sentence)]
      .concat(rule ? [layout().paragraph(rule)] : [])
      .concat(text.reasonHtml(reason))
      .concat(answers ? answers.html : []),
    action: { label: 'Open GymBuddy', url: link },
    note: 'You can switch booking emails off in your profile settings.',
  })
  return {
    user: user,
    subject: subject,
    sentence: sentence,
    path: path,
    text: mail.text,
    html: mail.html,
  }
}

/** Where the email's button goes (lib/notifications/email_links.js); a held burst of requests opens the list. */
function pathOf(notification, open) {
  const booking =
    open && open.length > 1
      ? ''
      : open && open.length === 1
        ? open[0].id
        : notification.getString('booking')
  return require(`${__hooks}/lib/notifications/email_links.js`).pathOf({
    kind: notification.getString('kind'),
    role: notification.getString('role'),
    booking: booking,
    actor: notification.getString('actor'),
    datetime: notification.getString('datetime'),
  })
}

/** The member's reason for a decline or a cancel: a series' own for a series-wide one. */
function reasonOf(app, notification, booking) {
  const kind = notification.getString('kind')
  if (kind === 'series_cancelled' || kind === 'series_declined') {
    const series = gb.findById(app, 'booking_series', notification.getString('series'))
    return series ? series.getString('reason') : ''
  }
  return booking && REASON_KINDS.indexOf(kind) !== -1 ? booking.getString('reason') : ''
}

/** Several members' news for one recipient, due together: one email listing each sentence. */
function digestOf(app, user, news) {
  const listed = news.slice(0, MAX_LISTED).map((item) => item.email.sentence)
  const more = news.length > MAX_LISTED ? `And ${news.length - MAX_LISTED} more in GymBuddy.` : ''
  const actors = unique(news.map((item) => text.oneLine(item.row.getString('actorName'))))
  const paths = unique(news.map((item) => item.email.path))
  const intro = 'Here is what happened on GymBuddy:'
  const mail = layout().compose({
    name: user.getString('name'),
    text: [intro, ''].concat(listed.map((line) => `- ${line}`)).concat(more ? ['', more] : []),
    html: [
      layout().paragraph(intro),
      `<ul style="margin:0 0 16px;padding-left:20px">${listed.map((line) => `<li>${text.escapeHtml(line)}</li>`).join('')}</ul>`,
    ].concat(more ? [layout().paragraph(more)] : []),
    action: {
      label: 'Open GymBuddy',
      url: `${app.settings().meta.appURL.replace(/\/+$/, '')}${paths.length === 1 ? paths[0] : '/user'}`,
    },
    note: 'You can switch booking emails off in your profile settings.',
  })
  const subject =
    actors.length === 1 && actors[0]
      ? `${news.length} updates from ${actors[0]}`
      : `${news.length} updates on GymBuddy`
  return { user: user, subject: subject, text: mail.text, html: mail.html }
}

function unique(values) {
  return values.filter((value, index) => values.indexOf(value) === index)
}

function layout() {
  return require(`${__hooks}/lib/notifications/email_layout.js`)
}

/** The booking summary's 12-hour sentence, as of the moment the session was confirmed. */
function cancelRuleOf(notification) {
  const at = (value) => new Date(String(value).replace(' ', 'T'))
  return require(`${__hooks}/lib/bookings/cancel_rule.js`).cancelRuleSentence(
    at(notification.getString('datetime')),
    at(notification.getString('created')),
  )
}

/**
 * The session's .ics file (the calendar export) for a confirmation, or for the cancellation
 * of a confirmed session (METHOD:CANCEL of the same UID, so calendars drop it); else null.
 */
function calendarAttachment(app, notification, userId) {
  const kind = notification.getString('kind')
  if (kind === 'series_confirmed') return seriesAttachment(app, notification, userId)
  const booking = gb.findById(app, 'bookings', notification.getString('booking'))
  if (!booking) return null
  const status = booking.getString('status')
  const confirmed = kind === 'booking_confirmed' && status === STATUS.confirmed
  // answeredAt: the trainer had confirmed it (a declined request is another status).
  const cancelled =
    kind === 'booking_cancelled' &&
    status === STATUS.cancelled &&
    booking.getString('answeredAt') !== ''
  if (!confirmed && !cancelled) return null
  const file = require(`${__hooks}/lib/bookings/calendar.js`).bookingFile(app, booking, userId)
  return $filesystem.fileFromBytes(file, 'gymbuddy-session.ics').reader.open()
}

/** A confirmed series' one weekly event (RRULE), the file its download gives (lib/series/series_calendar.js). */
function seriesAttachment(app, notification, userId) {
  const series = gb.findById(app, 'booking_series', notification.getString('series'))
  if (!series || series.getString('status') !== SERIES_STATUS.confirmed) return null
  const file = require(`${__hooks}/lib/series/series_calendar.js`).seriesFile(app, series, userId)
  return $filesystem.fileFromBytes(file, 'gymbuddy-series.ics').reader.open()
}

function send(app, email, notification) {
  const meta = app.settings().meta
  const message = new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: email.user.email(), name: text.oneLine(email.user.getString('name')) }],
    subject: email.subject,
    text: email.text,
    html: email.html,
  })
  let ics = null
  try {
    // A digest (no one notification) carries no calendar file.
    ics = notification ? calendarAttachment(app, notification, email.user.id) : null
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
  const series = notification && notification.getString('kind') === 'series_confirmed'
  if (ics) message.attachments = { [series ? 'gymbuddy-series.ics' : 'gymbuddy-session.ics']: ics }
  try {
    app.newMailClient().send(message)
  } finally {
    if (ics) ics.close()
  }
}

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The requests (or reschedules) a held row still stands for: open ones made since its first. */
function openRequests(app, notification) {
  const first = gb.findById(app, 'bookings', notification.getString('booking'))
  const since = first ? first.getString('created') : notification.getString('created')
  const rescheduled = notification.getString('kind') === 'booking_rescheduled'
  // booking_sent is the booker's own row about a request to the actor (the trainer).
  const sent = notification.getString('kind') === 'booking_sent'
  const people = [notification.getString('actor'), notification.getString('user')]
  if (sent) people.reverse()
  return app.findRecordsByFilter(
    'bookings',
    `booker = {:booker} && gymBuddy = {:trainer} && status = '${STATUS.requested}' && created >= {:since}` +
      (sent ? '' : ` && rescheduleOf ${rescheduled ? '!=' : '='} ''`),
    'datetime',
    100,
    0,
    { booker: people[0], trainer: people[1], since: since },
  )
}

function settle(app, notification, status) {
  notification.set('emailStatus', status)
  app.save(notification)
}

/** Sends one email for these rows and records the outcome on each (a failure is retried). */
function sendFor(app, email, rows) {
  const at = stored(Date.now())
  let error = ''
  try {
    send(app, email, rows.length === 1 ? rows[0] : null)
  } catch (caught) {
    error = String(caught).slice(0, 1000)
    app
      .logger()
      .error('notification email failed, will retry', 'notification', rows[0].id, 'error', error)
  }
  for (const row of rows) {
    row.set('emailAttempts', row.getInt('emailAttempts') + 1)
    row.set('emailError', error)
    if (!error) {
      row.set('emailStatus', 'sent')
      row.set('emailedAt', at)
    }
    app.save(row)
  }
  return error ? 0 : 1
}

/**
 * The member news due for one recipient (lib/notifications/mail_policy.js): opted out → "off"; an action undone
 * (a request no longer open, a series cancelled unanswered) → "withdrawn"; the rest is one email
 * (one row's own, or a digest), postponed while the last one is too recent, "capped" past the
 * daily cap. Returns how many emails were sent (0 or 1).
 */
function deliverNews(app, userId) {
  const now = Date.now()
  const due = app
    .findRecordsByFilter(
      'notifications',
      "user = {:user} && emailStatus = 'pending' && (emailAfter = '' || emailAfter <= {:now})",
      'created',
      100,
      0,
      { user: userId, now: stored(now) },
    )
    .filter((row) => policy.classOf(row.getString('kind')) === 'member')
  if (!due.length) return 0
  const user = gb.findById(app, 'users', userId)
  if (!user || user.getBool('bookingEmailsOff')) {
    for (const row of due) settle(app, row, 'off')
    return 0
  }
  const news = []
  for (const row of due) {
    const asks = REQUEST_KINDS.indexOf(row.getString('kind')) !== -1 && row.getString('actor')
    const open = asks ? openRequests(app, row) : null
    if (policy.undone(app, row, open)) {
      settle(app, row, 'withdrawn')
      continue
    }
    const email = composeEmail(app, row, open)
    if (email) news.push({ row: row, email: email })
    else settle(app, row, 'off')
  }
  if (!news.length) return 0
  const allowed = policy.allowance(app, userId, now)
  if (allowed.capped) {
    for (const item of news) settle(app, item.row, 'capped')
    return 0
  }
  if (allowed.after) {
    for (const item of news) {
      item.row.set('emailAfter', stored(allowed.after))
      app.save(item.row)
    }
    return 0
  }
  const email = news.length === 1 ? news[0].email : digestOf(app, user, news)
  return sendFor(
    app,
    email,
    news.map((item) => item.row),
  )
}

/**
 * Sends one notification's email and records the outcome on the row. Without SMTP settings the
 * row stays pending (nothing to send through); a held row waits for its `emailAfter`; member news
 * goes by lib/notifications/mail_policy.js (deliverNews, with the recipient's other news due); an unknown or
 * opted-out member gets "off".
 */
function deliver(app, notification) {
  if (notification.getString('emailStatus') !== 'pending') return 0
  if (!app.settings().smtp.enabled) return 0
  const after = notification.getString('emailAfter')
  if (after && after > stored(Date.now())) return 0
  if (policy.classOf(notification.getString('kind')) === 'member') {
    return deliverNews(app, notification.getString('user'))
  }
  const email = composeEmail(app, notification, null)
  if (!email || email.user.getBool('bookingEmailsOff')) {
    settle(app, notification, 'off')
    return 0
  }
  return sendFor(app, email, [notification])
}

/** Minutes to wait after attempt n before the next: 1, 2, 4, … up to an hour. */
function waitMinutes(attempts) {
  return Math.min(Math.pow(2, Math.max(attempts - 1, 0)), MAX_WAIT_MINUTES)
}

/**
 * The outbox job: held emails whose time has come are sent, pending emails older than 30 s whose
 * wait has passed are sent again (`force` ignores the wait, never a hold); pending ones older than
 * 48 h are marked failed and logged.
 */
function retryPending(app, force) {
  if (!app.settings().smtp.enabled) return { sent: 0, failed: 0 }
  const now = Date.now()
  const pending = app.findRecordsByFilter(
    'notifications',
    // A held email is due at its emailAfter; any other is first sent after its commit, so the
    // job leaves it 30 s for that.
    "emailStatus = 'pending' && ((emailAfter != '' && emailAfter <= {:now}) || (emailAfter = '' && created <= {:settled}))",
    'updated',
    200,
    0,
    { now: stored(now), settled: stored(now - (force ? 0 : FIRST_RETRY_SECONDS * 1000)) },
  )
  let sent = 0
  let failed = 0
  const served = {}
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
    // One recipient's member news goes together, once per run.
    const user = row.getString('user')
    const news = policy.classOf(row.getString('kind')) === 'member'
    if (news && served[user]) continue
    if (news) served[user] = true
    sent += deliver(app, row)
  }
  return { sent: sent, failed: failed }
}

module.exports = { deliver, retryPending }
