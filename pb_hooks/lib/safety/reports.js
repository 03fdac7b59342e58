/// <reference path="../../pb_data/types.d.ts" />
// Reports (docs/trust-and-safety.md, "Blocks and reports"; pb_hooks/safety.pb.js). A verified
// member reports a member they can see, a message they received, a review, or a booking they are
// party to; the server fills who is reported from that record. A message report copies that
// message and the ten before it into `evidence`: the only chat text an operator ever reads.
// Operators handle a report once (actioned or dismissed, with a resolution), logged in
// operator_actions in the same transaction; every operator is emailed a new safety or harassment
// report. The reporter reads the status, never the evidence or the operators' notes.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const emailText = require(`${__hooks}/lib/notifications/email_text.js`)

const MAX_TEXT = 2000
const EVIDENCE_BEFORE = 10
const PER_DAY = 10
const URGENT_KINDS = ['safety', 'harassment']
// What the reporter (or anyone but an operator) never reads.
const OPERATORS_ONLY = ['evidence', 'resolution', 'handledBy']
const SERVER_FIELDS = ['status', 'resolution', 'handledBy', 'handledAt', 'evidence']

const VERIFY_FIRST =
  'Verify your email address before you report anyone: reports come only from confirmed accounts, so throwaway accounts cannot flood the team. We can send the link again.'

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

// The reported message and the ten stored before it in its chat (insertion order: two messages
// may share a millisecond), newest first.
const EVIDENCE_SQL = `SELECT m.id FROM messages m WHERE m.chat = {:chat}
  AND m.rowid <= (SELECT r.rowid FROM messages r WHERE r.id = {:id})
  ORDER BY m.rowid DESC LIMIT {:limit}`

/** The message and the ten before it in its chat, oldest first, as the operators read them. */
function evidenceOf(app, message) {
  const ids = arrayOf(new DynamicModel({ id: '' }))
  app
    .db()
    .newQuery(EVIDENCE_SQL)
    .bind({ chat: message.getString('chat'), id: message.id, limit: EVIDENCE_BEFORE + 1 })
    .all(ids)
  const rows = ids.map((row) => app.findRecordById('messages', row.id))
  const names = {}
  const nameOf = (id) => {
    if (!(id in names)) {
      const person = gb.findById(app, 'users', id)
      names[id] = person ? person.getString('name') : ''
    }
    return names[id]
  }
  return rows.reverse().map((row) => ({
    id: row.id,
    sender: row.getString('sender'),
    senderName: nameOf(row.getString('sender')),
    text: row.getString('text'),
    created: row.getString('created'),
    reported: row.id === message.id,
  }))
}

/** Who a message report is about: a message the reporter received in their own chat. */
function messageTarget(app, me, id) {
  const message = gb.findById(app, 'messages', id)
  const chat = message && gb.findById(app, 'chats', message.getString('chat'))
  const mine = chat && (chat.getString('user1') === me || chat.getString('user2') === me)
  if (!mine || message.getString('sender') === me) {
    gb.fail('message', 'validation_report_message', 'You can report only a message you received.')
  }
  return { target: message.getString('sender'), message: message }
}

function reviewTarget(app, me, id) {
  const review = gb.findById(app, 'reviews', id)
  if (!review || review.getString('author') === me) {
    gb.fail('review', 'validation_report_review', 'You can report only someone else’s review.')
  }
  return { target: review.getString('author') }
}

function bookingTarget(app, me, id) {
  const booking = gb.findById(app, 'bookings', id)
  const booker = booking ? booking.getString('booker') : ''
  const trainer = booking ? booking.getString('gymBuddy') : ''
  if (me !== booker && me !== trainer) {
    gb.fail('booking', 'validation_report_booking', 'You can report only a booking you are in.')
  }
  return { target: me === booker ? trainer : booker }
}

/** A member report without a record: someone the reporter can see (a trainer or a contact). */
function memberTarget(e, me, id) {
  const people = e.app.findCollectionByNameOrId('users_view')
  const person = gb.visibleTo(e, gb.findById(e.app, people, id), people.viewRule)
  if (!person || id === me) {
    gb.fail('target', 'validation_report_target', 'You can report only a member you dealt with.')
  }
  return { target: id }
}

/** What is reported: at most one record, and the member it is about. */
function subjectOf(e, me) {
  const record = e.record
  const given = ['message', 'review', 'booking'].filter((field) => record.getString(field))
  if (given.length > 1) {
    gb.fail(
      given[1],
      'validation_report_subject',
      'Report one message, review or booking at a time.',
    )
  }
  const id = given.length ? record.getString(given[0]) : ''
  if (given[0] === 'message') return messageTarget(e.app, me, id)
  if (given[0] === 'review') return reviewTarget(e.app, me, id)
  if (given[0] === 'booking') return bookingTarget(e.app, me, id)
  return memberTarget(e, me, record.getString('target'))
}

function checkText(record) {
  const text = gb.asString(record.get('text')).trim()
  if (gb.charCount(text) > MAX_TEXT) {
    gb.fail('text', 'validation_too_long', `Keep it to ${MAX_TEXT} characters.`)
  }
  if (!text && record.getString('kind') === 'other') {
    gb.fail('text', 'validation_required', 'Say what happened.')
  }
  record.set('text', text)
}

