/// <reference path="../pb_data/types.d.ts" />
// Bookings: a member requests a future whole hour 09:00-21:00 Singapore time
// within 90 days, inside the trainer's working hours, with a trainer other than themselves (at
// most 3 open requests per trainer, 20 overall); the trainer confirms or declines; the booker
// cancels (a confirmed one only 12 h ahead) or reschedules; the trainer cancels a confirmed one
// with a reason; requests not answered by their answerBy expire (cron). Declined, cancelled and
// expired are final.
// Member checks: pb_hooks/lib/bookings/bookings.js; invariants and effects on other bookings, for every
// path, in the saving transaction: pb_hooks/lib/bookings/booking_effects.js.

onRecordCreateRequest((e) => {
  const bk = require(`${__hooks}/lib/bookings/bookings.js`)
  bk.saveAsMember(e, bk.checkNewBooking)
}, 'bookings')

onRecordUpdateRequest((e) => {
  const bk = require(`${__hooks}/lib/bookings/bookings.js`)
  bk.saveAsMember(e, bk.checkBookingChange)
}, 'bookings')

onRecordCreateExecute((e) => {
  require(`${__hooks}/lib/bookings/booking_effects.js`).saveNewBooking(e)
}, 'bookings')

onRecordUpdateExecute((e) => {
  require(`${__hooks}/lib/bookings/booking_effects.js`).saveChangedBooking(e)
}, 'bookings')

// Requests not answered by their answerBy (48 h, or the start when sooner) become expired.
cronAdd('bookingsExpire', '*/5 * * * *', () => {
  require(`${__hooks}/lib/bookings/booking_effects.js`).expireStaleRequests($app)
})

// A trainer proposes a new time for one confirmed session; the client accepts or declines it
// (lib/bookings/session_proposals.js).
routerAdd(
  'POST',
  '/api/gymbuddy/bookings/{id}/propose',
  (e) => require(`${__hooks}/lib/bookings/session_proposals.js`).propose(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/bookings/{id}/proposal',
  (e) => require(`${__hooks}/lib/bookings/session_proposals.js`).answer(e),
  $apis.requireAuth('users'),
)
