/// <reference path="../../pb_data/types.d.ts" />
// Health notes shared only while needed, and a log of who was shown them
// (migration 1900001050): a booking keeps `profileSharedUntil` (the session's end + 30 days while
// it is requested or confirmed, else empty), which client_profiles' rules compare with now; and
// each day a member is shown another member's fitness profile (the records API, expand and realtime
// through onRecordEnrich; the bookings route) leaves one profile_reads row: one indexed read per
// showing, one write per reader, client and Singapore day.

const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)
const SGT_OFFSET_MS = require(`${__hooks}/lib/bookings/booking_rules.js`).SGT_OFFSET_MS
const SESSION_MS = 3600_000
const SHARED_DAYS_AFTER = 30
const OPEN = [STATUS.requested, STATUS.confirmed, '']

/** The Singapore calendar day of an instant, as YYYY-MM-DD. */
function sgtDay(date) {
  return new Date(date.getTime() + SGT_OFFSET_MS).toISOString().slice(0, 10)
}

/** Stored form of the instant until which a booking shares its booker's profile ('' when closed). */
function sharedUntil(booking) {
  if (OPEN.indexOf(booking.getString('status')) === -1) return ''
  const start = booking.getDateTime('datetime')
  if (!start || start.isZero()) return ''
  const startMs = new Date(start.string().replace(' ', 'T')).getTime()
  const until = new Date(startMs + SESSION_MS + SHARED_DAYS_AFTER * 86400_000)
  return until.toISOString().replace('T', ' ')
}

/** onRecordCreate / onRecordUpdate of bookings: keeps the sharing window in step. */
function keepSharedUntil(record) {
  record.set('profileSharedUntil', sharedUntil(record))
}

/** Logs that `reader` was shown the profiles of `clientIds` today (their own is not logged). */
function logReads(app, reader, clientIds) {
  const clients = []
  for (const id of clientIds)
    if (id && id !== reader && clients.indexOf(id) === -1) clients.push(id)
  if (!clients.length) return
  const day = sgtDay(new Date())
  const logged = arrayOf(new DynamicModel({ client: '' }))
  app
    .db()
    .select('client')
    .from('profile_reads')
    .where($dbx.exp('reader = {:reader} AND day = {:day}', { reader: reader, day: day }))
    .andWhere($dbx.in('client', ...clients))
    .all(logged)
  const done = logged.map((row) => row.client)
  for (const client of clients) {
    if (done.indexOf(client) !== -1) continue
    // Two showings at once may both get here: the unique index keeps one row.
    app
      .db()
      .newQuery(
        `INSERT OR IGNORE INTO profile_reads (id, client, reader, readerName, day)
         SELECT substr(lower(hex(randomblob(8))), 1, 15), {:client}, u.id, u.name, {:day}
         FROM users u WHERE u.id = {:reader}`,
      )
      .bind({ client: client, reader: reader, day: day })
      .execute()
  }
}

/**
 * onRecordEnrich of client_profiles (a list, a view, an expand, a realtime event): logs the showing
 * when the reader is a member other than the owner. String checks first; one indexed read after.
 */
function logEnriched(e) {
  const auth = e.requestInfo.auth
  if (!auth) return
  const owner = e.record.getString('user')
  if (owner === auth.id || auth.collection().name !== 'users') return
  logReads(e.app, auth.id, [owner])
}

module.exports = { sgtDay, keepSharedUntil, logReads, logEnriched }
