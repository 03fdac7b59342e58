/// <reference path="../pb_data/types.d.ts" />
// Attempt counters (pb_hooks/lib/accounts/member_quota.js): one `member_attempts` row per use of a limited
// action (downloading one's data, trying to close the account), so a limit holds across a server
// restart. A row is deleted once it is older than its action's window, and with the member.
migrate(
  (app) => {
    const { SERVER_ONLY, belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'member_attempts',
        // Server code only: nobody reads or writes the counters over the API.
        ...SERVER_ONLY,
        fields: [
          { name: 'action', type: 'text', max: 40, required: true },
          belongsTo('member', users),
          { name: 'at', type: 'date', required: true },
        ],
        indexes: [
          'CREATE INDEX idx_member_attempts_member ON member_attempts (member, action, at)',
          'CREATE INDEX idx_member_attempts_action ON member_attempts (action, at)',
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('member_attempts'))
  },
)
