/// <reference path="../pb_data/types.d.ts" />
// Bookings (spec §4): requested with a trainer other than yourself, for a future whole hour
// 09:00-21:00 Singapore time; only requested -> confirmed | declined, nothing else changes; a
// trainer holds one confirmed booking per slot (checked inside the saving transaction, backed
// by a partial unique index). Who may create (booker = self) and answer (gymBuddy = self) is in the rules.

onRecordCreateRequest((e) => {
  const bk = require(`${__hooks}/lib/bookings.js`)
  bk.checkNewBooking(e)
  e.next()
}, 'bookings')

onRecordUpdateRequest((e) => {
  const bk = require(`${__hooks}/lib/bookings.js`)
  bk.checkBookingAnswer(e)
  e.next()
}, 'bookings')

// Model-level, so every path (API, superuser, seed) keeps one confirmed booking per trainer slot.
onRecordCreateExecute((e) => {
  require(`${__hooks}/lib/bookings.js`).saveKeepingSlotsUnique(e)
}, 'bookings')

onRecordUpdateExecute((e) => {
  require(`${__hooks}/lib/bookings.js`).saveKeepingSlotsUnique(e)
}, 'bookings')
