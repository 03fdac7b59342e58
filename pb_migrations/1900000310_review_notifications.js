/// <reference path="../pb_data/types.d.ts" />
// A review notifies its trainer: one more notification kind beside the booking events'
// seven (their names are kept); the row's booking is the reviewed session, its actor the author.
const KIND = 'review_received'

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    addNotificationKinds(app, [KIND])
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, [KIND])
  },
)
