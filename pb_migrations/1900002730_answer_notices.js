/// <reference path="../pb_data/types.d.ts" />
// Every answer one side gives on a booking reaches the other side (docs/notifications-and-email.md):
// a no-show mark (with its 48-hour deadline), a dispute, a "the session happened", and a payment
// the trainer waives, does not find or refunds, and a price set after the confirm.
const KINDS = [
  'outcome_no_show',
  'outcome_disputed',
  'outcome_attended',
  'payment_waived',
  'payment_unpaid',
  'payment_refunded',
  'price_set',
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
