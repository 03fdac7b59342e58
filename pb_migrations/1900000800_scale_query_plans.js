/// <reference path="../pb_data/types.d.ts" />
// At Singapore size (220,000 users, 500,000 bookings, 2,000,000 messages) every
// query the app runs must use an index (tests/query-plans.test.ts reads the plans). Same answers,
// same rules' meaning; only the shapes SQLite can plan well change:
// - Sign-in looks a user up by `email = ? COLLATE NOCASE`; the unique email index is partial
//   (`WHERE email != ''`), which SQLite cannot use for that lookup: every sign-in read all users.
// - contacts_view (users_view's list rule) compares CAST(owner AS TEXT): expression indexes on
//   exactly those casts turn the pushed-down `owner = me` into index searches.
// - users_view's view rule finds contacts from the signed-in record (see below).
// - client_profiles' "a trainer you booked with" reaches bookings through the back-relation
//   (joined ON booker = the profile's user: an index search) instead of an unbound @collection
//   join, which read every booking for every profile row.
// - A trainer's bookings by status (Schedule's Upcoming, the booking page's open requests) had
//   SQLite pick (status, datetime), walking every future confirmed booking of every trainer, when
//   its statistics were thin: (gymBuddy, status, datetime) answers them with one range.
// - gym_buddies_view counts each trainer's reviews with correlated subqueries on
//   idx_reviews_trainer_created instead of aggregating every review for every request.
const SIGNED_IN = '@request.auth.id != ""'

const EMAIL_INDEX = 'idx_users_email_nocase'

// contacts_view's branches compare CAST(column AS TEXT) once SQLite pushes `owner = me` into them.
const TRAINER_STATUS_INDEX = 'idx_bookings_gymBuddy_status_datetime'

const CONTACT_INDEXES = [
  ['chats', 'idx_chats_user1_text', 'CAST(`user1` AS TEXT)'],
  ['chats', 'idx_chats_user2_text', 'CAST(`user2` AS TEXT)'],
  ['bookings', 'idx_bookings_booker_text', 'CAST(`booker` AS TEXT)'],
  ['bookings', 'idx_bookings_gymBuddy_text', 'CAST(`gymBuddy` AS TEXT)'],
  ['users', 'idx_users_id_text', 'CAST(`id` AS TEXT)'],
]

// users_view's view rule: yourself, a contact or a trainer. Contacts are found from your own
// record through back-relations (joined ON the relation: index searches) instead of the
// unbound contacts_view join, which read every chat and booking for one person's row. The
// trainer check keeps its unbound join (one pass over users per view; no other rule form was
// found that PocketBase keeps: see docs/capacity.md).
const TRAINER =
  '(@collection.users:trainer.id ?= id && @collection.users:trainer.userType ?= "trainer")'
const CONTACT_OF_ME = [
  '@request.auth.chats_via_user1.user2 ?= id',
  '@request.auth.chats_via_user2.user1 ?= id',
  '@request.auth.bookings_via_booker.gymBuddy ?= id',
  '@request.auth.bookings_via_gymBuddy.booker ?= id',
].join(' || ')
const USERS_VIEW_RULE = `${SIGNED_IN} && (id = @request.auth.id || ${CONTACT_OF_ME} || ${TRAINER})`
const PREVIOUS_USERS_VIEW_RULE = `${SIGNED_IN} && (id = @request.auth.id || (@collection.contacts_view.owner ?= @request.auth.id && @collection.contacts_view.party ?= id) || ${TRAINER})`

const CLIENT_PROFILES_RULE = `${SIGNED_IN} && (user = @request.auth.id || user.bookings_via_booker.gymBuddy ?= @request.auth.id)`
const PREVIOUS_CLIENT_PROFILES_RULE = `${SIGNED_IN} && (user = @request.auth.id || (@collection.bookings:withClient.booker ?= user && @collection.bookings:withClient.gymBuddy ?= @request.auth.id))`

const BUDDIES_QUERY = `SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE((SELECT ROUND(AVG(r.rating), 1) FROM reviews r WHERE r.trainer = u.id), 0) AS REAL) AS ratingAvg,
  CAST((SELECT COUNT(*) FROM reviews r WHERE r.trainer = u.id) AS INTEGER) AS ratingCount
FROM users u
LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer'`

const PREVIOUS_BUDDIES_QUERY = `SELECT u.id, u.name,
  CAST(CASE WHEN tp.showEmail = TRUE THEN u.email ELSE '' END AS TEXT) AS email,
  u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate,
  CAST(COALESCE(ROUND(r.average, 1), 0) AS REAL) AS ratingAvg,
  CAST(COALESCE(r.total, 0) AS INTEGER) AS ratingCount
FROM users u
LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
LEFT JOIN (SELECT trainer, AVG(rating) AS average, COUNT(*) AS total FROM reviews GROUP BY trainer) r
  ON r.trainer = u.id
WHERE u.userType = 'trainer'`

function setClientProfilesRule(app, rule) {
  const profiles = app.findCollectionByNameOrId('client_profiles')
  profiles.listRule = rule
  profiles.viewRule = rule
  app.save(profiles)
}

migrate(
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    users.addIndex(EMAIL_INDEX, false, '`email` COLLATE NOCASE', '')
    app.save(users)
    for (const [table, name, column] of CONTACT_INDEXES) {
      const collection = app.findCollectionByNameOrId(table)
      collection.addIndex(name, false, column, '')
      app.save(collection)
    }
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.addIndex(TRAINER_STATUS_INDEX, false, '`gymBuddy`, `status`, `datetime`', '')
    app.save(bookings)
    const usersView = app.findCollectionByNameOrId('users_view')
    usersView.viewRule = USERS_VIEW_RULE
    app.save(usersView)
    setClientProfilesRule(app, CLIENT_PROFILES_RULE)
    setViewQuery(app, 'gym_buddies_view', BUDDIES_QUERY)
  },
  (app) => {
    const { setViewQuery } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    setViewQuery(app, 'gym_buddies_view', PREVIOUS_BUDDIES_QUERY)
    setClientProfilesRule(app, PREVIOUS_CLIENT_PROFILES_RULE)
    const usersView = app.findCollectionByNameOrId('users_view')
    usersView.viewRule = PREVIOUS_USERS_VIEW_RULE
    app.save(usersView)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.removeIndex(TRAINER_STATUS_INDEX)
    app.save(bookings)
    for (const [table, name] of CONTACT_INDEXES) {
      const collection = app.findCollectionByNameOrId(table)
      collection.removeIndex(name)
      app.save(collection)
    }
    const users = app.findCollectionByNameOrId('users')
    users.removeIndex(EMAIL_INDEX)
    app.save(users)
  },
)
