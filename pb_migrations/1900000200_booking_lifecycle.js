/// <reference path="../pb_data/types.d.ts" />
// Booking lifecycle and limits (open-request caps, one request per slot): cancel, reschedule,
// expiry and the answer time on bookings; trainers' working hours and days off; private calendar
// feed tokens. Who may do which change is checked in pb_hooks/lib/bookings/bookings.js.
const SIGNED_IN = '@request.auth.id != ""'
const OLD_STATUSES = ['requested', 'confirmed', 'declined']
const STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'expired']
const OLD_UPDATE_RULE = `${SIGNED_IN} && gymBuddy = @request.auth.id`
const OWNER_ONLY = `${SIGNED_IN} && user = @request.auth.id`
// The owner, or a trainer who has (or had) a booking with the profile's owner.
const OWNER_OR_TRAINER = `${SIGNED_IN} && (user = @request.auth.id || (@collection.bookings:withClient.booker ?= user && @collection.bookings:withClient.gymBuddy ?= @request.auth.id))`
const INDEXES = [
  // One open request per booker, trainer and slot; the hook checks first.
  "CREATE UNIQUE INDEX idx_bookings_requested_slot ON bookings (booker, gymBuddy, datetime) WHERE status = 'requested'",
  // Settling a slot, the open-request caps and the expiry job look bookings up by these.
  'CREATE INDEX idx_bookings_gymBuddy_datetime ON bookings (gymBuddy, datetime)',
  'CREATE INDEX idx_bookings_booker_datetime ON bookings (booker, datetime)',
  'CREATE INDEX idx_bookings_status_datetime ON bookings (status, datetime)',
]

/**
 * Old requests: a missing status becomes requested; of identical ones the earliest stays open and
 * the others are cancelled (no row is lost).
 */
function settleOldRequests(app) {
  // Spec §3: a missing status reads as requested; store it so, so the index and the cron see it.
  app.db().newQuery("UPDATE bookings SET status = 'requested' WHERE status = ''").execute()
  const rows = arrayOf(new DynamicModel({ id: '', booker: '', gymBuddy: '', datetime: '' }))
  app
    .db()
    .newQuery(
      "SELECT id, booker, gymBuddy, datetime FROM bookings WHERE status = 'requested' ORDER BY created, id",
    )
    .all(rows)
  const seen = {}
  for (const row of rows) {
    const key = `${row.booker}|${row.gymBuddy}|${row.datetime}`
    if (!seen[key]) {
      seen[key] = true
      continue
    }
    app
      .db()
      .newQuery(
        "UPDATE bookings SET status = 'cancelled', reason = 'Duplicate request', cancelledBy = booker WHERE id = {:id}",
      )
      .bind({ id: row.id })
      .execute()
  }
}

migrate(
  (app) => {
    const { SERVER_ONLY, belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.getByName('status').values = STATUSES
    bookings.fields.add(
      new RelationField({ name: 'cancelledBy', collectionId: users.id, maxSelect: 1 }),
    )
    bookings.fields.add(new TextField({ name: 'reason', max: 500 }))
    bookings.fields.add(
      new RelationField({ name: 'rescheduleOf', collectionId: bookings.id, maxSelect: 1 }),
    )
    bookings.fields.add(new DateField({ name: 'answeredAt' }))
    // Booker and trainer may PATCH; the hooks allow only the changes each of them may make.
    bookings.updateRule = `${SIGNED_IN} && (gymBuddy = @request.auth.id || booker = @request.auth.id)`
    app.save(bookings)
    settleOldRequests(app)
    for (const index of INDEXES) bookings.addIndex(...indexParts(index))
    app.save(bookings)

    const trainerProfiles = app.findCollectionByNameOrId('trainer_profiles')
    // {mon..sun: [SGT start hours 9..21]}; missing or {} = every hour. Shape checked in pb_hooks.
    trainerProfiles.fields.add(new JSONField({ name: 'weeklyHours', maxSize: 2000 }))
    // ["YYYY-MM-DD", …] in Singapore time.
    trainerProfiles.fields.add(new JSONField({ name: 'daysOff', maxSize: 8000 }))
    app.save(trainerProfiles)

    const clientProfiles = app.findCollectionByNameOrId('client_profiles')
    clientProfiles.listRule = OWNER_OR_TRAINER
    clientProfiles.viewRule = OWNER_OR_TRAINER
    app.save(clientProfiles)

    const feeds = new Collection({
      type: 'base',
      name: 'calendar_feeds',
      // Server only (pb_hooks/calendar.pb.js): the SHA-256 of a member's secret feed token.
      ...SERVER_ONLY,
      fields: [
        belongsTo('user', users),
        { name: 'tokenHash', type: 'text', required: true, max: 64 },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_calendar_feeds_user ON calendar_feeds (user)',
        'CREATE UNIQUE INDEX idx_calendar_feeds_tokenHash ON calendar_feeds (tokenHash)',
      ],
    })
    app.save(feeds)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('calendar_feeds'))

    const clientProfiles = app.findCollectionByNameOrId('client_profiles')
    clientProfiles.listRule = OWNER_ONLY
    clientProfiles.viewRule = OWNER_ONLY
    app.save(clientProfiles)

    const trainerProfiles = app.findCollectionByNameOrId('trainer_profiles')
    trainerProfiles.fields.removeByName('weeklyHours')
    trainerProfiles.fields.removeByName('daysOff')
    app.save(trainerProfiles)

    const bookings = app.findCollectionByNameOrId('bookings')
    for (const index of INDEXES) bookings.removeIndex(indexParts(index)[0])
    app.save(bookings)
    // Lifecycle states have no place in the old schema: they read as declined (final, no actions).
    app
      .db()
      .newQuery("UPDATE bookings SET status = 'declined' WHERE status IN ('cancelled', 'expired')")
      .execute()
    bookings.fields.getByName('status').values = OLD_STATUSES
    for (const name of ['cancelledBy', 'reason', 'rescheduleOf', 'answeredAt']) {
      bookings.fields.removeByName(name)
    }
    bookings.updateRule = OLD_UPDATE_RULE
    app.save(bookings)
  },
)

/** [name, unique, columns, where] of a CREATE INDEX statement, for Collection.addIndex. */
function indexParts(sql) {
  const match = /^CREATE (UNIQUE )?INDEX (\w+) ON \w+ \(([^)]+)\)(?: WHERE (.+))?$/.exec(sql)
  return [match[2], !!match[1], match[3], match[4] || '']
}
