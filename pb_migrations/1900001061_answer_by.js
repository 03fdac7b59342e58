/// <reference path="../pb_data/types.d.ts" />
// A request waits for its answer until `bookings.answerBy`: the earlier of 48 hours after it was
// made and the session's start, set by the server when it is made (pb_hooks/lib/bookings/booking_effects.js);
// the expiry cron reads it (index below). The client hears that the request was sent
// (notification kind `booking_sent`) with the answer deadline and the trainer's usual reply time
// (`answerBy`, `replyMinutes`: 0 = not known yet). A reschedule's rows name the time it moves
// from (`previousDatetime`); `reschedule_kept` tells both parties the session stands when a move
// is declined or expires.
const KINDS = ['booking_sent', 'reschedule_kept']
const INDEX = 'idx_bookings_status_answerBy'

const BACKFILL = `UPDATE bookings SET answerBy = MIN(datetime,
  strftime('%Y-%m-%d %H:%M:%f', created, '+48 hours') || 'Z')
WHERE status = 'requested' AND answerBy = ''`

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new DateField({ name: 'answerBy' }))
    bookings.addIndex(INDEX, false, '`status`, `answerBy`', '')
    app.save(bookings)
    app.db().newQuery(BACKFILL).execute()

    addNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.add(new DateField({ name: 'answerBy' }))
    notifications.fields.add(new DateField({ name: 'previousDatetime' }))
    notifications.fields.add(new NumberField({ name: 'replyMinutes', onlyInt: true, min: 0 }))
    app.save(notifications)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    for (const name of ['answerBy', 'previousDatetime', 'replyMinutes']) {
      notifications.fields.removeByName(name)
    }
    app.save(notifications)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.removeIndex(INDEX)
    bookings.fields.removeByName('answerBy')
    app.save(bookings)
  },
)
