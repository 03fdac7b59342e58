/// <reference path="../pb_data/types.d.ts" />
// Attendance and the waitlist (docs/attendance-and-waitlist.md). On bookings: whether a confirmed
// session happened (`outcome`, who said so first, the other party's answer and whether they
// disagree) and `lateCancel` (a trainer's cancel inside the 12-hour window), all set by the server
// (pb_hooks/lib/attendance/booking_outcomes.js, pb_hooks/attendance.pb.js). `waitlist`: members waiting for a
// trainer's taken hour. Notifications gain `slot_opened` and a `lateCancel` mark. The finder's
// table keeps each trainer's 12-month record beside the rating, so cards need no count of their own.
const OUTCOMES = ['attended', 'client_no_show', 'trainer_no_show']
const OWN = '@request.auth.id != "" && user = @request.auth.id'
const RECORD_COLUMNS = ['relSessions', 'relAttended', 'relNoShows', 'relLateCancels', 'relDisputed']

migrate(
  (app) => {
    const { belongsTo, addNotificationKinds } = require(
      `${__hooks}/lib/platform/migration_blocks.js`,
    )
    const users = app.findCollectionByNameOrId('users')
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new SelectField({ name: 'outcome', values: OUTCOMES, maxSelect: 1 }))
    bookings.fields.add(
      new RelationField({ name: 'outcomeBy', collectionId: users.id, maxSelect: 1 }),
    )
    bookings.fields.add(new SelectField({ name: 'outcomeReply', values: OUTCOMES, maxSelect: 1 }))
    bookings.fields.add(new BoolField({ name: 'outcomeDisputed' }))
    bookings.fields.add(new BoolField({ name: 'lateCancel' }))
    app.save(bookings)

    addNotificationKinds(app, ['slot_opened'])
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.add(new BoolField({ name: 'lateCancel' }))
    app.save(notifications)

    app.save(
      new Collection({
        type: 'base',
        name: 'waitlist',
        // A member lists, adds and removes only their own rows (the hook checks the hour, that it
        // is taken, and the limit); nobody edits a row.
        listRule: OWN,
        viewRule: OWN,
        createRule: '@request.auth.id != "" && @request.body.user = @request.auth.id',
        updateRule: null,
        deleteRule: OWN,
        fields: [
          belongsTo('user', users),
          belongsTo('gymBuddy', users),
          { name: 'datetime', type: 'date', required: true },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_waitlist_user_slot ON waitlist (user, gymBuddy, datetime)',
          // Who waits for a slot that opens; the past rows the cron removes.
          'CREATE INDEX idx_waitlist_slot ON waitlist (gymBuddy, datetime)',
          'CREATE INDEX idx_waitlist_datetime ON waitlist (datetime)',
        ],
      }),
    )

    for (const column of RECORD_COLUMNS) {
      app
        .db()
        .newQuery(`ALTER TABLE _finder_search ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`)
        .execute()
    }
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    for (const column of RECORD_COLUMNS) {
      app.db().newQuery(`ALTER TABLE _finder_search DROP COLUMN ${column}`).execute()
    }
    app.delete(app.findCollectionByNameOrId('waitlist'))
    dropNotificationKinds(app, ['slot_opened'])
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.removeByName('lateCancel')
    app.save(notifications)
    const bookings = app.findCollectionByNameOrId('bookings')
    for (const name of ['outcome', 'outcomeBy', 'outcomeReply', 'outcomeDisputed', 'lateCancel']) {
      bookings.fields.removeByName(name)
    }
    app.save(bookings)
  },
)
