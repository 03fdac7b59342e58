/// <reference path="../pb_data/types.d.ts" />
// Consent on record (docs/accounts-and-security.md): one `consents` row each time a member agrees
// to something, `terms` at sign-up (and again when the terms version changes) and `health` when
// they first share a fitness profile. Rows are written only by the server (pb_hooks); withdrawing
// sets `withdrawnAt`, nothing else ever changes a row.
const OWN = '@request.auth.id != "" && user = @request.auth.id'

migrate(
  (app) => {
    const { belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'consents',
        // The member reads their own rows; nobody creates, edits or deletes them over the API.
        listRule: OWN,
        viewRule: OWN,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          belongsTo('user', users),
          {
            name: 'kind',
            type: 'select',
            values: ['terms', 'health'],
            maxSelect: 1,
            required: true,
          },
          { name: 'version', type: 'text', max: 40, required: true },
          { name: 'acceptedAt', type: 'date', required: true },
          { name: 'withdrawnAt', type: 'date' },
        ],
        indexes: ['CREATE INDEX idx_consents_user_kind ON consents (user, kind, acceptedAt)'],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('consents'))
  },
)
