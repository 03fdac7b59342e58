/// <reference path="../pb_data/types.d.ts" />
// gym_buddies_view also carries the trainer profile's card fields flat: the finder reads 2,000 rows
// without `expand` (half the payload, a fraction of the server time). `trainer_profile` stays a
// relation, so `?expand=trainer_profile` keeps working; the LEFT JOIN keeps trainers without a
// profile (their flat fields read back as null/empty). Rules are unchanged (visitors list it).
const FLAT_QUERY = `SELECT u.id, u.name, u.email, u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate
FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer'`

const PREVIOUS_QUERY =
  "SELECT id, name, email, avatar, trainer_profile FROM users WHERE userType = 'trainer'"

migrate(
  (app) => {
    const view = app.findCollectionByNameOrId('gym_buddies_view')
    view.viewQuery = FLAT_QUERY
    app.save(view)
  },
  (app) => {
    const view = app.findCollectionByNameOrId('gym_buddies_view')
    view.viewQuery = PREVIOUS_QUERY
    app.save(view)
  },
)
