/// <reference path="../../pb_data/types.d.ts" />
// How long data is kept (src/content/privacy-rules.ts says the same to members): read
// notifications 180 days after they were made, profile reads 12 months after their day. Run
// daily by pb_hooks/account_data.pb.js; each delete is one range on its own index.

const { sgtDay } = require(`${__hooks}/lib/profile_reads.js`)

const READ_NOTIFICATIONS_DAYS = 180
const PROFILE_READS_MONTHS = 12
const DAY_MS = 86400_000

/** Deletes what has passed its period; returns how many rows of each went. */
function sweep(app) {
  const now = new Date()
  const notificationsBefore = new Date(now.getTime() - READ_NOTIFICATIONS_DAYS * DAY_MS)
  const readsBefore = new Date(now.getTime())
  readsBefore.setUTCMonth(readsBefore.getUTCMonth() - PROFILE_READS_MONTHS)
  const notifications = app
    .db()
    .newQuery("DELETE FROM notifications WHERE readAt != '' AND created < {:before}")
    .bind({ before: notificationsBefore.toISOString().replace('T', ' ') })
    .execute()
  const reads = app
    .db()
    .newQuery('DELETE FROM profile_reads WHERE day < {:before}')
    .bind({ before: sgtDay(readsBefore) })
    .execute()
  return { notifications: notifications.rowsAffected(), profileReads: reads.rowsAffected() }
}

module.exports = { sweep }
