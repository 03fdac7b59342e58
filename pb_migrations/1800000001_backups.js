/// <reference path="../pb_data/types.d.ts" />
// Scheduled backups: every night at 03:00 Singapore time (19:00 UTC; the server's
// cron runs in UTC) PocketBase zips pb_data into pb_data/backups/ inside one write transaction, so
// the copy is consistent. The newest 14 are kept. They sit on the same disk as the data: copy
// them off the machine (README, "Backups") or configure S3 in the dashboard.
migrate(
  (app) => {
    const settings = app.settings()
    settings.backups.cron = '0 19 * * *'
    settings.backups.cronMaxKeep = 14
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.backups.cron = ''
    app.save(settings)
  },
)
