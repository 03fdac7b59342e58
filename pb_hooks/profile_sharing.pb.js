/// <reference path="../pb_data/types.d.ts" />
// Fitness profiles are shared with a trainer only while a booking needs it, and each day a
// member is shown someone else's profile is logged for its owner (pb_hooks/lib/privacy/profile_reads.js).

// Model level: every save (API, cascades of a confirm or a reschedule, the expiry cron, the
// account deletion) keeps the booking's sharing window.
onRecordCreate((e) => {
  require(`${__hooks}/lib/privacy/profile_reads.js`).keepSharedUntil(e.record)
  e.next()
}, 'bookings')

onRecordUpdate((e) => {
  require(`${__hooks}/lib/privacy/profile_reads.js`).keepSharedUntil(e.record)
  e.next()
}, 'bookings')

// Every way PocketBase shows a client_profiles record passes here once the rules have let the
// reader see it: a records list or view, an expand reaching it, and each realtime event, before it
// is sent. The read is logged before it is answered, so nothing is shown unlogged (custom routes
// that print profiles call logReads themselves; tests/profile-read-paths.test.ts finds them all).
onRecordEnrich((e) => {
  require(`${__hooks}/lib/privacy/profile_reads.js`).logEnriched(e)
  e.next()
}, 'client_profiles')
