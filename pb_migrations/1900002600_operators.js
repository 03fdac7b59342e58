/// <reference path="../pb_data/types.d.ts" />
// The people who run the marketplace (docs/trust-and-safety.md): `users.operator` marks an
// operator (only superusers set it, a hidden field no member reads or writes), `users.suspendedAt`
// marks a suspended member, and `operator_actions` is the append-only log of every operator
// decision: who did what to whom, on which record, and why.
const OPERATOR = '@request.auth.id != "" && @request.auth.operator = true'

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.fields.add(new BoolField({ name: 'operator', hidden: true }))
    users.fields.add(new DateField({ name: 'suspendedAt', hidden: true }))
    app.save(users)

    app.save(
      new Collection({
        type: 'base',
        name: 'operator_actions',
        // Operators read the log; nobody creates, edits or deletes a row over the API (the server
        // writes one with each operator decision).
        listRule: OPERATOR,
        viewRule: OPERATOR,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            name: 'operator',
            type: 'relation',
            collectionId: users.id,
            maxSelect: 1,
            required: true,
          },
          {
            name: 'action',
            type: 'select',
            values: [
              'verify_credential',
              'reject_credential',
              'suspend',
              'unsuspend',
              'hide_review',
              'restore_review',
              'settle_dispute',
              'dismiss_report',
              'action_report',
            ],
            maxSelect: 1,
            required: true,
          },
          { name: 'target', type: 'relation', collectionId: users.id, maxSelect: 1 },
          { name: 'record', type: 'text', max: 40 },
          { name: 'reason', type: 'text', max: 2000, required: true },
          { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        ],
        indexes: [
          'CREATE INDEX idx_operator_actions_created ON operator_actions (created)',
          'CREATE INDEX idx_operator_actions_target ON operator_actions (target, created)',
        ],
      }),
    )

    const reviews = app.findCollectionByNameOrId('reviews')
    reviews.fields.add(new DateField({ name: 'hiddenAt' }))
    reviews.fields.add(new TextField({ name: 'hiddenReason', max: 500 }))
    app.save(reviews)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(
      new RelationField({ name: 'outcomeSettledBy', collectionId: users.id, maxSelect: 1 }),
    )
    bookings.fields.add(new DateField({ name: 'outcomeSettledAt' }))
    app.save(bookings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('operator_actions'))
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('operator')
    users.fields.removeByName('suspendedAt')
    app.save(users)
    const reviews = app.findCollectionByNameOrId('reviews')
    reviews.fields.removeByName('hiddenAt')
    reviews.fields.removeByName('hiddenReason')
    app.save(reviews)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('outcomeSettledBy')
    bookings.fields.removeByName('outcomeSettledAt')
    app.save(bookings)
  },
)
