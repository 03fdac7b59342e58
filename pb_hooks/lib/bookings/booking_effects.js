/// <reference path="../../pb_data/types.d.ts" />
// What a booking save does to other bookings, inside the same transaction (model level, so every
// path — API, superuser, seed, cron — keeps the invariants): one confirmed booking per trainer
// slot, one open request per booker/trainer/slot, final states stay final, confirming settles the
// slot, a request is answered by its answerBy or expires, and a reschedule replaces a request at
// once but a confirmed session only once the trainer confirms the new time (docs/decisions.md
// "A reschedule never loses a session").
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const SLOT_TAKEN = 'This time slot is already booked.'
const DUPLICATE = 'You have already requested this time slot.'
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { STATUS } = br
const FINAL_STATUSES = br.FINAL_STATUSES
const OPEN_STATUSES = br.OPEN_STATUSES
const HOUR_MS = br.HOUR_MS
const ANSWER_HOURS = br.rules.answerWithinHours
const RESCHEDULED = 'Rescheduled'
// The longest chain of moves followed (each move of a request replaces it at once).
const MAX_CHAIN = 20
// Marks a booking being cancelled because its move was confirmed (lib/notifications/notifications.js reads it).
const REPLACING = 'gymbuddy.replacing.'

function statusOf(record) {
  return record.getString('status') || STATUS.requested
}

function nowStored() {
  return new Date().toISOString().replace('T', ' ')
}

function confirmedAt(app, gymBuddy, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    `gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = '${STATUS.confirmed}' && id != {:exceptId}`,
    { gymBuddy: gymBuddy, datetime: datetime, exceptId: exceptId || '' },
  )
}

/** The booker's confirmed session (with any trainer) at this instant, if any. */
function bookerConfirmedAt(app, booker, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    `booker = {:booker} && datetime = {:datetime} && status = '${STATUS.confirmed}' && id != {:exceptId}`,
    { booker: booker, datetime: datetime, exceptId: exceptId || '' },
  )
}

function requestedAt(app, booker, gymBuddy, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    `booker = {:booker} && gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = '${STATUS.requested}' && id != {:exceptId}`,
    { booker: booker, gymBuddy: gymBuddy, datetime: datetime, exceptId: exceptId || '' },
  )
}

/** The slot invariants, checked inside the saving transaction (indexes back both). */
function checkSlot(app, record) {
  const gymBuddy = record.getString('gymBuddy')
  const datetime = record.getString('datetime')
  const status = statusOf(record)
  if (status === STATUS.confirmed && confirmedAt(app, gymBuddy, datetime, record.id)) {
    gb.fail('status', 'validation_slot_taken', SLOT_TAKEN)
  }
  if (
    status === STATUS.requested &&
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
    `gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = '${STATUS.requested}' && id != {:id}`,
    '',
    0,
    0,
    { gymBuddy: gymBuddy, datetime: datetime, id: confirmed.id },
  )
  for (const other of competing) {
    other.set('status', STATUS.declined)
    other.set('reason', 'slot taken')
    other.set('answeredAt', nowStored())
    app.save(other)
  }
  const elsewhere = app.findRecordsByFilter(
    'bookings',
    `booker = {:booker} && datetime = {:datetime} && status = '${STATUS.requested}' && gymBuddy != {:gymBuddy}`,
    '',
    0,
    0,
    { booker: booker, datetime: datetime, gymBuddy: gymBuddy },
  )
  for (const other of elsewhere) {
    other.set('status', STATUS.cancelled)
    other.set('reason', 'booked elsewhere')
    other.set('cancelledBy', booker)
    app.save(other)
  }
}

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** True when the booking was left for a move (cancelled "Rescheduled" by its booker). */
function isMovedAway(booking) {
  return (
    statusOf(booking) === STATUS.cancelled &&
    booking.getString('reason') === RESCHEDULED &&
    booking.getString('cancelledBy') === booking.getString('booker')
  )
}

/**
 * Where a move comes from: following rescheduleOf past the requests it replaced at once, the
 * confirmed session it would replace (`standing`), else the first booking of the chain (`first`).
 */
function moveOrigin(app, booking) {
  let id = booking.getString('rescheduleOf')
  let first = null
  for (let step = 0; id && step < MAX_CHAIN; step++) {
    const old = gb.findById(app, 'bookings', id)
    if (!old) break
    first = old
    if (statusOf(old) === STATUS.confirmed) return { standing: old, first: old }
    if (!isMovedAway(old)) break
    id = old.getString('rescheduleOf')
  }
  return { standing: null, first: first }
}

/** When a request must be answered: 48 h after it is made, or the start (of either session of a move) when sooner. */
function answerByOf(app, record) {
  const start = gb.dateOf(record, 'datetime')
  const times = [Date.now() + ANSWER_HOURS * HOUR_MS]
  if (start) times.push(start.getTime())
  const standing = moveOrigin(app, record).standing
  if (standing) times.push(gb.dateOf(standing, 'datetime').getTime())
  return stored(Math.min.apply(null, times))
}

