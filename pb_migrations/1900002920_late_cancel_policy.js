/// <reference path="../pb_data/types.d.ts" />
// A trainer's late-cancel and no-show policy (docs/payments.md, "Late cancels and no-shows"): the
// policy and its two percentages on the trainer's profile; the policy a request was made under,
// frozen on the booking like its price; the fee a late cancel or a no-show leaves due. The payment
// state `fee_due` and the outcome `weather` come from booking_rules.json, as in
// 1900002800_statuses_from_rules.js (a deployed database runs only new migrations).
migrate(
  (app) => {
    const rules = require(`${__hooks}/lib/bookings/booking_rules.json`)
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.add(
      new SelectField({
        name: 'lateCancelPolicy',
        values: Object.keys(rules.lateCancel.policies),
        maxSelect: 1,
      }),
    )
    for (const name of ['lateCancelFeePct', 'noShowFeePct']) {
      profiles.fields.add(new NumberField({ name: name, min: 0, max: 100, onlyInt: true }))
    }
    app.save(profiles)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new JSONField({ name: 'policy', maxSize: 2000 }))
    bookings.fields.add(new NumberField({ name: 'feeDue', min: 0, max: rules.payments.maxPrice }))
    app.save(bookings)

    const selects = [
      ['bookings', 'outcome', rules.outcomes],
      ['bookings', 'outcomeReply', rules.outcomes],
      ['bookings', 'payment', rules.payments.states],
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
  (app) => {
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    for (const name of ['lateCancelPolicy', 'lateCancelFeePct', 'noShowFeePct']) {
      profiles.fields.removeByName(name)
    }
    app.save(profiles)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('policy')
    bookings.fields.removeByName('feeDue')
    app.save(bookings)
  },
)
