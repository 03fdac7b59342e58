/// <reference path="../pb_data/types.d.ts" />
// A member's own data: a copy of it (lib/privacy/account_export.js), closing the account
// (lib/privacy/account_close.js), and the daily retention job (lib/privacy/retention.js). Signed-in members only.

routerAdd(
  'GET',
  '/api/gymbuddy/me/export',
  (e) => require(`${__hooks}/lib/privacy/account_export.js`).exportData(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'POST',
  '/api/gymbuddy/me/delete',
  (e) => require(`${__hooks}/lib/privacy/account_close.js`).closeAccount(e),
  $apis.requireAuth('users'),
)

// 03:30 Singapore time (19:30 UTC), after the nightly backup.
cronAdd('gymbuddy_retention', '30 19 * * *', () => {
  const swept = require(`${__hooks}/lib/privacy/retention.js`).sweep($app)
  const counts = []
  for (const key of Object.keys(swept)) counts.push(key, swept[key])
  $app.logger().info('retention sweep', ...counts)
})
