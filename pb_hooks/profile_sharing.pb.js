/// <reference path="../pb_data/types.d.ts" />
// Fitness profiles are shared with a trainer only while a booking needs it, and each day a
// member is shown someone else's profile is logged for its owner (pb_hooks/lib/profile_reads.js).

// Model level: every save (API, cascades of a confirm or a reschedule, the expiry cron, the
// account deletion) keeps the booking's sharing window.
onRecordCreate((e) => {
  require(`${__hooks}/lib/profile_reads.js`).keepSharedUntil(e.record)
  e.next()
}, 'bookings')

onRecordUpdate((e) => {
  require(`${__hooks}/lib/profile_reads.js`).keepSharedUntil(e.record)
  e.next()
}, 'bookings')

// The rules have passed once these run (a refused view is a 404 before them), and the record or
// page is loaded: the read is logged before it is answered, so nothing is shown unlogged.
onRecordViewRequest((e) => {
  require(`${__hooks}/lib/profile_reads.js`).logShown(e, [e.record])
  e.next()
}, 'client_profiles')

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/profile_reads.js`).logShown(e, e.records)
  e.next()
}, 'client_profiles')
