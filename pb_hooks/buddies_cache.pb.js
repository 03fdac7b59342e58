/// <reference path="../pb_data/types.d.ts" />
// Visitor cache of the public trainer list (pb_hooks/lib/buddies_cache.js): the router middleware
// in request_middleware.pb.js serves kept answers; here a miss keeps PocketBase's answer, and every
// committed change that can alter one clears them all. gym_buddies_view reads users,
// trainer_profiles and reviews (the rating), and its only cached expand is trainer_profile. The
// "after success" hooks run after the transaction commits, for API, superuser, batch and hook
// writes alike. A schema or rule change to any collection clears too (rare, and it can change
// what the view shows).

onRecordsListRequest((e) => {
  e.next()
  require(`${__hooks}/lib/buddies_cache.js`).remember(e)
}, 'gym_buddies_view')

onRecordAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/buddies_cache.js`).clear()
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
)

onRecordAfterUpdateSuccess(
  (e) => {
    require(`${__hooks}/lib/buddies_cache.js`).clear()
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
)

onRecordAfterDeleteSuccess(
  (e) => {
    require(`${__hooks}/lib/buddies_cache.js`).clear()
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
)

onCollectionAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/buddies_cache.js`).clear()
  e.next()
})

onCollectionAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/buddies_cache.js`).clear()
  e.next()
})

onCollectionAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/buddies_cache.js`).clear()
  e.next()
})
