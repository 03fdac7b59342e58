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
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const purchases = app.findCollectionByNameOrId('package_purchases')
    purchases.fields.add(new DateField({ name: 'claimedAt' }))
    purchases.fields.add(new DateField({ name: 'clientLeftAt' }))
    purchases.fields.add(new NumberField({ name: 'leftUnused', onlyInt: true, min: 0, max: 50 }))
    app.save(purchases)

    addNotificationKinds(app, KINDS)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)

    const purchases = app.findCollectionByNameOrId('package_purchases')
    for (const name of FIELDS) purchases.fields.removeByName(name)
    app.save(purchases)
  },
)
