/// <reference path="../../pb_data/types.d.ts" />
// What a member may do to a booking through the API (used by pb_hooks/bookings.pb.js); every
// refusal names its field and code. Checks that depend on other bookings run inside the saving
// transaction, against the booking as it is stored now (not as it was when the request began).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const fx = require(`${__hooks}/lib/bookings/booking_effects.js`)
const hours = require(`${__hooks}/lib/venues/working_hours.js`)

const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br

const DAY_MS = br.DAY_MS
const HORIZON_DAYS = br.rules.horizonDays
const CANCEL_WINDOW_HOURS = br.rules.cancelWindowHours
const MAX_OPEN_PER_TRAINER = br.rules.maxOpenPerTrainer
const MAX_OPEN_OVERALL = br.rules.maxOpenOverall
const MAX_REASON_LENGTH = br.rules.maxReasonLength
// `series` is set only by lib/series/booking_series.js.
// `proposed` is set only by lib/bookings/session_proposals.js (a trainer's new time).
const SERVER_FIELDS = [
  'cancelledBy',
  'reason',
  'answeredAt',
  'answerBy',
  'series',
  'proposed',
].concat(
  // Attendance: answered through the outcome PATCH (lib/attendance/booking_outcomes.js) or set by the server.
  ['outcome', 'outcomeBy', 'outcomeReply', 'outcomeDisputed', 'lateCancel'],
  // "I'm coming": set only by lib/notifications/reminder_answers.js.
  ['clientConfirmedAt'],
)
const READONLY_FIELDS = ['gymBuddy', 'booker', 'datetime', 'rescheduleOf', 'venue']

function codePoints(text) {
  return Array.from(text).length
}

/** The optional reason, trimmed and bounded (code points). */
function cleanReason(record) {
  const reason = gb.asString(record.get('reason')).trim()
  if (codePoints(reason) > MAX_REASON_LENGTH) {
    gb.fail(
      'reason',
      'validation_too_long',
      `The reason must be at most ${MAX_REASON_LENGTH} characters.`,
    )
  }
  return reason
}

/** A new request's slot: a whole SGT hour, in the future, within 90 days, when the trainer works. */
function checkRequestedSlot(app, record, gymBuddy) {
  const date = gb.dateOf(record, 'datetime')
  if (!date) gb.fail('datetime', 'validation_required', 'Choose a date and a time slot.')
  if (!gb.isBookableSlot(date)) {
    gb.fail(
      'datetime',
      'validation_booking_slot',
      'Sessions start on the hour, from 09:00 to 21:00 Singapore time.',
    )
  }
  if (date.getTime() <= Date.now()) {
    gb.fail('datetime', 'validation_booking_past', 'This time slot is in the past.')
  }
  if (date.getTime() > Date.now() + HORIZON_DAYS * DAY_MS) {
    gb.fail(
      'datetime',
      'validation_booking_horizon',
      `Sessions can be booked at most ${HORIZON_DAYS} days ahead.`,
    )
  }
  const schedule = hours.scheduleOf(app, gymBuddy)
  const off = hours.offReason(schedule.weeklyHours, schedule.daysOff, date)
  if (off === 'day_off') {
    gb.fail('datetime', 'validation_outside_hours', 'The trainer is not working on this day.')
  }
  if (off === 'outside_hours') {
    gb.fail('datetime', 'validation_outside_hours', 'The trainer does not work at this hour.')
  }
  // Minimum notice, venue and travel time (lib/venues/when_where.js).
  require(`${__hooks}/lib/venues/when_where.js`).checkRequest(app, record, gymBuddy)
}

/** At most 3 open (future, requested) requests per trainer and 20 overall, per booker. */
function checkOpenRequestCaps(app, booker, gymBuddy, replacedId) {
  const requests = app.findRecordsByFilter(
    'bookings',
    `booker = {:booker} && status = '${STATUS.requested}' && datetime > {:now} && id != {:replaced}`,
    '',
    0,
    0,
    { booker: booker, now: fx.nowStored(), replaced: replacedId || '' },
  )
  // A weekly series is one open request however many of its weeks wait (lib/series/booking_series.js).
  const open = require(`${__hooks}/lib/series/booking_series.js`).openRequestUnits(requests)
  const withTrainer = open.filter((b) => b.getString('gymBuddy') === gymBuddy).length
  if (withTrainer >= MAX_OPEN_PER_TRAINER) {
    gb.fail(
      'gymBuddy',
      'validation_booking_limit',
      `You can have at most ${MAX_OPEN_PER_TRAINER} open requests with one trainer. Wait for an answer or cancel one first.`,
    )
  }
  if (open.length >= MAX_OPEN_OVERALL) {
    gb.fail(
      'booker',
      'validation_booking_limit',
      `You can have at most ${MAX_OPEN_OVERALL} open requests at a time. Wait for answers or cancel one first.`,
    )
  }
}

