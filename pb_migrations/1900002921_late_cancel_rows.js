/// <reference path="../pb_data/types.d.ts" />
// When the trainer gave back the package session a client's late cancel or no-show spent
// (lib/payments/late_fees.js restoreCredit), so both rows can say so and the button goes; and a
// booking's frozen policy bounded to what it holds (three short keys), since the bookings route
// sizes its pages from each field's bound (lib/bookings/booking_groups.js rowsPerAnswer).
migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new DateField({ name: 'creditRestoredAt' }))
    bookings.fields.getByName('policy').maxSize = 120
    app.save(bookings)
  },
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('creditRestoredAt')
    bookings.fields.getByName('policy').maxSize = 2000
    app.save(bookings)
  },
)
