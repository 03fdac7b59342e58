/// <reference path="../pb_data/types.d.ts" />
// Answers kept about the public trainers (lib/finder/trainer_answers.js: the visitor list and the
// recommendation candidates) are forgotten after every committed change of what they read: the
// trainers' users rows, trainer_profiles, reviews and credentials (the badges). The "after
// success" hooks run after the commit, for API, superuser, batch and hook writes alike. A schema
// or rule change to any collection forgets them too (rare, and it can change what they show).

onRecordAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/finder/trainer_answers.js`).clearAfter(e.record)
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
  'credentials',
)

onRecordAfterUpdateSuccess(
  (e) => {
    require(`${__hooks}/lib/finder/trainer_answers.js`).clearAfter(e.record)
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
  'credentials',
)

onRecordAfterDeleteSuccess(
  (e) => {
    require(`${__hooks}/lib/finder/trainer_answers.js`).clearAfter(e.record)
    e.next()
  },
  'users',
  'trainer_profiles',
  'reviews',
  'credentials',
)

onCollectionAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/finder/trainer_answers.js`).clearAll()
  e.next()
})

onCollectionAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/finder/trainer_answers.js`).clearAll()
  e.next()
})

onCollectionAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/finder/trainer_answers.js`).clearAll()
  e.next()
})
