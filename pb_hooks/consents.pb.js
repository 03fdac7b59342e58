/// <reference path="../pb_data/types.d.ts" />
// Consent on record: a signed-in member accepts the current terms when the version has changed
// since they last agreed (lib/privacy/consents.js; sign-up and a first fitness profile record theirs in
// users.pb.js and profiles.pb.js).

routerAdd(
  'POST',
  '/api/gymbuddy/me/consents',
  (e) => require(`${__hooks}/lib/privacy/consents.js`).acceptCurrent(e),
  $apis.requireAuth('users'),
)
