/// <reference path="../pb_data/types.d.ts" />
// Standing weekly sessions (docs/series.md): `booking_series` is one request for the same hour
// every week; its occurrences are ordinary bookings pointing back at it (`bookings.series`),
// created, answered and cancelled together by pb_hooks/lib/series/booking_series.js. Notifications name
// the series for the one notice per series event (kinds `series_*`).
const SIGNED_IN = '@request.auth.id != ""'
const PARTIES = `${SIGNED_IN} && (booker = @request.auth.id || gymBuddy = @request.auth.id)`
const STATUSES = ['requested', 'confirmed', 'declined', 'cancelled']
const KINDS = ['series_requested', 'series_confirmed', 'series_declined', 'series_cancelled']
const BOOKINGS_INDEX = 'idx_bookings_series'

migrate(
  (app) => {
    const { belongsTo, timestamps, addNotificationKinds } = require(
      `${__hooks}/lib/platform/migration_blocks.js`,
    )
    const users = app.findCollectionByNameOrId('users')
    const series = new Collection({
      type: 'base',
      name: 'booking_series',
      // Booker and trainer read it; the booker creates it as themselves; both may PATCH its status
      // (the hook allows each side only its own answers); nobody deletes it.
      listRule: PARTIES,
      viewRule: PARTIES,
      createRule: `${SIGNED_IN} && booker = @request.auth.id`,
      updateRule: PARTIES,
      deleteRule: null,
      fields: [
        belongsTo('booker', users),
        belongsTo('gymBuddy', users),
        // The first session; every later one is the same SGT hour 7, 14, ... days on.
        { name: 'datetime', type: 'date', required: true },
        // Bounds (booking_rules.json seriesWeeks) are checked by the hook.
        { name: 'weeks', type: 'number', onlyInt: true, min: 0 },
        // ["YYYY-MM-DD", ...] (Singapore dates) left out of the series.
        { name: 'skipDates', type: 'json', maxSize: 2000 },
        { name: 'status', type: 'select', values: STATUSES, maxSelect: 1 },
        { name: 'reason', type: 'text', max: 500 },
        { name: 'answeredAt', type: 'date' },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_booking_series_booker ON booking_series (booker, datetime)',
        'CREATE INDEX idx_booking_series_gymBuddy ON booking_series (gymBuddy, datetime)',
      ],
    })
    app.save(series)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(
      new RelationField({ name: 'series', collectionId: series.id, maxSelect: 1 }),
    )
    // A series' weeks by date (a partial index would not serve a bound `series = {:id}`).
    bookings.addIndex(BOOKINGS_INDEX, false, '`series`, `datetime`', '')
    app.save(bookings)

    addNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.add(
      new RelationField({
        name: 'series',
        collectionId: series.id,
        maxSelect: 1,
        cascadeDelete: true,
      }),
    )
    app.save(notifications)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.removeByName('series')
    app.save(notifications)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.removeIndex(BOOKINGS_INDEX)
    bookings.fields.removeByName('series')
    app.save(bookings)

    app.delete(app.findCollectionByNameOrId('booking_series'))
  },
)
