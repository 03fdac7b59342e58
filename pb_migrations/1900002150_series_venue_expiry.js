/// <reference path="../pb_data/types.d.ts" />
// Weekly series (docs/series.md): the venue a series is at (copied to every week, as a single
// request's venue is), `expired` for a series whose weeks all lapsed unanswered, and the one
// notification of that expiry (`series_expired`). Rules are unchanged (see 1900002100).
const KIND = 'series_expired'
const STATUS = 'expired'

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const series = app.findCollectionByNameOrId('booking_series')
    // The venue's name as the trainer's list spells it; checked by the hook.
    series.fields.add(new TextField({ name: 'venue', max: 200 }))
    const status = series.fields.getByName('status')
    status.values = [...status.values, STATUS]
    app.save(series)

    addNotificationKinds(app, [KIND])
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, [KIND])

    app
      .db()
      .newQuery("UPDATE booking_series SET status = 'declined' WHERE status = {:status}")
      .bind({ status: STATUS })
      .execute()
    const series = app.findCollectionByNameOrId('booking_series')
    const status = series.fields.getByName('status')
    status.values = status.values.filter((value) => value !== STATUS)
    series.fields.removeByName('venue')
    app.save(series)
  },
)
