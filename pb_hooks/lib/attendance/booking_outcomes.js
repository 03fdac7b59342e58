/// <reference path="../../pb_data/types.d.ts" />
// Whether a confirmed session happened (docs/attendance-and-waitlist.md). From the session's end
// until `outcomeWindowHours` after it, each party answers once with a value booking_rules.json's
// `outcomesBy` lets their side give. The first answer is the outcome; a later different answer
// from the other party is kept beside it (`outcomeReply`) and marks it disputed. A session nobody
// answered for becomes attended once the window closes (the cron below).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { OUTCOME, STATUS } = br

const FIELDS = ['outcome']
const SERVER_FIELDS = ['outcomeBy', 'outcomeReply', 'outcomeDisputed']

/** True when the PATCH body names only the outcome (the status path handles everything else). */
function isOutcomeChange(e) {
  const keys = Object.keys(e.requestInfo().body || {})
  return keys.length > 0 && keys.every((key) => FIELDS.indexOf(key) !== -1)
}

/** When the session ends and when the answers close (ms). */
function windowOf(booking) {
  const start = gb.dateOf(booking, 'datetime').getTime()
  const end = start + br.rules.sessionHours * br.HOUR_MS
  return { end: end, closes: end + br.rules.outcomeWindowHours * br.HOUR_MS }
}

/** "Stopped by weather" only where weather can stop play: a venue of an outdoor kind. */
function checkOutdoor(app, booking) {
  const ww = require(`${__hooks}/lib/venues/when_where.js`)
  const profile = gb.findFirst(app, 'trainer_profiles', 'user = {:user}', {
    user: booking.getString('gymBuddy'),
  })
  const name = booking.getString('venue').toLowerCase()
  const venue = ww.venuesOf(profile).filter((v) => v.name.toLowerCase() === name)[0]
  if (!venue || br.rules.lateCancel.outdoorVenueKinds.indexOf(venue.kind) === -1) {
    gb.fail(
      'outcome',
      'validation_outcome_indoor',
      'Only a session at an outdoor venue (a park, a home or a condo) can be stopped by weather.',
    )
  }
}

/** A party's answer to "Did the session happen?": refused, or written onto the record. */
function checkOutcomeChange(e, txApp) {
  const record = e.record
  const stored = gb.findById(txApp, 'bookings', record.id)
  // From the body: this check runs twice (before the write lock and inside it) on one record.
  const value = String(e.requestInfo().body.outcome || '')
  for (const field of SERVER_FIELDS) record.set(field, stored.get(field))
  record.set('outcome', stored.getString('outcome'))
  const side = e.auth.id === stored.getString('gymBuddy') ? 'trainer' : 'booker'
  if (stored.getString('status') !== STATUS.confirmed) {
    gb.fail(
      'outcome',
      'validation_outcome_not_confirmed',
      'Only a confirmed session has an outcome.',
    )
  }
  if (br.rules.outcomesBy[side].indexOf(value) === -1) {
    gb.fail(
      'outcome',
      'validation_outcome_not_allowed',
      side === 'trainer'
        ? 'A trainer answers that the session happened, that the client did not come or that weather stopped it.'
        : 'A client answers that the session happened, that the trainer did not come or that weather stopped it.',
    )
  }
  const weather = value === OUTCOME.weather
  if (weather) checkOutdoor(txApp, stored)
  const window = windowOf(stored)
  // Weather can stop a session from its start; the other answers wait for its end.
  if (weather && Date.now() < window.end - br.rules.sessionHours * br.HOUR_MS) {
    gb.fail(
      'outcome',
      'validation_outcome_too_early',
      'You can answer once the session has started.',
    )
  }
  if (!weather && Date.now() < window.end) {
    gb.fail('outcome', 'validation_outcome_too_early', 'You can answer once the session has ended.')
  }
  if (Date.now() > window.closes) {
    gb.fail(
      'outcome',
      'validation_outcome_closed',
      `Answers close ${br.rules.outcomeWindowHours} hours after the session ends.`,
    )
  }
  if (stored.getString('outcomeSettledAt')) {
    gb.fail(
      'outcome',
      'validation_outcome_settled',
      'GymBuddy has settled whether this session happened.',
    )
  }
  const first = stored.getString('outcome')
  const firstBy = stored.getString('outcomeBy')
  if (first && (firstBy === e.auth.id || stored.getString('outcomeReply'))) {
    gb.fail('outcome', 'validation_outcome_answered', 'This session already has your answer.')
  }
  if (!first) {
    record.set('outcome', value)
    record.set('outcomeBy', e.auth.id)
    return
  }
  record.set('outcomeReply', value)
  record.set('outcomeDisputed', value !== first)
}

/** The cron job: confirmed sessions still without an answer when the window closes become attended. */
function settleUnanswered(app) {
  const closedBefore =
    Date.now() - (br.rules.sessionHours + br.rules.outcomeWindowHours) * br.HOUR_MS
  const due = app.findRecordsByFilter(
    'bookings',
    `status = '${STATUS.confirmed}' && outcome = '' && datetime <= {:before}`,
    'datetime',
    1000,
    0,
    { before: new Date(closedBefore).toISOString().replace('T', ' ') },
  )
  let settled = 0
  for (const candidate of due) {
    app.runInTransaction((txApp) => {
      const record = gb.findById(txApp, 'bookings', candidate.id)
      if (
        !record ||
        record.getString('status') !== STATUS.confirmed ||
        record.getString('outcome')
      ) {
        return
      }
      record.set('outcome', OUTCOME.attended)
      txApp.save(record)
      settled += 1
    })
  }
  return settled
}

module.exports = {
  windowOf,
  isOutcomeChange,
  checkOutcomeChange,
  settleUnanswered,
}
