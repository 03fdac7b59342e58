/// <reference path="../pb_data/types.d.ts" />
// The app's own name on emails and the dashboard (PocketBase ships "Acme" / support@example.com).
// The public URL is the local default; a deployment sets its real URL in the dashboard.
migrate(
  (app) => {
    const settings = app.settings()
    settings.meta.appName = 'GymBuddy'
    settings.meta.senderName = 'GymBuddy'
    settings.meta.senderAddress = 'no-reply@gymbuddy.sg'
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.meta.appName = 'Acme'
    settings.meta.senderName = 'Support'
    settings.meta.senderAddress = 'support@example.com'
    app.save(settings)
  },
)
