/// <reference path="../pb_data/types.d.ts" />
// Request logs stay small (pb_hooks/lib/platform/request_logs.js): each one is trimmed or dropped as it is
// written, and the table is cut back to its newest rows every five minutes.

onModelCreate((e) => {
  if (!require(`${__hooks}/lib/platform/request_logs.js`).keep(e.model)) return
  e.next()
}, '_logs')

cronAdd('gymbuddy_logs_cap', '*/5 * * * *', () => {
  require(`${__hooks}/lib/platform/request_logs.js`).cap($app)
})

// Superusers (tests, operators) can cut the logs back now instead of waiting for the cron.
routerAdd(
  'POST',
  '/api/gymbuddy/logs/cap',
  (e) => e.json(200, require(`${__hooks}/lib/platform/request_logs.js`).cap(e.app)),
  $apis.requireSuperuserAuth(),
)
