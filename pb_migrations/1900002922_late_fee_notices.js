/// <reference path="../pb_data/types.d.ts" />
// What the late-cancel and no-show policy tells the client (lib/notifications/answer_notices.js):
// a fee is due (emailed), the trainer gave a package session back; and either side's "Stopped by
// weather" answer, told to the other side.
const KINDS = ['late_fee_due', 'credit_restored', 'outcome_weather']

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
