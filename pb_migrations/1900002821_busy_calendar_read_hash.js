/// <reference path="../pb_data/types.d.ts" />
// A busy calendar remembers a fingerprint of what it read (docs/venues-and-free-hours.md, "Busy
// times"): the SHA-256 of the file(s) and the Singapore day the 120 days counted from. The cron's
// next read of an unchanged calendar on the same day stores nothing and expands nothing: most
// reads every 10 minutes find the calendar as it was. Hidden: it is derived from private events.
migrate(
  (app) => {
    const calendars = app.findCollectionByNameOrId('busy_calendars')
    calendars.fields.add(new TextField({ name: 'readHash', max: 100, hidden: true }))
    app.save(calendars)
  },
  (app) => {
    const calendars = app.findCollectionByNameOrId('busy_calendars')
    calendars.fields.removeByName('readHash')
    app.save(calendars)
  },
)