/** A reschedule: your own open booking with the same trainer, not yet started (12 h if confirmed). */
function checkReplaced(app, record, me) {
  const oldId = record.getString('rescheduleOf')
  const old = gb.findById(app, 'bookings', oldId)
  const refuse = (code, message) => gb.fail('rescheduleOf', code, message)
  if (!old || old.getString('booker') !== me) {
    refuse('validation_booking_reschedule', 'Only your own bookings can be moved.')
  }
  if (old.getString('gymBuddy') !== record.getString('gymBuddy')) {
    refuse(
      'validation_booking_reschedule',
      'A session can only be moved to another time with the same trainer.',
    )
  }
  const status = fx.statusOf(old)
  if (status !== STATUS.requested && status !== STATUS.confirmed) {
    refuse('validation_booking_reschedule', `This booking has already been ${status}.`)
  }
  checkCancelWindow(old, status, 'rescheduleOf')
}

/** The booker's limits on leaving a booking: before it starts, and 12 h ahead when confirmed. */
function checkCancelWindow(booking, status, field) {
  const start = gb.dateOf(booking, 'datetime').getTime()
  if (start <= Date.now()) {
    gb.fail(field, 'validation_booking_past', 'This session has already started.')
  }
  if (status === STATUS.confirmed && Date.now() > br.cancelDeadlineMs(start)) {
    gb.fail(
      field,
      'validation_cancel_window',
      `A confirmed session can only be cancelled or moved at least ${CANCEL_WINDOW_HOURS} hours before it starts.`,
    )
  }
}

/** POST bookings (members): a request, or a reschedule when rescheduleOf is set. */
function checkNewBooking(e, txApp) {
  const record = e.record
  const me = e.auth ? e.auth.id : ''
  const gymBuddy = record.getString('gymBuddy')
  if (gymBuddy === me) {
    gb.fail('gymBuddy', 'validation_booking_self', 'You cannot book a session with yourself.')
  }
  const trainer = gb.findById(txApp, 'users', gymBuddy)
  if (!trainer || trainer.getString('userType') !== 'trainer') {
    gb.fail(
      'gymBuddy',
      'validation_booking_not_trainer',
      'Sessions can only be booked with a trainer.',
    )
  }
  if (!require(`${__hooks}/lib/finder/finder_index.js`).isListed(txApp, gymBuddy)) {
    gb.fail(
      'gymBuddy',
      'validation_booking_not_listed',
      'This trainer is not taking bookings until their profile lists a specialization and a location.',
    )
  }
  const status = record.getString('status')
  if (status === '') record.set('status', STATUS.requested)
  else if (status !== STATUS.requested) {
    gb.fail('status', 'validation_booking_status', 'A new booking must have the status requested.')
  }
  for (const field of SERVER_FIELDS) record.set(field, '')

  checkRequestedSlot(txApp, record, gymBuddy)
  if (fx.confirmedAt(txApp, gymBuddy, record.getString('datetime'), '')) {
    gb.fail('datetime', 'validation_slot_taken', fx.SLOT_TAKEN)
  }
  if (fx.bookerConfirmedAt(txApp, me, record.getString('datetime'), '')) {
    gb.fail('datetime', 'validation_booking_clash', 'You already have a session at this time.')
  }
  const replacedId = record.getString('rescheduleOf')
  if (replacedId) checkReplaced(txApp, record, me)
  checkOpenRequestCaps(txApp, me, gymBuddy, replacedId)
}

