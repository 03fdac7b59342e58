/// <reference path="../pb_data/types.d.ts" />
// The operator's side of the marketplace (docs/trust-and-safety.md): every route is for operators
// only and answers anyone else with the 404 of a path that does not exist (lib/safety/operators.js).
// Each decision writes its operator_actions row in the same transaction as the change.

// A suspended member signs in by no route (password, OTP, OAuth2, token refresh).
onRecordAuthRequest((e) => {
  require(`${__hooks}/lib/safety/ops_suspend.js`).refuseSuspended(e)
  e.next()
}, 'users')

routerAdd('POST', '/api/gymbuddy/ops/suspend', (e) =>
  require(`${__hooks}/lib/safety/ops_suspend.js`).suspend(e),
)

routerAdd('POST', '/api/gymbuddy/ops/unsuspend', (e) =>
  require(`${__hooks}/lib/safety/ops_suspend.js`).unsuspend(e),
)

routerAdd('GET', '/api/gymbuddy/ops/disputes', (e) =>
  require(`${__hooks}/lib/safety/ops_disputes.js`).list(e),
)

routerAdd('POST', '/api/gymbuddy/ops/disputes/{bookingId}', (e) =>
  require(`${__hooks}/lib/safety/ops_disputes.js`).settle(e),
)

routerAdd('POST', '/api/gymbuddy/ops/reviews/{reviewId}/hide', (e) =>
  require(`${__hooks}/lib/safety/ops_reviews.js`).hide(e),
)

routerAdd('POST', '/api/gymbuddy/ops/reviews/{reviewId}/restore', (e) =>
  require(`${__hooks}/lib/safety/ops_reviews.js`).restore(e),
)

routerAdd('GET', '/api/gymbuddy/ops/summary', (e) =>
  require(`${__hooks}/lib/safety/ops_desk.js`).summary(e),
)

routerAdd('GET', '/api/gymbuddy/ops/members', (e) =>
  require(`${__hooks}/lib/safety/ops_desk.js`).members(e),
)
