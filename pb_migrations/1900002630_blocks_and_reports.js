/// <reference path="../pb_data/types.d.ts" />
// Member safety tools (docs/trust-and-safety.md, "Blocks and reports"): `blocks` (a member blocks
// another: no new contact between them either way; only the blocker ever knows) and `reports` (a
// member reports another member, a message they received, a review or a booking; operators handle
// it). Checks and effects: pb_hooks/safety.pb.js with pb_hooks/lib/safety/blocks.js and lib/safety/reports.js.
const SIGNED_IN = '@request.auth.id != ""'
const OPERATOR = `${SIGNED_IN} && @request.auth.operator = true`

migrate(
  (app) => {
    const { timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    const messages = app.findCollectionByNameOrId('messages')
    const reviews = app.findCollectionByNameOrId('reviews')
    const bookings = app.findCollectionByNameOrId('bookings')
    const member = (name, extra) =>
      Object.assign(
        { name, type: 'relation', collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        extra || {},
      )

    app.save(
      new Collection({
        type: 'base',
        name: 'blocks',
        // Only the blocker creates, reads and removes (unblocks) their own blocks; the blocked
        // member never reads one. Nothing to edit.
        listRule: `${SIGNED_IN} && blocker = @request.auth.id`,
        viewRule: `${SIGNED_IN} && blocker = @request.auth.id`,
        createRule: `${SIGNED_IN} && blocker = @request.auth.id`,
        updateRule: null,
        deleteRule: `${SIGNED_IN} && blocker = @request.auth.id`,
        fields: [
          member('blocker', { required: true }),
          member('blocked', { required: true }),
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE UNIQUE INDEX idx_blocks_pair ON blocks (blocker, blocked)',
          'CREATE INDEX idx_blocks_blocked ON blocks (blocked, blocker)',
        ],
      }),
    )

    app.save(
      new Collection({
        type: 'base',
        name: 'reports',
        // The reporter reads their own reports (status, not the operators' notes); operators read
        // all and handle them; the reported member never reads one. Nobody deletes a report.
        listRule: `${SIGNED_IN} && (reporter = @request.auth.id || @request.auth.operator = true)`,
        viewRule: `${SIGNED_IN} && (reporter = @request.auth.id || @request.auth.operator = true)`,
        createRule: `${SIGNED_IN} && reporter = @request.auth.id`,
        updateRule: OPERATOR,
        deleteRule: null,
        fields: [
          member('reporter', { required: true }),
          member('target', { required: true }),
          {
            name: 'kind',
            type: 'select',
            values: [
              'harassment',
              'fake_profile',
              'spam',
              'safety',
              'inappropriate_review',
              'other',
            ],
            maxSelect: 1,
            required: true,
          },
          { name: 'message', type: 'relation', collectionId: messages.id, maxSelect: 1 },
          { name: 'review', type: 'relation', collectionId: reviews.id, maxSelect: 1 },
          { name: 'booking', type: 'relation', collectionId: bookings.id, maxSelect: 1 },
          { name: 'text', type: 'text', max: 2000 },
          // The reported message and the ten before it, copied when the report is made.
          { name: 'evidence', type: 'json', maxSize: 65536 },
          {
            name: 'status',
            type: 'select',
            values: ['open', 'actioned', 'dismissed'],
            maxSelect: 1,
            required: true,
          },
          { name: 'resolution', type: 'text', max: 2000 },
          member('handledBy'),
          { name: 'handledAt', type: 'date' },
          ...timestamps(),
        ],
        indexes: [
          'CREATE INDEX idx_reports_status ON reports (status, created)',
          'CREATE INDEX idx_reports_reporter ON reports (reporter, created)',
          'CREATE INDEX idx_reports_target ON reports (target, created)',
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reports'))
    app.delete(app.findCollectionByNameOrId('blocks'))
  },
)
