/// <reference path="../pb_data/types.d.ts" />
// The signed-in area's first data in one request that is never throttled. Its gate
// refreshed the member (users) and looked up their client profile with a filtered list; PocketBase
// sleeps a random 0-500 ms on an empty filtered list when the same address had 3 empty answers in
// 3 s (randomizedThrottle), and a member without a client profile (every trainer, every new
// member) got exactly that empty list on every cold open of a signed-in page.
// GET /api/gymbuddy/me answers { user, clientProfile } (pb_hooks/lib/accounts/me.js).

routerAdd(
  'GET',
  '/api/gymbuddy/me',
  (e) => require(`${__hooks}/lib/accounts/me.js`).me(e),
  $apis.requireAuth('users'),
)
