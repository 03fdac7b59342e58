/// <reference path="../pb_data/types.d.ts" />
// A package purchase keeps the package's name as the client saw it when they asked
// (docs/payments.md, "What was agreed stays agreed"): copied then, never following a rename.
// Purchases made before this take their package's name now.
migrate(
  (app) => {
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.add(new TextField({ name: 'name', max: 80 }))
    app.save(purchases)
    app
      .db()
      .newQuery(
        `UPDATE package_purchases SET name = COALESCE(
           (SELECT k.name FROM packages k WHERE k.id = package_purchases.package), '')`,
      )
      .execute()
  },
  (app) => {
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.removeByName('name')
    app.save(purchases)
  },
)
