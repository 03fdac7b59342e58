/// <reference path="../pb_data/types.d.ts" />
// A trainer hears that a client's package now pays for sessions booked before it was bought
// (docs/payments.md): one notice per cover, counting the sessions.
const KINDS = ['package_covered']

migrate(
  (app) => {
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
  },
)
