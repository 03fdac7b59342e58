/// <reference path="../pb_data/types.d.ts" />
// A trainer proposes a new time for one session (docs/bookings.md, "A trainer proposes a new
// time"): the proposal is a move marked `proposed`, answered by the client; each step tells the
// other side.
const KINDS = ['session_proposed', 'session_proposal_accepted', 'session_proposal_declined']

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new BoolField({ name: 'proposed' }))
    app.save(bookings)
    addNotificationKinds(app, KINDS)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    dropNotificationKinds(app, KINDS)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('proposed')
    app.save(bookings)
  },
)
