/// <reference path="../pb_data/types.d.ts" />
// Notifications and email: booking events become notifications inside the booking's
// transaction (lib/notifications/notifications.js), each notification is an email in the outbox
// (lib/notifications/notification_emails.js), SMTP settings come from the environment, and the account emails
// (verification, password reset) go through the same mailer.

// SMTP and the public app URL from the environment (documented in .env.example).
onBootstrap((e) => {
  e.next()
  const host = $os.getenv('GYMBUDDY_SMTP_HOST')
  const appUrl = $os.getenv('GYMBUDDY_APP_URL')
  if (!host && !appUrl) return
  const settings = e.app.settings()
  if (host) {
    settings.smtp.enabled = true
    settings.smtp.host = host
    settings.smtp.port = parseInt($os.getenv('GYMBUDDY_SMTP_PORT') || '587', 10)
    settings.smtp.username = $os.getenv('GYMBUDDY_SMTP_USERNAME')
    settings.smtp.password = $os.getenv('GYMBUDDY_SMTP_PASSWORD')
    settings.smtp.tls = $os.getenv('GYMBUDDY_SMTP_TLS') === 'true'
    const from = $os.getenv('GYMBUDDY_MAIL_FROM')
    if (from) settings.meta.senderAddress = from
  }
  if (appUrl) settings.meta.appURL = appUrl
  e.app.save(settings)
})

// Model level, so every path (API, cascades of a confirm or a reschedule, the expiry cron) is
// seen, inside the same transaction as the change (nested: joins the caller's transaction).
onRecordCreate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const notifications = require(`${__hooks}/lib/notifications/notifications.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    notifications.bookingCreated(txApp, e.record)
  })
}, 'bookings')

onRecordUpdate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const notifications = require(`${__hooks}/lib/notifications/notifications.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'bookings', e.record.id)
    const from = notifications.statusOf(stored || e.record.original())
    e.next()
    notifications.bookingStatusChanged(txApp, e.record, from)
  })
}, 'bookings')

onRecordCreate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const notifications = require(`${__hooks}/lib/notifications/notifications.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    notifications.reviewCreated(txApp, e.record)
  })
}, 'reviews')

// Model level, so every row is seen whichever hook writes it: the one mail policy
// (lib/notifications/mail_policy.js) holds member news and keeps in-app kinds out of the outbox.
onRecordCreate((e) => {
  require(`${__hooks}/lib/notifications/mail_policy.js`).applyOnCreate(e.record)
  e.next()
}, 'notifications')

// After the commit (PocketBase delays this hook until then): send the email now.
onRecordAfterCreateSuccess((e) => {
  e.next()
  try {
    require(`${__hooks}/lib/notifications/notification_emails.js`).deliver(e.app, e.record)
  } catch (error) {
    e.app
      .logger()
      .error('notification email not sent', 'notification', e.record.id, 'error', String(error))
  }
}, 'notifications')

// A member may only set readAt on their own notifications (the rule checks "own").
onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
    const body = e.requestInfo().body
    for (const key of Object.keys(body)) {
      if (key !== 'readAt') {
        gb.fail(
          key,
          'validation_notification_readonly',
          'Only readAt of a notification can change.',
        )
      }
    }
    if (!gb.asString(body['readAt'])) {
      gb.fail('readAt', 'validation_required', 'Mark the notification as read with a date.')
    }
    e.record.set('readAt', new Date().toISOString().replace('T', ' '))
  }
  e.next()
}, 'notifications')

// Mark all as read: one request, each row saved (so other tabs get the realtime update).
routerAdd(
  'POST',
  '/api/gymbuddy/notifications/read-all',
  (e) => {
    const now = new Date().toISOString().replace('T', ' ')
    let count = 0
    e.app.runInTransaction((txApp) => {
      const unread = txApp.findRecordsByFilter(
        'notifications',
        "user = {:user} && readAt = ''",
        '',
        1000,
        0,
        { user: e.auth.id },
      )
      for (const row of unread) {
        row.set('readAt', now)
        txApp.save(row)
        count += 1
      }
    })
    return e.json(200, { count: count })
  },
  $apis.requireAuth('users'),
)

// Superusers (tests, operators) can run the jobs now instead of waiting for the cron.
routerAdd(
  'POST',
  '/api/gymbuddy/notifications/jobs/{job}',
  (e) => {
    const job = e.request.pathValue('job')
    if (job === 'reminders') {
      const created = require(`${__hooks}/lib/notifications/notifications.js`).createDueReminders(
        e.app,
      )
      return e.json(200, { created: created })
    }
    if (job === 'emails') {
      return e.json(
        200,
        require(`${__hooks}/lib/notifications/notification_emails.js`).retryPending(e.app, true),
      )
    }
    if (job === 'account-mails') {
      return e.json(200, {
        sent: require(`${__hooks}/lib/accounts/account_mails.js`).sendQueued(e.app),
      })
    }
    return e.json(404, { message: 'Unknown job.' })
  },
  $apis.requireSuperuserAuth(),
)

cronAdd('gymbuddy_notification_emails', '* * * * *', () => {
  require(`${__hooks}/lib/notifications/notification_emails.js`).retryPending($app, false)
})

// The email-change outbox (lib/accounts/email_change.js): mailed after the answer, within a minute.
cronAdd('gymbuddy_account_mails', '* * * * *', () => {
  require(`${__hooks}/lib/accounts/account_mails.js`).sendQueued($app)
})

cronAdd('gymbuddy_booking_reminders', '*/5 * * * *', () => {
  require(`${__hooks}/lib/notifications/notifications.js`).createDueReminders($app)
})

// A verification email on registration (never blocks it: a failure is logged; "Resend" exists).
onRecordAfterCreateSuccess((e) => {
  e.next()
  if (e.record.verified() || !e.app.settings().smtp.enabled) return
  // A closed account's Former member has a placeholder address: nobody to verify.
  if (require(`${__hooks}/lib/notifications/mail_guard.js`).isPlaceholder(e.record.email())) return
  try {
    $mails.sendRecordVerification(e.app, e.record)
  } catch (error) {
    e.app.logger().error('verification email failed', 'user', e.record.id, 'error', String(error))
  }
}, 'users')

// Account mails in our layout (lib/accounts/account_mail_text.js), at most 3 an hour to one address
// (lib/accounts/account_mails.js); past that, dropped in silence: the request answers as PocketBase
// always does.
onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/accounts/account_mail_text.js`).restyle(e, 'password_reset')
  require(`${__hooks}/lib/accounts/account_mails.js`).sendCapped(e, 'password_reset')
})

onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/accounts/account_mail_text.js`).restyle(e, 'verification')
  require(`${__hooks}/lib/accounts/account_mails.js`).sendCapped(e, 'verification')
})

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/accounts/account_mail_text.js`).restyle(e, 'email_change')
  require(`${__hooks}/lib/accounts/account_mails.js`).sendCapped(e, 'email_change')
})

// The reset password keeps the spec's strength rules, like registration.
onRecordConfirmPasswordResetRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const password = gb.asString(e.requestInfo().body['password'])
  if (!gb.isStrongPassword(password)) {
    gb.fail('password', 'validation_password_weak', gb.WEAK_PASSWORD_MESSAGE)
  }
  e.next()
}, 'users')

// Whether this server sends email at all: the app only asks members to verify when it does.
routerAdd('GET', '/api/gymbuddy/mail', (e) => {
  return e.json(200, { enabled: e.app.settings().smtp.enabled })
})
