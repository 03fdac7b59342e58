/// <reference path="../pb_data/types.d.ts" />
// A client's fitness profile is shared with a trainer only while they share an open booking
// (requested or confirmed) whose session is ahead or ended at most 30 days ago; each day a trainer
// is shown it leaves one row in profile_reads, which only the client reads.
// - bookings.profileSharedUntil (hidden, kept by pb_hooks/profile_sharing.pb.js on every save):
//   the session's end + 30 days while the booking is open, else empty. API rules have no date
//   arithmetic, so the window is stored; the rule compares it with @now through the profile
//   user's bookings (joined ON booker: an index search, as before).
// - profile_reads: client, reader, day (YYYY-MM-DD, Singapore), unique on the three, so a day's
//   repeat views are one INSERT OR IGNORE; readerName keeps the name shown to the client.
const SIGNED_IN = '@request.auth.id != ""'
const SHARED_UNTIL_SQL = `CASE WHEN status IN ('requested', 'confirmed', '') AND datetime != ''
  THEN strftime('%Y-%m-%d %H:%M:%fZ', datetime, '+721 hours') ELSE '' END`

// Yours; or a trainer's whose booking with you is open and ended at most 30 days ago. Both
// conditions name the same back-relation, so PocketBase checks them on one booking row.
const CLIENT_PROFILES_RULE = `${SIGNED_IN} && (user = @request.auth.id || (user.bookings_via_booker.gymBuddy ?= @request.auth.id && user.bookings_via_booker.profileSharedUntil ?> @now))`
const PREVIOUS_CLIENT_PROFILES_RULE = `${SIGNED_IN} && (user = @request.auth.id || user.bookings_via_booker.gymBuddy ?= @request.auth.id)`

// The client lists their own rows; nobody creates, changes or deletes them through the API.
const OWN_READS = `${SIGNED_IN} && client = @request.auth.id`

migrate(
  (app) => {
    const { belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new DateField({ name: 'profileSharedUntil', hidden: true }))
    app.save(bookings)
    app.db().newQuery(`UPDATE bookings SET profileSharedUntil = ${SHARED_UNTIL_SQL}`).execute()

    const profiles = app.findCollectionByNameOrId('client_profiles')
    profiles.listRule = CLIENT_PROFILES_RULE
    profiles.viewRule = CLIENT_PROFILES_RULE
    app.save(profiles)

    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'profile_reads',
        listRule: OWN_READS,
        viewRule: OWN_READS,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          belongsTo('client', users),
          {
            name: 'reader',
            type: 'relation',
            collectionId: users.id,
            required: true,
            cascadeDelete: false,
            maxSelect: 1,
          },
          { name: 'readerName', type: 'text', max: 100 },
          { name: 'day', type: 'text', required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_profile_reads_once ON profile_reads (client, reader, day)',
          'CREATE INDEX idx_profile_reads_day ON profile_reads (day)',
        ],
      }),
    )

    // The retention job deletes read notifications by age (pb_hooks/lib/privacy/retention.js).
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.addIndex('idx_notifications_read_created', false, '`created`', "`readAt` != ''")
    app.save(notifications)
  },
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.removeIndex('idx_notifications_read_created')
    app.save(notifications)
    app.delete(app.findCollectionByNameOrId('profile_reads'))
    const profiles = app.findCollectionByNameOrId('client_profiles')
    profiles.listRule = PREVIOUS_CLIENT_PROFILES_RULE
    profiles.viewRule = PREVIOUS_CLIENT_PROFILES_RULE
    app.save(profiles)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('profileSharedUntil')
    app.save(bookings)
  },
)
