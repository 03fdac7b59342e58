/// <reference path="../pb_data/types.d.ts" />
// gym_buddies_view by ids (My Bookings' trainers, `id = a || id = b || ...`).
// Without statistics SQLite prefers the `userType = 'trainer'` index over three or more id
// lookups, and then reads all 20,000 trainers at Singapore size (10-20 ms a request alone).
// (userType, id) serves both conditions at once: one index search per id.
const INDEX = 'idx_users_userType_id'

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.addIndex(INDEX, false, '`userType`, `id`', '')
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.removeIndex(INDEX)
    app.save(users)
  },
)
