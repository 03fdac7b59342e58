/// <reference path="../pb_data/types.d.ts" />
// Mail limits (docs/decisions.md, "Mail limits"): a notification row can fold a burst of the same
// event from the same member (`count`), a request's email waits in the outbox until `emailAfter`
// (a request withdrawn before then mails nobody), and two more outcomes: `withdrawn` (nothing left
// to tell) and `capped` (the daily cap per pair of members was reached; the row stays in-app).
// `account_mails` is the outbox of email-change mails and the log of account mails (reset,
// verification, email change) that the per-address hourly cap counts. Superusers only.

const STATUSES = ['pending', 'sent', 'off', 'failed']
const MORE_STATUSES = ['withdrawn', 'capped']

migrate(
  (app) => {
    const { SERVER_ONLY } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.getByName('emailStatus').values = STATUSES.concat(MORE_STATUSES)
    notifications.fields.add(new NumberField({ name: 'count', onlyInt: true, min: 0 }))
    notifications.fields.add(new DateField({ name: 'emailAfter' }))
    notifications.addIndex('idx_notifications_pair', false, 'user, actor, kind, created', '')
    app.save(notifications)

    const users = app.findCollectionByNameOrId('users')
    const accountMails = new Collection({
      type: 'base',
      name: 'account_mails',
      // Written and read by the server's hooks and crons only.
      ...SERVER_ONLY,
      fields: [
        {
          name: 'kind',
          type: 'select',
          values: ['email_change', 'password_reset', 'verification'],
          maxSelect: 1,
          required: true,
        },
        {
          name: 'user',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        { name: 'address', type: 'text', max: 255, required: true },
        { name: 'state', type: 'select', values: ['queued', 'sent'], maxSelect: 1, required: true },
        { name: 'sentAt', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX idx_account_mails_address ON account_mails (address, sentAt)',
        'CREATE INDEX idx_account_mails_state ON account_mails (state, created)',
      ],
    })
    app.save(accountMails)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('account_mails'))
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.removeIndex('idx_notifications_pair')
    notifications.fields.removeByName('count')
    notifications.fields.removeByName('emailAfter')
    notifications.fields.getByName('emailStatus').values = STATUSES
    app.save(notifications)
  },
)
