/// <reference path="../pb_data/types.d.ts" />
// One account per email whatever its letter case. Emails are stored lowercased
// (pb_hooks/users.pb.js) and the unique index compares them with NOCASE. If two existing accounts
// differ only in letter case, the migration stops and names them instead of merging or losing one.
const UNIQUE_EMAIL = /^CREATE UNIQUE INDEX `?(idx_email_\w*)`? ON `?users`? \(`?email`?\)/i

function emailIndexName(users) {
  for (const index of users.indexes) {
    const match = UNIQUE_EMAIL.exec(index)
    if (match) return match[1]
  }
  return 'idx_email__pb_users_auth_'
}

migrate(
  (app) => {
    const clashes = arrayOf(new DynamicModel({ email: '', accounts: 0 }))
    app
      .db()
      .newQuery(
        "SELECT lower(email) AS email, COUNT(*) AS accounts FROM users WHERE email != '' GROUP BY lower(email) HAVING COUNT(*) > 1",
      )
      .all(clashes)
    if (clashes.length > 0) {
      const list = clashes.map((c) => `${c.email} (${c.accounts} accounts)`).join(', ')
      throw new Error(
        `These emails are used by more than one account in different letter case: ${list}. ` +
          'Merge or rename those accounts in the dashboard, then run the migrations again.',
      )
    }
    app.db().newQuery('UPDATE users SET email = lower(email) WHERE email != lower(email)').execute()
    const users = app.findCollectionByNameOrId('users')
    const name = emailIndexName(users)
    users.removeIndex(name)
    users.addIndex(name, true, '`email` COLLATE NOCASE', "`email` != ''")
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const name = emailIndexName(users)
    users.removeIndex(name)
    users.addIndex(name, true, '`email`', "`email` != ''")
    app.save(users)
  },
)