function checkLimits(app, me, record) {
  const same = gb.findFirst(
    app,
    'reports',
    "reporter = {:me} && target = {:target} && kind = {:kind} && status = 'open' && message = {:message} && review = {:review} && booking = {:booking}",
    {
      me: me,
      kind: record.getString('kind'),
      target: record.getString('target'),
      message: record.getString('message'),
      review: record.getString('review'),
      booking: record.getString('booking'),
    },
  )
  if (same) {
    gb.fail('target', 'validation_report_exists', 'You have already reported this. We are on it.')
  }
  const today = app.findRecordsByFilter(
    'reports',
    'reporter = {:me} && created > {:since}',
    '',
    PER_DAY,
    0,
    { me: me, since: stored(Date.now() - 24 * 3600_000) },
  )
  if (today.length >= PER_DAY) {
    gb.fail('reporter', 'validation_report_limit', `You can send at most ${PER_DAY} reports a day.`)
  }
}

/** POST reports by a member: verified, about what they may report, filled by the server. */
function createReport(e) {
  if (e.hasSuperuserAuth() || !e.auth) return e.next()
  const me = e.auth.id
  const record = e.record
  record.set('reporter', me)
  if (!e.auth.getBool('verified')) gb.fail('reporter', 'validation_verify_email', VERIFY_FIRST)
  checkText(record)
  const subject = subjectOf(e, me)
  record.set('target', subject.target)
  for (const field of SERVER_FIELDS) record.set(field, '')
  record.set('status', 'open')
  record.set('evidence', subject.message ? evidenceOf(e.app, subject.message) : null)
  checkLimits(e.app, me, record)
  e.next()
}

/** PATCH reports by an operator (the rule admits no one else): handled once, with a resolution. */
function handleReport(e) {
  if (e.hasSuperuserAuth()) return e.next()
  const ops = require(`${__hooks}/lib/safety/operators.js`)
  if (!ops.isOperator(e.auth)) return e.next()
  const record = e.record
  const body = e.requestInfo().body
  for (const key of Object.keys(body)) {
    if (key !== 'status' && key !== 'resolution') {
      gb.fail(key, 'validation_report_readonly', 'Only the status and the resolution can change.')
    }
  }
  const to = record.getString('status')
  if (to !== 'actioned' && to !== 'dismissed') {
    gb.fail('status', 'validation_report_status', 'Mark the report actioned or dismissed.')
  }
  const resolution = gb.asString(record.get('resolution')).trim()
  if (!resolution) gb.fail('resolution', 'validation_required', 'Say what you decided and why.')
  if (gb.charCount(resolution) > MAX_TEXT) {
    gb.fail('resolution', 'validation_too_long', `Keep it to ${MAX_TEXT} characters.`)
  }
  gb.inTransaction(e, (txApp) => {
    const before = gb.findById(txApp, 'reports', record.id)
    if (before.getString('status') !== 'open') {
      gb.fail('status', 'validation_report_handled', 'This report has already been handled.')
    }
    record.set('resolution', resolution)
    record.set('handledBy', e.auth.id)
    record.set('handledAt', stored(Date.now()))
    e.next()
    const action = to === 'actioned' ? 'action_report' : 'dismiss_report'
    ops.logAction(txApp, e.auth.id, action, record.getString('target'), record.id, resolution)
  })
}

/** Read: the reporter's view leaves out the evidence and the operators' notes. */
function enrichReport(e) {
  const info = e.requestInfo
  const operator = require(`${__hooks}/lib/safety/operators.js`).isOperator(info && info.auth)
  const desk = operator || !!(info && info.hasSuperuserAuth())
  if (!desk) e.record.hide(...OPERATORS_ONLY)
  const target = gb.findById(e.app, 'users', e.record.getString('target'))
  e.record.withCustomData(true)
  e.record.set('targetName', target ? target.getString('name') : '')
  // Operators read no bookings (only their two parties do): the desk gets the reported session's
  // time, place and state here, and nothing else of it.
  const booking = desk ? gb.findById(e.app, 'bookings', e.record.getString('booking')) : null
  if (booking) {
    e.record.set('session', {
      datetime: booking.getString('datetime'),
      venue: booking.getString('venue'),
      status: booking.getString('status'),
    })
  }
}

/** After the commit: every operator hears of a new safety or harassment report, without its text. */
function tellOperators(app, report) {
  if (URGENT_KINDS.indexOf(report.getString('kind')) === -1) return 0
  const operators = app.findRecordsByFilter('users', 'operator = true', '', 0, 0)
  const meta = app.settings().meta
  const layout = require(`${__hooks}/lib/notifications/email_layout.js`)
  const kind = report.getString('kind') === 'safety' ? 'safety' : 'harassment'
  const url = `${meta.appURL.replace(/\/+$/, '')}/ops`
  for (const operator of operators) {
    const email = layout.compose({
      name: operator.getString('name'),
      text: [
        `A member sent a ${kind} report. Please look at it within 24 hours.`,
        'The report and its evidence are on the operator desk only.',
      ],
      html: [
        `<p style="margin:0 0 16px">A member sent a ${kind} report. Please look at it within 24 hours.</p>`,
        '<p style="margin:0 0 16px">The report and its evidence are on the operator desk only.</p>',
      ],
      action: { label: 'Open the operator desk', url: url },
      note: 'You get this because you run GymBuddy.',
    })
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: operator.email(), name: emailText.oneLine(operator.getString('name')) }],
        subject: `New ${kind} report`,
        text: email.text,
        html: email.html,
      }),
    )
  }
  return operators.length
}

module.exports = { createReport, handleReport, enrichReport, tellOperators }
