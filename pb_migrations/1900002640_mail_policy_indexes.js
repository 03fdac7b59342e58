/// <reference path="../pb_data/types.d.ts" />
// The one mail policy's lookups (pb_hooks/lib/notifications/mail_policy.js): the chats a member started in the
// last day (an unverified member starts at most 3), a member's last message email across all
// chats (one per 15 minutes), and a member's pending and sent booking emails (folded per recipient,
// capped per recipient).
const INDEXES = [
  ['chats', 'idx_chats_startedBy_created', '`startedBy`, `created`'],
  ['message_emails', 'idx_message_emails_user_emailedAt', '`user`, `emailedAt`'],
  ['notifications', 'idx_notifications_user_email', '`user`, `emailStatus`, `emailedAt`'],
]

migrate(
  (app) => {
    for (const [name, index, columns] of INDEXES) {
      const collection = app.findCollectionByNameOrId(name)
      collection.addIndex(index, false, columns, '')
      app.save(collection)
    }
  },
  (app) => {
    for (const [name, index] of INDEXES) {
      const collection = app.findCollectionByNameOrId(name)
      collection.removeIndex(index)
      app.save(collection)
    }
  },
)
