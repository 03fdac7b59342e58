/// <reference path="../pb_data/types.d.ts" />
// Buying a package as a session is paid (docs/payments.md): the client says they paid
// (`claimedAt`, set by the server through POST /api/gymbuddy/purchases/{id}/paid), and a client
// who closes their account leaves the purchase marked (`clientLeftAt`, `leftUnused`: the credits
// they left unused) for the trainer. The trainer hears both; the activation is emailed as a
// receipt.
const KINDS = ['package_claimed', 'package_forfeited']
const FIELDS = ['claimedAt', 'clientLeftAt', 'leftUnused']

migrate(
  (app) => {
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.add(new DateField({ name: 'claimedAt' }))
    purchases.fields.add(new DateField({ name: 'clientLeftAt' }))
    purchases.fields.add(new NumberField({ name: 'leftUnused', onlyInt: true, min: 0, max: 50 }))
    app.save(purchases)

    const notifications = app.findCollectionByNameOrId('notifications')
    const kind = notifications.fields.getByName('kind')
    kind.values = [...kind.values, ...KINDS]
    app.save(notifications)
  },
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications')
    for (const name of KINDS)
      app
        .db()
        .newQuery('DELETE FROM notifications WHERE kind = {:kind}')
        .bind({ kind: name })
        .execute()
    const kind = notifications.fields.getByName('kind')
    kind.values = kind.values.filter((value) => KINDS.indexOf(value) === -1)
    app.save(notifications)

    const purchases = app.findCollectionByNameOrId('package_purchases')
    for (const name of FIELDS) purchases.fields.removeByName(name)
    app.save(purchases)
  },
)
