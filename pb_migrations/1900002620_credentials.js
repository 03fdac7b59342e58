/// <reference path="../pb_data/types.d.ts" />
// Credentials a trainer holds (docs/trust-and-safety.md "Credentials"): an NREP registration, a
// CPR/AED certificate or another certificate, with a document an operator checks. The server keeps
// `status` (pending until an operator verifies or rejects it; expired once expiresAt passes) and
// fills reviewedBy/reviewedAt (pb_hooks/lib/safety/credentials.js). The public reads verified, unexpired
// rows without number, document, note or reviewer (the enrich hook hides them); the document is a
// protected file only its trainer and operators fetch (a file token fails the rule for others).
const OPERATOR = '(@request.auth.id != "" && @request.auth.operator = true)'
const OWN = '(@request.auth.id != "" && trainer = @request.auth.id)'
const PUBLIC = `(@request.context != "protectedFile" && status = "verified" && (expiresAt = "" || expiresAt > @now))`

migrate(
  (app) => {
    const { belongsTo, timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    app.save(
      new Collection({
        type: 'base',
        name: 'credentials',
        // Everyone reads verified, unexpired rows; the trainer all of theirs; operators all.
        listRule: `${OWN} || ${OPERATOR} || ${PUBLIC}`,
        viewRule: `${OWN} || ${OPERATOR} || ${PUBLIC}`,
        // A trainer adds their own; the hook forces status pending.
        createRule: `${OWN} && @request.auth.userType = "trainer"`,
        // The trainer edits theirs (back to pending); operators set status and note only (hook).
        updateRule: `${OWN} || ${OPERATOR}`,
        // A trainer removes their own; operators reject rather than delete (the log keeps the id).
        deleteRule: OWN,
        fields: [
          belongsTo('trainer', users),
          {
            name: 'kind',
            type: 'select',
            values: ['nrep', 'cpr_aed', 'certificate'],
            maxSelect: 1,
            required: true,
          },
          { name: 'title', type: 'text', max: 100 },
          { name: 'number', type: 'text', max: 60 },
          { name: 'issuer', type: 'text', max: 100 },
          { name: 'expiresAt', type: 'date' },
          {
            name: 'document',
            type: 'file',
            maxSelect: 1,
            maxSize: 5 * 1024 * 1024,
            mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif'],
            protected: true,
          },
          {
            name: 'status',
            type: 'select',
            values: ['pending', 'verified', 'rejected', 'expired'],
            maxSelect: 1,
          },
          { name: 'reviewedBy', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'reviewedAt', type: 'date' },
          { name: 'note', type: 'text', max: 500 },
          // When the 30-day expiry notice went out (cleared when expiresAt changes).
          { name: 'expiryNoticeAt', type: 'date', hidden: true },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX idx_credentials_trainer ON credentials (trainer, status, expiresAt)',
          'CREATE INDEX idx_credentials_status ON credentials (status, expiresAt)',
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('credentials'))
  },
)
