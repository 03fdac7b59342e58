/// <reference path="../pb_data/types.d.ts" />
// Confirm or cancel from the reminder (docs/notifications-and-email.md, "Are you coming?"): the
// client's answer "I'm coming" on the booking (set by the server only), and the second reminder two
// hours before a session still unanswered, once per booking like the first.
const KINDS = ['booking_reminder_soon']

migrate(
  (app) => {
    const { addNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.add(new DateField({ name: 'clientConfirmedAt' }))
    app.save(bookings)
    addNotificationKinds(app, KINDS)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.indexes = [
      ...notifications.indexes,
      "CREATE UNIQUE INDEX idx_notifications_reminder_soon_once ON notifications (booking, user) WHERE kind = 'booking_reminder_soon'",
    ]
    app.save(notifications)
  },
  (app) => {
    const { dropNotificationKinds } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const notifications = app.findCollectionByNameOrId('notifications')
    notifications.indexes = notifications.indexes.filter(
      (index) => index.indexOf('idx_notifications_reminder_soon_once') === -1,
    )
    app.save(notifications)
    dropNotificationKinds(app, KINDS)
    const bookings = app.findCollectionByNameOrId('bookings')
    bookings.fields.removeByName('clientConfirmedAt')
    app.save(bookings)
  },
)
