/// <reference path="../pb_data/types.d.ts" />
// Paying for training (docs/payments.md): the agreed price and payment state on every booking,
// a trainer's PayNow details, session packages, their purchases and an append-only credit ledger
// whose sum per purchase is the balance. Values and transitions are checked by
// pb_hooks/payments.pb.js; the rules below say who may do what.
const SIGNED_IN = '@request.auth.id != ""'
const KINDS = [
  'payment_claimed',
  'payment_received',
  'package_requested',
  'package_activated',
  'package_expiring',
]

migrate(
  (app) => {
    const { belongsTo, timestamps, addNotificationKinds } = require(
      `${__hooks}/lib/platform/migration_blocks.js`,
    )
    const users = app.findCollectionByNameOrId('users')

    // PayNow details: hidden from every API read (lists, views, expands, realtime); the owner gets
    // them back through onRecordEnrich, clients through the PayNow routes only.
    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.add(new TextField({ name: 'paynowId', max: 20, hidden: true }))
    profiles.fields.add(new TextField({ name: 'paynowName', max: 100, hidden: true }))
    app.save(profiles)

    const packages = new Collection({
      type: 'base',
      name: 'packages',
      // Anyone sees active packages; a trainer sees and writes their own (never deletes: pause).
      listRule: `active = true || (${SIGNED_IN} && trainer = @request.auth.id)`,
      viewRule: `active = true || (${SIGNED_IN} && trainer = @request.auth.id)`,
      createRule: `${SIGNED_IN} && trainer = @request.auth.id && @request.auth.userType = 'trainer'`,
      updateRule: `${SIGNED_IN} && trainer = @request.auth.id && (@request.body.trainer:isset = false || @request.body.trainer = @request.auth.id)`,
      deleteRule: null,
      fields: [
        belongsTo('trainer', users),
        { name: 'name', type: 'text', max: 80 },
        { name: 'sessions', type: 'number', onlyInt: true, min: 2, max: 50, required: true },
        { name: 'price', type: 'number', min: 0, max: 100000, required: true },
        { name: 'validDays', type: 'number', onlyInt: true, min: 30, max: 365, required: true },
        { name: 'active', type: 'bool' },
        ...timestamps(),
      ],
      indexes: ['CREATE INDEX idx_packages_trainer ON packages (trainer, active)'],
    })
    app.save(packages)

    const purchases = new Collection({
      type: 'base',
      name: 'package_purchases',
      // The client and the trainer read theirs; the client creates (the hook fills the rest); the
      // trainer changes the status (the hook allows pending -> active -> refunded only).
      listRule: `${SIGNED_IN} && (client = @request.auth.id || trainer = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (client = @request.auth.id || trainer = @request.auth.id)`,
      createRule: `${SIGNED_IN} && client = @request.auth.id`,
      updateRule: `${SIGNED_IN} && trainer = @request.auth.id`,
      deleteRule: null,
      fields: [
        belongsTo('package', packages),
        belongsTo('client', users),
        belongsTo('trainer', users),
        { name: 'sessions', type: 'number', onlyInt: true, min: 0, max: 50 },
        { name: 'price', type: 'number', min: 0, max: 100000 },
        {
          name: 'status',
          type: 'select',
          values: ['pending', 'active', 'expired', 'refunded'],
          maxSelect: 1,
          required: true,
        },
        { name: 'paidAt', type: 'date' },
        { name: 'expiresAt', type: 'date' },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_package_purchases_client ON package_purchases (client, status)',
        'CREATE INDEX idx_package_purchases_trainer ON package_purchases (trainer, status)',
        'CREATE INDEX idx_package_purchases_expiry ON package_purchases (status, expiresAt)',
      ],
    })
    app.save(purchases)

    const ledger = new Collection({
      type: 'base',
      name: 'credit_ledger',
      // Append-only, written by the server only; the purchase's client and trainer read it.
      listRule: `${SIGNED_IN} && (purchase.client = @request.auth.id || purchase.trainer = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (purchase.client = @request.auth.id || purchase.trainer = @request.auth.id)`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        belongsTo('purchase', purchases),
        {
          name: 'booking',
          type: 'relation',
          collectionId: app.findCollectionByNameOrId('bookings').id,
          maxSelect: 1,
          required: false,
          cascadeDelete: false,
        },
        { name: 'delta', type: 'number', onlyInt: true, min: -50, max: 50 },
        {
          name: 'reason',
          type: 'select',
          values: ['purchase', 'session', 'restore', 'expiry', 'refund'],
          maxSelect: 1,
          required: true,
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        // The balance is SUM(delta) over one purchase's rows: an index search, never a scan.
        'CREATE INDEX idx_credit_ledger_purchase ON credit_ledger (purchase, delta)',
        // One booking never consumes (or gets back) a credit twice; a purchase is credited and
        // expired once.
        "CREATE UNIQUE INDEX idx_credit_ledger_session_once ON credit_ledger (booking) WHERE reason = 'session'",
        "CREATE UNIQUE INDEX idx_credit_ledger_restore_once ON credit_ledger (booking) WHERE reason = 'restore'",
        "CREATE UNIQUE INDEX idx_credit_ledger_purchase_once ON credit_ledger (purchase, reason) WHERE reason IN ('purchase', 'expiry', 'refund')",
      ],
    })
    app.save(ledger)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new NumberField({ name: 'price', min: 0, max: 10000 }))
    bookings.fields.add(
      new SelectField({
        name: 'payment',
        values: ['unpaid', 'claimed', 'received', 'waived', 'refunded', 'package'],
        maxSelect: 1,
      }),
    )
    bookings.fields.add(new DateField({ name: 'paymentAt' }))
    bookings.fields.add(
      new RelationField({
        name: 'purchase',
        collectionId: purchases.id,
        maxSelect: 1,
        required: false,
        cascadeDelete: false,
      }),
    )
    bookings.addIndex('idx_bookings_purchase', false, 'purchase', "purchase != ''")
    app.save(bookings)

    // Package events have no booking: the row names the purchase instead.
    addNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.fields.getByName('booking').required = false
    notifications.fields.add(
      new RelationField({
        name: 'purchase',
        collectionId: purchases.id,
        maxSelect: 1,
        required: false,
        cascadeDelete: true,
      }),
    )
    // The 7-days-before notice goes once per purchase, even across restarts.
    notifications.addIndex(
      'idx_notifications_expiring_once',
      true,
      'purchase',
      "kind = 'package_expiring'",
    )
    app.save(notifications)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.removeIndex('idx_notifications_expiring_once')
    notifications.fields.removeByName('purchase')
    notifications.fields.getByName('booking').required = true
    app.save(notifications)

    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.removeIndex('idx_bookings_purchase')
    for (const name of ['price', 'payment', 'paymentAt', 'purchase']) {
      bookings.fields.removeByName(name)
    }
    app.save(bookings)

    app.delete(app.findCollectionByNameOrId('credit_ledger'))
    app.delete(app.findCollectionByNameOrId('package_purchases'))
    app.delete(app.findCollectionByNameOrId('packages'))

    const profiles = app.findCollectionByNameOrId('trainer_profiles')
    profiles.fields.removeByName('paynowId')
    profiles.fields.removeByName('paynowName')
    app.save(profiles)
  },
)
