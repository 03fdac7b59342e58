/// <reference path="../../pb_data/types.d.ts" />
// What a booking save does to other bookings, inside the same transaction (model level, so every
// path — API, superuser, seed, cron — keeps the invariants): one confirmed booking per trainer
// slot, one open request per booker/trainer/slot, final states stay final, confirming settles the
// slot, a reschedule cancels the booking it replaces, and past requests expire.
const gb = require(`${__hooks}/lib/gymbuddy.js`)

const SLOT_TAKEN = 'This time slot is already booked.'
const DUPLICATE = 'You have already requested this time slot.'
const FINAL_STATUSES = ['declined', 'cancelled', 'expired']
const OPEN_STATUSES = ['requested', 'confirmed']

function statusOf(record) {
  return record.getString('status') || 'requested'
}

function nowStored() {
  return new Date().toISOString().replace('T', ' ')
}

function confirmedAt(app, gymBuddy, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    "gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = 'confirmed' && id != {:exceptId}",
    { gymBuddy: gymBuddy, datetime: datetime, exceptId: exceptId || '' },
  )
}

/** The booker's confirmed session (with any trainer) at this instant, if any. */
function bookerConfirmedAt(app, booker, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    "booker = {:booker} && datetime = {:datetime} && status = 'confirmed' && id != {:exceptId}",
    { booker: booker, datetime: datetime, exceptId: exceptId || '' },
  )
}

function requestedAt(app, booker, gymBuddy, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    "booker = {:booker} && gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = 'requested' && id != {:exceptId}",
    { booker: booker, gymBuddy: gymBuddy, datetime: datetime, exceptId: exceptId || '' },
  )
}

/** The slot invariants, checked inside the saving transaction (indexes back both). */
function checkSlot(app, record) {
  const gymBuddy = record.getString('gymBuddy')
  const datetime = record.getString('datetime')
  const status = statusOf(record)
  if (status === 'confirmed' && confirmedAt(app, gymBuddy, datetime, record.id)) {
    gb.fail('status', 'validation_slot_taken', SLOT_TAKEN)
  }
  if (
    status === 'requested' &&
    requestedAt(app, record.getString('booker'), gymBuddy, datetime, record.id)
  ) {
    gb.fail('datetime', 'validation_booking_duplicate', DUPLICATE)
  }
}

/** Confirming settles the slot: the trainer's other requests there and the client's elsewhere. */
function settleSlot(app, confirmed) {
  const gymBuddy = confirmed.getString('gymBuddy')
  const booker = confirmed.getString('booker')
  const datetime = confirmed.getString('datetime')
  const competing = app.findRecordsByFilter(
    'bookings',
    "gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = 'requested' && id != {:id}",
    '',
    0,
    0,
    { gymBuddy: gymBuddy, datetime: datetime, id: confirmed.id },
  )
  for (const other of competing) {
    other.set('status', 'declined')
    other.set('reason', 'slot taken')
    other.set('answeredAt', nowStored())
    app.save(other)
  }
  const elsewhere = app.findRecordsByFilter(
    'bookings',
    "booker = {:booker} && datetime = {:datetime} && status = 'requested' && gymBuddy != {:gymBuddy}",
    '',
    0,
    0,
    { booker: booker, datetime: datetime, gymBuddy: gymBuddy },
  )
  for (const other of elsewhere) {
    other.set('status', 'cancelled')
    other.set('reason', 'booked elsewhere')
    other.set('cancelledBy', booker)
    app.save(other)
  }
}

/** A reschedule cancels the booking it replaces (when that one is still open). */
function cancelReplaced(app, created) {
  const oldId = created.getString('rescheduleOf')
  const old = oldId ? gb.findById(app, 'bookings', oldId) : null
  if (!old || OPEN_STATUSES.indexOf(statusOf(old)) === -1) return
  old.set('status', 'cancelled')
  old.set('reason', 'Rescheduled')
  old.set('cancelledBy', created.getString('booker'))
  app.save(old)
}

/** onRecordCreateExecute: the slot checks, the save, then the reschedule and slot effects. */
function saveNewBooking(e) {
  gb.inTransaction(e, (txApp) => {
    checkSlot(txApp, e.record)
    e.next()
    if (e.record.getString('rescheduleOf')) cancelReplaced(txApp, e.record)
    if (statusOf(e.record) === 'confirmed') settleSlot(txApp, e.record)
  })
}

/** onRecordUpdateExecute: final states stay final; the slot checks; confirming settles the slot. */
function saveChangedBooking(e) {
  gb.inTransaction(e, (txApp) => {
    const record = e.record
    const fresh = gb.findById(txApp, 'bookings', record.id)
    const from = fresh ? statusOf(fresh) : statusOf(record.original())
    const to = statusOf(record)
    if (FINAL_STATUSES.indexOf(from) !== -1 && to !== from) {
      gb.fail('status', 'validation_booking_answered', `This booking has already been ${from}.`)
    }
    checkSlot(txApp, record)
    e.next()
    if (to === 'confirmed' && from !== 'confirmed') settleSlot(txApp, record)
  })
}

/** The cron job: requests whose start has passed become expired. Returns how many. */
function expireStaleRequests(app) {
  const stale = app.findRecordsByFilter(
    'bookings',
    "status = 'requested' && datetime <= {:now}",
    'datetime',
    1000,
    0,
    { now: nowStored() },
  )
  let expired = 0
  for (const candidate of stale) {
    app.runInTransaction((txApp) => {
      const record = gb.findById(txApp, 'bookings', candidate.id)
      if (!record || statusOf(record) !== 'requested') return
      record.set('status', 'expired')
      txApp.save(record)
      expired += 1
    })
  }
  return expired
}

module.exports = {
  SLOT_TAKEN,
  FINAL_STATUSES,
  statusOf,
  nowStored,
  confirmedAt,
  bookerConfirmedAt,
  saveNewBooking,
  saveChangedBooking,
  expireStaleRequests,
}
