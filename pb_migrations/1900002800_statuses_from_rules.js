/// <reference path="../pb_data/types.d.ts" />
// The status-like selects take their values from pb_hooks/lib/bookings/booking_rules.json, the one
// home of every status, outcome and payment state (each table's keys, in order). A database that
// ran this already needs the same file again under a new number after the json changes
// (docs/architecture.md "Add a booking status"); a fresh one takes the json as it is now.
migrate(
  (app) => {
    const rules = require(`${__hooks}/lib/bookings/booking_rules.json`)
    const selects = [
      ['bookings', 'status', rules.statuses],
      ['bookings', 'outcome', rules.outcomes],
      ['bookings', 'outcomeReply', rules.outcomes],
      ['bookings', 'payment', rules.payments.states],
      ['booking_series', 'status', rules.series.statuses],
      ['package_purchases', 'status', rules.payments.purchaseStatuses],
    ]
    for (const [name, fieldName, table] of selects) {
      const collection = app.findCollectionByNameOrId(name)
      const field = collection.fields.getByName(fieldName)
      const wanted = Object.keys(table)
      const current = []
      for (let i = 0; i < field.values.length; i++) current.push(field.values[i])
      if (current.join('|') === wanted.join('|')) continue
      field.values = wanted
      app.save(collection)
    }
  },
  () => {
    // Nothing to undo: the values stay as the json had them.
  },
)
