/// <reference path="../../pb_data/types.d.ts" />
// What a booking save means for attendance and the waitlist, at model level (every path: API,
// cascades of a confirm or a move, cron, superuser), inside the save's transaction
// (pb_hooks/attendance.pb.js): either party's cancel of a confirmed session inside the cancel
// window is a late cancel (a client's, and a final client no-show, may owe a fee: late_fees.js); a confirmed slot that opens tells its waiters; a confirmed session ends its
// booker's wait for the hour; the parties' records in the finder's table follow.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br

const RECORD_FIELDS = ['status', 'outcome', 'outcomeDisputed', 'lateCancel', 'datetime']

function statusOf(record) {
  return record.getString('status') || STATUS.requested
}

function waitlist() {
  return require(`${__hooks}/lib/attendance/waitlist.js`)
}

function refreshRecords(txApp, record) {
  require(`${__hooks}/lib/attendance/reliability.js`).refreshFinder(txApp, [
    record.getString('gymBuddy'),
    record.getString('booker'),
  ])
}

/** True when a party cancels this confirmed session after the cancel deadline. */
function isLateCancel(record, from) {
  if (from !== STATUS.confirmed || statusOf(record) !== STATUS.cancelled) return false
  const by = record.getString('cancelledBy')
  if (by !== record.getString('gymBuddy') && by !== record.getString('booker')) return false
  // A member blocking the other is not a late cancel of their sessions.
  if (require(`${__hooks}/lib/safety/blocks.js`).isBlockCancel(record)) return false
  // Nor is a suspension's: the operator cancelled, not the member.
  if (require(`${__hooks}/lib/safety/ops_suspend.js`).isSuspensionCancel(record)) return false
  // Nor a move both sides agreed: a confirmed new time, or a series change's weeks.
  if (by === record.getString('booker') && isAgreedMove(record)) return false
  const start = gb.dateOf(record, 'datetime')
  return !!start && Date.now() > br.cancelDeadlineMs(start.getTime())
}

function isAgreedMove(record) {
  if (require(`${__hooks}/lib/bookings/booking_effects.js`).isBeingReplaced(record)) return true
  return !!record.getString('series') && record.getString('reason') === 'Rescheduled'
}

/** onRecordUpdateExecute (bookings). */
function saveChangedBooking(e) {
  gb.inTransaction(e, (txApp) => {
    const record = e.record
    const fresh = gb.findById(txApp, 'bookings', record.id) || record.original()
    const from = statusOf(fresh)
    const to = statusOf(record)
    if (isLateCancel(record, from)) record.set('lateCancel', true)
    const lateFees = require(`${__hooks}/lib/payments/late_fees.js`)
    lateFees.applyLateCancel(record)
    lateFees.applyNoShow(record)
    e.next()
    if (from === STATUS.confirmed && to !== STATUS.confirmed) waitlist().slotOpened(txApp, record)
    if (to === STATUS.confirmed && from !== STATUS.confirmed) waitlist().stopWaiting(txApp, record)
    if (RECORD_FIELDS.some((field) => String(fresh.get(field)) !== String(record.get(field)))) {
      refreshRecords(txApp, record)
    }
  })
}

/** onRecordCreateExecute (bookings): a session written confirmed (superuser, seed). */
function saveNewBooking(e) {
  gb.inTransaction(e, (txApp) => {
    e.next()
    if (statusOf(e.record) !== STATUS.confirmed && !e.record.getBool('lateCancel')) return
    if (statusOf(e.record) === STATUS.confirmed) waitlist().stopWaiting(txApp, e.record)
    refreshRecords(txApp, e.record)
  })
}

/** onRecordDeleteExecute (bookings): a confirmed session removed opens its slot too. */
function deleteBooking(e) {
  gb.inTransaction(e, (txApp) => {
    const wasConfirmed = statusOf(e.record) === STATUS.confirmed
    e.next()
    if (wasConfirmed) waitlist().slotOpened(txApp, e.record)
    refreshRecords(txApp, e.record)
  })
}

module.exports = { saveChangedBooking, saveNewBooking, deleteBooking }