function cancelAsRescheduled(app, booking, booker, reason) {
  booking.set('status', STATUS.cancelled)
  booking.set('reason', reason || RESCHEDULED)
  booking.set('cancelledBy', booker)
  $app.store().set(REPLACING + booking.id, true)
  try {
    app.save(booking)
  } finally {
    $app.store().remove(REPLACING + booking.id)
  }
}

/** True while the booking is being cancelled because its move was confirmed. */
function isBeingReplaced(booking) {
  return $app.store().has(REPLACING + booking.id)
}

/**
 * A new move: a request it moves is replaced at once; a confirmed session stands until the new
 * time is confirmed (other open moves of it are replaced by this one).
 */
function replaceOnRequest(app, created) {
  const old = gb.findById(app, 'bookings', created.getString('rescheduleOf'))
  if (!old || OPEN_STATUSES.indexOf(statusOf(old)) === -1) return
  const booker = created.getString('booker')
  if (statusOf(created) === STATUS.confirmed) return completeMove(app, created)
  if (statusOf(old) === STATUS.requested) return cancelAsRescheduled(app, old, booker)
  const others = app.findRecordsByFilter(
    'bookings',
    `rescheduleOf = {:old} && status = '${STATUS.requested}' && id != {:id}`,
    '',
    0,
    0,
    { old: old.id, id: created.id },
  )
  for (const other of others) cancelAsRescheduled(app, other, booker)
}

/** A cancelled session takes its open moves with it (told as the session's cancellation). */
function withdrawMoves(app, cancelled) {
  const moves = app.findRecordsByFilter(
    'bookings',
    `rescheduleOf = {:id} && status = '${STATUS.requested}'`,
    '',
    0,
    0,
    { id: cancelled.id },
  )
  for (const move of moves) {
    cancelAsRescheduled(app, move, cancelled.getString('cancelledBy'), 'Session cancelled')
  }
}

/** The new time is confirmed: the session it moves (if still confirmed) is cancelled "Rescheduled". */
function completeMove(app, confirmed) {
  const standing = moveOrigin(app, confirmed).standing
  if (standing) cancelAsRescheduled(app, standing, confirmed.getString('booker'))
}

/** onRecordCreateExecute: the answer deadline, the slot checks, the save, then the effects. */
function saveNewBooking(e) {
  gb.inTransaction(e, (txApp) => {
    if (statusOf(e.record) === STATUS.requested && !e.record.getString('answerBy')) {
      e.record.set('answerBy', answerByOf(txApp, e.record))
    }
    checkSlot(txApp, e.record)
    e.next()
    require(`${__hooks}/lib/privacy/member_contacts.js`).addBookingParties(txApp, e.record)
    if (e.record.getString('rescheduleOf')) replaceOnRequest(txApp, e.record)
    if (statusOf(e.record) === STATUS.confirmed) settleSlot(txApp, e.record)
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
    if (to === STATUS.requested && !record.getString('answerBy')) {
      record.set('answerBy', answerByOf(txApp, record))
    }
    checkSlot(txApp, record)
    e.next()
    // Members cannot change who is in a booking; a superuser's edit keeps the contacts true.
    require(`${__hooks}/lib/privacy/member_contacts.js`).addBookingParties(txApp, record)
    if (to === STATUS.confirmed && from !== STATUS.confirmed) {
      settleSlot(txApp, record)
      if (record.getString('rescheduleOf')) completeMove(txApp, record)
    }
    if (to === STATUS.cancelled && from === STATUS.confirmed && !isBeingReplaced(record)) {
      withdrawMoves(txApp, record)
    }
    if (record.getString('series') && to !== from) {
      require(`${__hooks}/lib/series/series_endings.js`).settleAnsweredSeries(txApp, record)
    }
  })
}

/** The cron job: requests not answered by their answerBy become expired. Returns how many. */
function expireStaleRequests(app) {
  const find = (filter, sort) =>
    app.findRecordsByFilter('bookings', filter, sort, 1000, 0, { now: nowStored() })
  const stale = find(
    `status = '${STATUS.requested}' && answerBy != '' && answerBy <= {:now}`,
    'answerBy',
  )
  let expired = 0
  const seriesSeen = {}
  for (const candidate of stale) {
    // A series' weeks expire together, told once (lib/series/series_endings.js).
    const seriesId = candidate.getString('series')
    if (seriesId) {
      if (!seriesSeen[seriesId]) {
        expired += require(`${__hooks}/lib/series/series_endings.js`).expireSeries(app, seriesId)
      }
      seriesSeen[seriesId] = true
      continue
    }
    app.runInTransaction((txApp) => {
      const record = gb.findById(txApp, 'bookings', candidate.id)
      if (!record || statusOf(record) !== STATUS.requested) return
      record.set('status', STATUS.expired)
      txApp.save(record)
      expired += 1
    })
  }
  return expired
}

module.exports = {
  SLOT_TAKEN,
  DUPLICATE,
  FINAL_STATUSES,
  requestedAt,
  statusOf,
  nowStored,
  confirmedAt,
  bookerConfirmedAt,
  moveOrigin,
  isBeingReplaced,
  saveNewBooking,
  saveChangedBooking,
  expireStaleRequests,
}