/** PATCH bookings (members): the trainer confirms or declines; either party cancels. */
function checkBookingChange(e, txApp) {
  const outcomes = require(`${__hooks}/lib/attendance/booking_outcomes.js`)
  if (outcomes.isOutcomeChange(e)) return outcomes.checkOutcomeChange(e, txApp)
  if (require(`${__hooks}/lib/payments/payments.js`).checkChange(e, txApp)) return
  const record = e.record
  const stored = gb.findById(txApp, 'bookings', record.id)
  for (const field of READONLY_FIELDS) {
    if (record.getString(field) !== stored.getString(field)) {
      gb.fail(field, 'validation_booking_readonly', 'Only the status of a booking can change.')
    }
  }
  const reason = cleanReason(record)
  for (const field of SERVER_FIELDS) record.set(field, stored.get(field))
  const from = fx.statusOf(stored)
  const to = record.getString('status')
  const side = e.auth.id === stored.getString('gymBuddy') ? 'trainer' : 'booker'
  if (br.isFinal(from)) {
    gb.fail('status', 'validation_booking_answered', `This booking has already been ${from}.`)
  }
  if (to === from) {
    gb.fail('status', 'validation_booking_status', `This booking is already ${from}.`)
  }
  const row = allowedTransition(from, to, side)
  const proposals = require(`${__hooks}/lib/bookings/session_proposals.js`)
  // A trainer withdraws a time they proposed; any other request they decline.
  if (row.ownProposal && !proposals.isOwnProposal(stored)) {
    gb.fail('status', 'validation_booking_status', NOT_FROM_HERE[to])
  }
  const answer = to === STATUS.confirmed || to === STATUS.declined
  if (answer && side === 'trainer' && proposals.isOwnProposal(stored)) {
    gb.fail('status', 'validation_booking_not_allowed', 'The client answers a time you proposed.')
  }
  if (to === STATUS.confirmed) checkConfirmable(txApp, stored)
  if (to === STATUS.confirmed || to === STATUS.declined) record.set('answeredAt', fx.nowStored())
  if (to === STATUS.declined || to === STATUS.cancelled) record.set('reason', reason)
  if (to !== STATUS.cancelled) return
  if (gb.dateOf(stored, 'datetime').getTime() <= Date.now()) {
    gb.fail('status', 'validation_booking_past', 'This session has already started.')
  }
  if (row.outsideCancelWindow) checkCancelWindow(stored, from, 'status')
  if (row.reasonRequired && !reason) {
    gb.fail('reason', 'validation_required', 'Please say why you are cancelling this session.')
  }
  record.set('cancelledBy', e.auth.id)
}

// Why a change the transition table does not list is refused, by its target status.
const NOT_YOURS = {
  confirmed: 'Only the trainer can confirm or decline a request.',
  declined: 'Only the trainer can confirm or decline a request.',
}
const NOT_FROM_HERE = {
  confirmed: 'A confirmed booking can only be cancelled.',
  declined: 'A confirmed booking can only be cancelled.',
  cancelled: 'Decline a request instead of cancelling it.',
}

/** The transition table's row for this change (booking_rules.json), or a refusal saying why not. */
function allowedTransition(from, to, side) {
  const row = br.transitionOf(from, to, side)
  if (row) return row
  const toRows = br.rules.transitions.filter((r) => r.to === to)
  if (toRows.length === 0) {
    gb.fail(
      'status',
      'validation_booking_status',
      'A booking can only be confirmed, declined or cancelled.',
    )
  }
  if (!toRows.some((r) => r.by === side)) {
    gb.fail('status', 'validation_booking_not_allowed', NOT_YOURS[to])
  }
  return gb.fail('status', 'validation_booking_status', NOT_FROM_HERE[to])
}

/** A request can be confirmed while it is ahead, unexpired, and its slot free for both people. */
function checkConfirmable(txApp, stored) {
  if (gb.dateOf(stored, 'datetime').getTime() <= Date.now()) {
    gb.fail('status', 'validation_booking_past', 'This time slot is in the past.')
  }
  const answerBy = gb.dateOf(stored, 'answerBy')
  if (answerBy && answerBy.getTime() <= Date.now()) {
    gb.fail(
      'status',
      'validation_booking_expired',
      'This request was not answered in time and has expired.',
    )
  }
  if (
    fx.confirmedAt(txApp, stored.getString('gymBuddy'), stored.getString('datetime'), stored.id)
  ) {
    gb.fail('status', 'validation_slot_taken', fx.SLOT_TAKEN)
  }
  const booker = stored.getString('booker')
  if (fx.bookerConfirmedAt(txApp, booker, stored.getString('datetime'), stored.id)) {
    gb.fail('status', 'validation_booking_clash', 'This client already has a session at this time.')
  }
  require(`${__hooks}/lib/venues/when_where.js`).checkConfirm(txApp, stored)
}

/** onRecordCreateRequest / onRecordUpdateRequest: members' checks and the save in one transaction. */
function saveAsMember(e, check) {
  if (e.hasSuperuserAuth()) {
    e.next()
    return
  }
  // First without the write lock, so refusals (a flood of them too) never queue for it; then
  // again inside the saving transaction, where the answer is final.
  check(e, e.app)
  gb.inTransaction(e, (txApp) => {
    check(e, txApp)
    e.next()
  })
}

module.exports = {
  HORIZON_DAYS,
  CANCEL_WINDOW_HOURS,
  MAX_OPEN_PER_TRAINER,
  MAX_OPEN_OVERALL,
  checkNewBooking,
  checkBookingChange,
  saveAsMember,
}
