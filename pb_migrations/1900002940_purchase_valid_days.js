/// <reference path="../pb_data/types.d.ts" />
// A package purchase keeps how long it lasts as the client saw it when they asked
// (docs/payments.md): `validDays` is copied from the package then, and activation counts from it,
// not from the package as its trainer may have edited it since. Purchases made before this keep
// what they had: an activated one the days between paidAt and expiresAt, a pending one its
// package's days now (the best record of what was shown).
migrate(
  (app) => {
    const rules = require(`${__hooks}/lib/bookings/booking_rules.json`)
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.add(
      new NumberField({
        name: 'validDays',
        onlyInt: true,
        min: 0,
        max: rules.payments.packageValidDays.max,
      }),
    )
    app.save(purchases)
    app
      .db()
      .newQuery(
        `UPDATE package_purchases SET validDays = CASE
           WHEN paidAt != '' AND expiresAt != ''
             THEN CAST(ROUND(julianday(expiresAt) - julianday(paidAt)) AS INTEGER)
           ELSE COALESCE((SELECT k.validDays FROM packages k WHERE k.id = package_purchases.package), 0)
         END`,
      )
      .execute()
  },
  (app) => {
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.removeByName('validDays')
    app.save(purchases)
  },
)
