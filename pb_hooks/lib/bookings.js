/// <reference path="../../pb_data/types.d.ts" />
// Booking checks (used by pb_hooks/bookings.pb.js); every refusal names its field and code.
const gb = require(`${__hooks}/lib/gymbuddy.js`)

const SLOT_TAKEN = 'This time slot is already booked.'

function confirmedAt(app, gymBuddy, datetime, exceptId) {
  return gb.findFirst(
    app,
    'bookings',
    "gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = 'confirmed' && id != {:exceptId}",
    { gymBuddy: gymBuddy, datetime: datetime, exceptId: exceptId || '' },
  )
}

/** POST bookings: trainer, status, slot, future, not taken, not already requested by you. */
function checkNewBooking(e) {
  // Superusers skip these (data fixes, demo history); the slot invariant still holds for them.
  if (e.hasSuperuserAuth()) return
  const record = e.record
  const gymBuddy = record.getString('gymBuddy')
  if (e.auth && gymBuddy === e.auth.id) {
    gb.fail('gymBuddy', 'validation_booking_self', 'You cannot book a session with yourself.')
  }
  const trainer = gb.findById(e.app, 'users', gymBuddy)
  if (!trainer || trainer.getString('userType') !== 'trainer') {
    gb.fail(
      'gymBuddy',
      'validation_booking_not_trainer',
      'Sessions can only be booked with a trainer.',
    )
  }

  const status = record.getString('status')
  if (status === '') record.set('status', 'requested')
  else if (status !== 'requested') {
    gb.fail('status', 'validation_booking_status', 'A new booking must have the status requested.')
  }

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
  const datetime = record.getString('datetime')
  if (confirmedAt(e.app, gymBuddy, datetime, '')) {
    gb.fail('datetime', 'validation_slot_taken', SLOT_TAKEN)
  }
  const duplicate = gb.findFirst(
    e.app,
    'bookings',
    "booker = {:booker} && gymBuddy = {:gymBuddy} && datetime = {:datetime} && status = 'requested'",
    { booker: record.getString('booker'), gymBuddy: gymBuddy, datetime: datetime },
  )
  if (duplicate) {
    gb.fail(
      'datetime',
      'validation_booking_duplicate',
      'You have already requested this time slot.',
    )
  }
}

/** PATCH bookings: the trainer moves requested -> confirmed | declined; nothing else changes. */
function checkBookingAnswer(e) {
  if (e.hasSuperuserAuth()) return
  const record = e.record
  const original = record.original()
  for (const field of ['gymBuddy', 'booker', 'datetime']) {
    if (record.getString(field) !== original.getString(field)) {
      gb.fail(field, 'validation_booking_readonly', 'Only the status of a booking can change.')
    }
  }
  const from = original.getString('status') || 'requested'
  const to = record.getString('status')
  if (from !== 'requested') {
    gb.fail('status', 'validation_booking_answered', `This booking has already been ${from}.`)
  }
  if (to !== 'confirmed' && to !== 'declined') {
    gb.fail('status', 'validation_booking_status', 'A booking can only be confirmed or declined.')
  }
  if (to === 'confirmed') {
    const date = gb.dateOf(record, 'datetime')
    if (date && date.getTime() <= Date.now()) {
      gb.fail('status', 'validation_booking_past', 'This time slot is in the past.')
    }
    if (confirmedAt(e.app, record.getString('gymBuddy'), record.getString('datetime'), record.id)) {
      gb.fail('status', 'validation_slot_taken', SLOT_TAKEN)
    }
  }
}

/**
 * Runs the save in a transaction after checking the slot inside it: writes are serialized, so two
 * concurrent confirms cannot both pass (the partial unique index is the last line of defence).
 */
function saveKeepingSlotsUnique(e) {
  gb.inTransaction(e, (txApp) => {
    const record = e.record
    if (
      record.getString('status') === 'confirmed' &&
      confirmedAt(txApp, record.getString('gymBuddy'), record.getString('datetime'), record.id)
    ) {
      gb.fail('status', 'validation_slot_taken', SLOT_TAKEN)
    }
    e.next()
  })
}

module.exports = { checkNewBooking, checkBookingAnswer, saveKeepingSlotsUnique, SLOT_TAKEN }
