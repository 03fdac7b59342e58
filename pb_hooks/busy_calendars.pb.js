/// <reference path="../pb_data/types.d.ts" />
// A trainer's own calendars block their GymBuddy hours (docs/venues-and-free-hours.md, "Busy
// times"): each calendar checked on save (pb_hooks/lib/venues/busy_calendars.js), read now on
// "Sync now" and by the cron every 10 minutes (lib/venues/busy_sync.js); Book Session greys the
// busy hours (lib/venues/busy_times.js).

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth())
    require(`${__hooks}/lib/venues/busy_calendars.js`).checkCalendar(e, null)
  e.next()
}, 'busy_calendars')

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const stored = e.app.findRecordById('busy_calendars', e.record.id)
    require(`${__hooks}/lib/venues/busy_calendars.js`).checkCalendar(e, stored)
  }
  e.next()
}, 'busy_calendars')

// Its trainer only: { eventsCount, lastSyncAt, lastError }; a failure to read is an answer, not an error.
routerAdd(
  'POST',
  '/api/gymbuddy/busy-calendars/{id}/sync',
  (e) => require(`${__hooks}/lib/venues/busy_sync.js`).syncRoute(e),
  $apis.requireAuth('users'),
)

// Public, like the free hours: { busy: [ISO slot hours] } from now to the booking horizon.
routerAdd('GET', '/api/gymbuddy/trainers/{id}/busy', (e) =>
  require(`${__hooks}/lib/venues/busy_times.js`).busyRoute(e),
)

// Every 10 minutes: each calendar not read since the last run.
cronAdd('busyCalendarsSync', '*/10 * * * *', () => {
  require(`${__hooks}/lib/venues/busy_sync.js`).syncDue($app)
})
