/// <reference path="../pb_data/types.d.ts" />
// Receipts (docs/payments.md, "Receipts"): one per payment a trainer marks received (a session, a
// fee, a package), numbered 1, 2, 3… per trainer with no gaps, written only by the server in the
// payment's own transaction (pb_hooks/receipts.pb.js, lib/payments/receipts.js); its two parties
// read it. The trainer's optional GST registration number is copied onto each receipt they issue.
const PARTIES =
  '@request.auth.id != "" && (trainer = @request.auth.id || client = @request.auth.id)'

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const member = (name) => ({
      name,
      type: 'relation',
      collectionId: users.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: false,
    })
    const link = (name, collection) => ({
      name,
      type: 'relation',
      collectionId: app.findCollectionByNameOrId(collection).id,
      maxSelect: 1,
      cascadeDelete: false,
    })
    app.save(
      new Collection({
        type: 'base',
        name: 'receipts',
        // The trainer and the client read their receipts; only the server writes them.
        listRule: PARTIES,
        viewRule: PARTIES,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          member('trainer'),
          member('client'),
          link('booking', 'bookings'),
          link('purchase', 'package_purchases'),
          {
            name: 'kind',
            type: 'select',
            values: ['session', 'fee', 'package'],
            maxSelect: 1,
            required: true,
          },
          { name: 'number', type: 'number', onlyInt: true, min: 1, required: true },
          { name: 'amount', type: 'number', min: 0, max: 100000 },
          { name: 'issuedAt', type: 'date', required: true },
          // What was paid for, in words, as it stood when paid ("Session on Sat 5 Dec 2026, 10:00 SGT").
          { name: 'item', type: 'text', max: 200, required: true },
          // The trainer's GST registration number when issued (empty: GST not charged).
          { name: 'gstNumber', type: 'text', max: 20 },
        ],
        indexes: [
          // Gapless per trainer: the next number is taken inside the payment's transaction.
          'CREATE UNIQUE INDEX idx_receipts_trainer_number ON receipts (trainer, number)',
          'CREATE INDEX idx_receipts_client ON receipts (client, issuedAt)',
          // One receipt per payment: a booking's session or fee, a purchase.
          "CREATE UNIQUE INDEX idx_receipts_booking_kind ON receipts (booking, kind) WHERE booking != ''",
          "CREATE UNIQUE INDEX idx_receipts_purchase ON receipts (purchase) WHERE purchase != ''",
        ],
      }),
    )

    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.add(new TextField({ name: 'gstNumber', max: 20 }))
    app.save(profiles)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('receipts'))
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.removeByName('gstNumber')
    app.save(profiles)
  },
)
