/// <reference path="../pb_data/types.d.ts" />
// A client's package paying for a session already booked (the cover route) is told to the trainer.
const KINDS = ['payment_package']

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
