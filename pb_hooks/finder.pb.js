/// <reference path="../pb_data/types.d.ts" />
// The finder's search on the server, GET /api/gymbuddy/finder (public, like
// gym_buddies_view), and the hooks that keep its tables (lib/finder/finder_index.js) in step: model-level
// hooks, so API, superuser, batch and hook writes alike update it inside their own transaction.

routerAdd('GET', '/api/gymbuddy/finder', (e) =>
  require(`${__hooks}/lib/finder/finder_search.js`).search(e),
)

onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).sync(e.app, e.record.id)
}, 'users')

onRecordUpdate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).sync(e.app, e.record.id)
}, 'users')

onRecordDelete((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).sync(e.app, e.record.id)
}, 'users')

onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).sync(e.app, e.record.getString('user'))
}, 'trainer_profiles')

onRecordUpdate((e) => {
  const before = e.record.original().getString('user')
  e.next()
  const lib = require(`${__hooks}/lib/finder/finder_index.js`)
  lib.sync(e.app, e.record.getString('user'))
  if (before !== e.record.getString('user')) lib.sync(e.app, before)
}, 'trainer_profiles')

onRecordDelete((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).sync(e.app, e.record.getString('user'))
}, 'trainer_profiles')

// Each trainer's stored rating (migration 1900000950) follows their reviews, cascades included.
onRecordCreate((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).rate(e.app, e.record.getString('trainer'))
}, 'reviews')

onRecordUpdate((e) => {
  const before = e.record.original().getString('trainer')
  e.next()
  const lib = require(`${__hooks}/lib/finder/finder_index.js`)
  lib.rate(e.app, e.record.getString('trainer'))
  if (before !== e.record.getString('trainer')) lib.rate(e.app, before)
}, 'reviews')

onRecordDelete((e) => {
  e.next()
  require(`${__hooks}/lib/finder/finder_index.js`).rate(e.app, e.record.getString('trainer'))
}, 'reviews')
