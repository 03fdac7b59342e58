/// <reference path="../pb_data/types.d.ts" />
// Attendance, late cancels, members' records and the waitlist (docs/attendance-and-waitlist.md).
// Outcome answers are checked in pb_hooks/lib/attendance/booking_outcomes.js (called from the bookings
// PATCH check); these hooks run at model level, inside each booking save's transaction.

onRecordUpdateExecute((e) => {
  require(`${__hooks}/lib/attendance/attendance_effects.js`).saveChangedBooking(e)
}, 'bookings')

onRecordCreateExecute((e) => {
  require(`${__hooks}/lib/attendance/attendance_effects.js`).saveNewBooking(e)
}, 'bookings')

onRecordDeleteExecute((e) => {
  require(`${__hooks}/lib/attendance/attendance_effects.js`).deleteBooking(e)
}, 'bookings')

// A member waits for a taken hour: checked outside the write lock, then again in the transaction.
onRecordCreateRequest((e) => {
  const bk = require(`${__hooks}/lib/bookings/bookings.js`)
  bk.saveAsMember(e, require(`${__hooks}/lib/attendance/waitlist.js`).checkNewEntry)
}, 'waitlist')

// Public for a trainer; a client's only to a trainer with an open request or a session with them.
routerAdd('GET', '/api/gymbuddy/reliability/{userId}', (e) =>
  require(`${__hooks}/lib/attendance/reliability.js`).route(e),
)

// Sessions nobody answered for within the window become attended; a client no-show left
// undisputed owes the fee its policy sets (lib/payments/late_fees.js); past waits are removed.
cronAdd('bookingsOutcome', '*/10 * * * *', () => {
  require(`${__hooks}/lib/attendance/booking_outcomes.js`).settleUnanswered($app)
  require(`${__hooks}/lib/payments/late_fees.js`).chargeClosedNoShows($app)
  require(`${__hooks}/lib/attendance/waitlist.js`).removePast($app)
})

// The finder's stored records follow the moving 12-month window (03:30 Singapore time).
cronAdd('reliabilityRefresh', '30 19 * * *', () => {
  require(`${__hooks}/lib/attendance/reliability.js`).refreshAllFinder($app)
})
