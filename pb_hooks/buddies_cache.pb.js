/// <reference path="../pb_data/types.d.ts" />
// Visitor cache of the public trainer list (pb_hooks/lib/finder/buddies_cache.js): the router middleware
// in request_middleware.pb.js serves kept answers; here a miss keeps PocketBase's answer. Every
// committed change that can alter one clears them all (pb_hooks/trainer_answers.pb.js).

onRecordsListRequest((e) => {
  e.next()
  require(`${__hooks}/lib/finder/buddies_cache.js`).remember(e)
}, 'gym_buddies_view')
