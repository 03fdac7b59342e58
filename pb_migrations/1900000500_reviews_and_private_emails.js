/// <reference path="../pb_data/types.d.ts" />
// `reviews` of ended, confirmed sessions (pb_hooks/reviews.pb.js checks who and when),
// and the real rating on gym_buddies_view (ratingAvg, one decimal; ratingCount). Privacy:
// trainer emails are private unless the trainer ticks "show my email on my card"
// (trainer_profiles.showEmail, off by default): the public view carries only shown emails.

const SIGNED_IN = '@request.auth.id != ""'

const VIEW_QUERY = `SELECT u.id, u.name,
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

const PREVIOUS_VIEW_QUERY = `SELECT u.id, u.name, u.email, u.avatar, u.trainer_profile,
  tp.specializations, tp.experienceLevel, tp.preferredLocation, tp.rate
FROM users u LEFT JOIN trainer_profiles tp ON tp.id = u.trainer_profile
WHERE u.userType = 'trainer'`

migrate(
  (app) => {
    const { belongsTo, timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    const bookings = app.findCollectionByNameOrId('bookings')

    const trainerProfiles = app.findCollectionByNameOrId('trainer_profiles')
    trainerProfiles.fields.add(new BoolField({ name: 'showEmail' }))
    app.save(trainerProfiles)

    const reviews = new Collection({
      type: 'base',
      name: 'reviews',
      // Anyone reads (trainer page, cards). The booker of the booking creates one (the hook checks
      // confirmed, ended, once, and sets trainer and author); the author edits rating and text for
      // 14 days (hook). Nobody deletes over the API.
      listRule: '',
      viewRule: '',
      createRule: `${SIGNED_IN} && booking.booker = @request.auth.id`,
      updateRule: `${SIGNED_IN} && author = @request.auth.id`,
      deleteRule: null,
      fields: [
        belongsTo('booking', bookings),
        belongsTo('trainer', users),
        belongsTo('author', users),
        { name: 'rating', type: 'number', onlyInt: true, min: 1, max: 5, required: true },
        { name: 'text', type: 'text', max: 1000 },
        // The author as shown publicly ("Rachel T."), set by the hook: users are not public.
        { name: 'authorName', type: 'text', max: 120 },
        ...timestamps(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_reviews_booking ON reviews (booking)',
        'CREATE INDEX idx_reviews_trainer_created ON reviews (trainer, created)',
        'CREATE INDEX idx_reviews_author ON reviews (author)',
      ],
    })
    app.save(reviews)

    const view = app.findCollectionByNameOrId('gym_buddies_view')
    view.viewQuery = VIEW_QUERY
    app.save(view)
  },
  (app) => {
    const view = app.findCollectionByNameOrId('gym_buddies_view')
    view.viewQuery = PREVIOUS_VIEW_QUERY
    app.save(view)
    app.delete(app.findCollectionByNameOrId('reviews'))
    const trainerProfiles = app.findCollectionByNameOrId('trainer_profiles')
    trainerProfiles.fields.removeByName('showEmail')
    app.save(trainerProfiles)
  },
)
