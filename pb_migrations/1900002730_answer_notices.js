/// <reference path="../pb_data/types.d.ts" />
// Every answer one side gives on a booking reaches the other side (docs/notifications-and-email.md):
// a no-show mark (with its 48-hour deadline), a dispute, a "the session happened", and a payment
// the trainer waives, does not find or refunds, and a price set after the confirm.
const KINDS = [
  'outcome_no_show',
  'outcome_disputed',
  'outcome_attended',
  'payment_waived',
  'payment_unpaid',
  'payment_refunded',
  'price_set',
]

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    addNotificationKinds(app, KINDS)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
  },
)
