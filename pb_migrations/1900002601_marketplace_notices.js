/// <reference path="../pb_data/types.d.ts" />
// The notices the marketplace's operators cause (docs/trust-and-safety.md): a trainer hears that a
// credential was verified or rejected, that it expires in 30 days and on the day it expires; both
// parties hear when an operator settles a disputed "Did the session happen?".
const KINDS = [
  'credential_verified',
  'credential_rejected',
  'credential_expiring',
  'credential_expired',
  'outcome_settled',
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
