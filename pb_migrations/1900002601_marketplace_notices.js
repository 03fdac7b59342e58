/// <reference path="../pb_data/types.d.ts" />
// The notices the marketplace's operators cause (docs/trust-and-safety.md): a trainer hears that a
// credential was verified or rejected, that it expires in 30 days and on the day it expires; both
// parties hear when an operator settles a disputed "Did the session happen?".
const KINDS = [
  'credential_verified',
  'credential_rejected',
  'credential_expiring',
  'credential_expired',
  'outcome_settled',
]

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
