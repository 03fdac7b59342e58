/// <reference path="../pb_data/types.d.ts" />
// Retention with an end (pb_hooks/lib/privacy/retention.js, periods in pb_hooks/lib/privacy/retention.json): the
// `chat_expiring` notice (a quiet chat is deleted 30 days later), the date a chat's members were
// warned (server-only), and the indexes the daily sweep deletes along, so no delete scans a table.
const INDEXES = [
  ['bookings', 'idx_bookings_datetime', false, 'datetime', ''],
  ['bookings', 'idx_bookings_rescheduleOf', false, 'rescheduleOf', "rescheduleOf != ''"],
  ['notifications', 'idx_notifications_booking', false, 'booking', "booking != ''"],
  ['notifications', 'idx_notifications_series', false, 'series', "series != ''"],
  ['notifications', 'idx_notifications_purchase', false, 'purchase', "purchase != ''"],
  ['notifications', 'idx_notifications_unread_created', false, 'created', "readAt = ''"],
  ['credit_ledger', 'idx_credit_ledger_booking', false, 'booking', "booking != ''"],
  ['package_purchases', 'idx_package_purchases_created', false, 'created', ''],
]

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    addNotificationKinds(app, ['chat_expiring'])

    // Hidden: written by the retention job only; a later message makes it older than the chat's.
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.add(new DateField({ name: 'expiryWarnedAt', hidden: true }))
    app.save(chats)

    for (const [collection, name, unique, columns, where] of INDEXES) {
      const target = app.findCollectionByNameOrId(collection)
      target.addIndex(name, unique, columns, where)
      app.save(target)
    }
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    for (const [collection, name] of INDEXES) {
      const target = app.findCollectionByNameOrId(collection)
      target.removeIndex(name)
      app.save(target)
    }
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.removeByName('expiryWarnedAt')
    app.save(chats)
    dropNotificationKinds(app, ['chat_expiring'])
  },
)
