/// <reference path="../pb_data/types.d.ts" />
// Deleted rows leave the database file (lib/privacy/database_scrub.js): every night at 02:30 Singapore
// time (18:30 UTC), within 24 hours of any deletion, and before each backup is made.

cronAdd('gymbuddy_database_scrub', '30 18 * * *', () => {
  require(`${__hooks}/lib/privacy/database_scrub.js`).scrub($app)
})

onBackupCreate((e) => {
  require(`${__hooks}/lib/privacy/database_scrub.js`).scrub(e.app)
  e.next()
})
