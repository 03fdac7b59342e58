/// <reference path="../pb_data/types.d.ts" />
// A trainer hears that a client's package now pays for sessions booked before it was bought
// (docs/payments.md): one notice per cover, counting the sessions.
const KINDS = ['package_covered']

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
