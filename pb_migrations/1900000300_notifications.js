/// <reference path="../pb_data/types.d.ts" />
// Notifications: one row per booking event for the member it concerns, written only by
// pb_hooks/notifications.pb.js inside the booking's own transaction. The row is also the email
// outbox (emailStatus, emailAttempts, emailedAt, emailError). users.bookingEmailsOff switches the
// booking emails off. The reset and verification emails link into the app's own pages.

const KINDS = [
  'booking_requested',
  'booking_confirmed',
  'booking_declined',
  'booking_cancelled',
  'booking_rescheduled',
  'booking_expired',
  'booking_reminder',
]
const OWN = '@request.auth.id != "" && user = @request.auth.id'
const OUR_RESET_LINK = '{APP_URL}/reset-password/{TOKEN}'
const OUR_VERIFY_LINK = '{APP_URL}/verify-email/{TOKEN}'
const PB_RESET_LINK = '{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}'
const PB_VERIFY_LINK = '{APP_URL}/_/#/auth/confirm-verification/{TOKEN}'

migrate(
  (app) => {
    const { belongsTo, timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    const bookings = app.findCollectionByNameOrId('bookings')

    const notifications = new Collection({
      type: 'base',
      name: 'notifications',
      // The recipient lists and views their own; the only change they may make is readAt (the
      // hook refuses any other field). Created by server hooks only; deleted by superusers only.
      listRule: OWN,
      viewRule: OWN,
      createRule: null,
      updateRule: OWN,
      deleteRule: null,
      fields: [
        belongsTo('user', users),
        { name: 'kind', type: 'select', values: KINDS, maxSelect: 1, required: true },
        belongsTo('booking', bookings),
        {
          name: 'actor',
          type: 'relation',
          collectionId: users.id,
          maxSelect: 1,
          required: false,
          cascadeDelete: false,
        },
        // Snapshots at the time of the event, so the list needs no second request.
        { name: 'actorName', type: 'text', max: 200 },
        { name: 'datetime', type: 'date' },
        { name: 'role', type: 'select', values: ['booker', 'trainer'], maxSelect: 1 },
        { name: 'readAt', type: 'date' },
        {
          name: 'emailStatus',
          type: 'select',
          values: ['pending', 'sent', 'off', 'failed'],
          maxSelect: 1,
        },
        { name: 'emailAttempts', type: 'number', onlyInt: true, min: 0 },
        { name: 'emailedAt', type: 'date' },
        { name: 'emailError', type: 'text', max: 1000 },
        ...timestamps(),
      ],
      indexes: [
        'CREATE INDEX idx_notifications_user_created ON notifications (user, created)',
        'CREATE INDEX idx_notifications_email ON notifications (emailStatus, created)',
        // The 24-hours-before reminder goes once per booking and member, even across restarts.
        "CREATE UNIQUE INDEX idx_notifications_reminder_once ON notifications (booking, user) WHERE kind = 'booking_reminder'",
      ],
    })
    app.save(notifications)

    users.fields.add(new BoolField({ name: 'bookingEmailsOff' }))
    users.resetPasswordTemplate.body = users.resetPasswordTemplate.body
      .split(PB_RESET_LINK)
      .join(OUR_RESET_LINK)
    users.verificationTemplate.body = users.verificationTemplate.body
      .split(PB_VERIFY_LINK)
      .join(OUR_VERIFY_LINK)
    app.save(users)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('notifications'))
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('bookingEmailsOff')
    users.resetPasswordTemplate.body = users.resetPasswordTemplate.body
      .split(OUR_RESET_LINK)
      .join(PB_RESET_LINK)
    users.verificationTemplate.body = users.verificationTemplate.body
      .split(OUR_VERIFY_LINK)
      .join(PB_VERIFY_LINK)
    app.save(users)
  },
)
