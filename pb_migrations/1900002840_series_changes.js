/// <reference path="../pb_data/types.d.ts" />
// A confirmed series can change from a week on (docs/series.md, "Changing from a week on"): one
// side asks for a new time or venue from a chosen week and the other side answers; the waiting
// change is kept on the series (the old weeks stand until it is accepted). Either side can also
// end the series from a chosen week. Each step tells the other side.
const KINDS = [
  'series_change_requested',
  'series_change_confirmed',
  'series_change_declined',
  'series_ended',
]

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const series = app.findCollectionByNameOrId('booking_series')
    series.fields.add(new DateField({ name: 'changeWeek' }))
    series.fields.add(new DateField({ name: 'changeDatetime' }))
    series.fields.add(new TextField({ name: 'changeVenue', max: 200 }))
    series.fields.add(
      new SelectField({ name: 'changeBy', values: ['booker', 'trainer'], maxSelect: 1 }),
    )
    app.save(series)
    addNotificationKinds(app, KINDS)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    const series = app.findCollectionByNameOrId('booking_series')
    for (const name of ['changeWeek', 'changeDatetime', 'changeVenue', 'changeBy']) {
      series.fields.removeByName(name)
    }
    app.save(series)
  },
)
