/// <reference path="../pb_data/types.d.ts" />
// The operator's desk reads (docs/trust-and-safety.md): operators read members' users and
// users_view records (names, for the desk's reporter, target and log rows) and never a fitness
// profile (client_profiles keeps its rules). A review an operator hid leaves the public list and
// every average: only its author (who sees it marked hidden, with the reason) and operators read it.
// The desk's open disputes are read through a partial index.
const SIGNED_IN = '@request.auth.id != ""'
const ME = '@request.auth.id'
const OPERATOR = '@request.auth.operator = true'

const USERS_RULE = `id = ${ME} || (${SIGNED_IN} && ${OPERATOR})`
const PREVIOUS_USERS_RULE = `id = ${ME}`
const USERS_VIEW_RULE = `${SIGNED_IN} && (id = ${ME} || @request.auth.member_contacts_via_owner.party ?= id || userType = "trainer" || ${OPERATOR})`
const PREVIOUS_USERS_VIEW_RULE = `${SIGNED_IN} && (id = ${ME} || @request.auth.member_contacts_via_owner.party ?= id || userType = "trainer")`
const REVIEWS_RULE = `hiddenAt = "" || (${SIGNED_IN} && (author = ${ME} || ${OPERATOR}))`
const PREVIOUS_REVIEWS_RULE = ''

// gym_buddies_view's rating columns count only reviews nobody hid.
const ALL_REVIEWS = 'FROM reviews r WHERE r.trainer = u.id)'
const SHOWN_REVIEWS = "FROM reviews r WHERE r.trainer = u.id AND r.hiddenAt = '')"

const DISPUTES_INDEX = `CREATE INDEX idx_bookings_open_disputes ON bookings (datetime)
  WHERE outcomeDisputed = TRUE AND outcomeSettledAt = ''`

function setRules(app, name, rule) {
  const collection = app.findCollectionByNameOrId(name)
  collection.listRule = rule
  collection.viewRule = rule
  app.save(collection)
}

function setRatings(app, from, to) {
  const view = app.findCollectionByNameOrId('gym_buddies_view')
  view.viewQuery = view.viewQuery.split(from).join(to)
  app.save(view)
}

migrate(
  (app) => {
    setRules(app, 'users', USERS_RULE)
    setRules(app, 'users_view', USERS_VIEW_RULE)
    setRules(app, 'reviews', REVIEWS_RULE)
    setRatings(app, ALL_REVIEWS, SHOWN_REVIEWS)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.indexes = [...bookings.indexes, DISPUTES_INDEX]
    app.save(bookings)
  },
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.indexes = bookings.indexes.filter(
      (index) => !index.includes('idx_bookings_open_disputes'),
    )
    app.save(bookings)
    setRatings(app, SHOWN_REVIEWS, ALL_REVIEWS)
    setRules(app, 'reviews', PREVIOUS_REVIEWS_RULE)
    setRules(app, 'users_view', PREVIOUS_USERS_VIEW_RULE)
    setRules(app, 'users', PREVIOUS_USERS_RULE)
  },
)
