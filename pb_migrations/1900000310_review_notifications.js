/// <reference path="../pb_data/types.d.ts" />
// A review notifies its trainer: one more notification kind beside the booking events'
// seven (their names are kept); the row's booking is the reviewed session, its actor the author.
const KIND = 'review_received'

migrate(
  (app) => {
    const notifications = app.findCollectionByNameOrId('notifications')
    const kind = notifications.fields.getByName('kind')
    kind.values = [...kind.values, KIND]
    app.save(notifications)
  },
  (app) => {
    app.db().newQuery(`DELETE FROM notifications WHERE kind = '${KIND}'`).execute()
    const notifications = app.findCollectionByNameOrId('notifications')
    const kind = notifications.fields.getByName('kind')
    kind.values = kind.values.filter((value) => value !== KIND)
    app.save(notifications)
  },
)
