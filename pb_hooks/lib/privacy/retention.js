/// <reference path="../../pb_data/types.d.ts" />
// How long data is kept: every period is in pb_hooks/lib/privacy/retention.json, which the Privacy page
// words too (src/content/privacy-rules.ts; tests/privacy-rules.test.ts keeps them equal). Run
// daily by pb_hooks/account_data.pb.js; tests/retention.test.ts holds each edge.
// - a chat with no message for quietChatMonths: both members are told chatWarningDays before
//   (a chat_expiring notification, emailed), then it goes with its messages and reading state;
// - a session's booking sessionRecordsYears after it, with its notifications, ledger rows and receipts;
//   then its series and its package purchase once no booking of theirs is left (a reviewed
//   session stays: the public review needs its booking, and goes with the trainer's profile);
// - a contact pair once neither a booking nor a chat of the two is left;
// - notifications (read ones after readNotificationsDays, unread ones after
//   unreadNotificationsMonths) and profile reads (after profileReadsMonths).
// Deletes are raw SQL (no hooks, no realtime: nobody is watching rows this old), in batches of
// batchRows ids, each statement one index range or keyed by those ids (tests/query-plans.test.ts).

const RULES = require(`${__hooks}/lib/privacy/retention.json`)
const DAY_MS = 86400_000

const stored = (date) => date.toISOString().replace('T', ' ')

function monthsBefore(now, months) {
  const date = new Date(now.getTime())
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

function rowsOf(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape))
  app.db().newQuery(sql).bind(params).all(rows)
  return rows
}

function run(app, sql, params) {
  return app.db().newQuery(sql).bind(params).execute().rowsAffected()
}

const IN_IDS = 'IN (SELECT value FROM json_each({:ids}))'
// What hangs on a chat (their relations cascade in the API; raw SQL deletes them itself).
const CHAT_PARTS = ['messages', 'chat_reads', 'message_emails']

// A chat past the warning age whose members were not told since its last message.
const QUIET_UNWARNED = `SELECT id, user1, user2 FROM chats
WHERE lastMessageAt < {:before} AND created < {:before} AND expiryWarnedAt <= lastMessageAt
LIMIT {:limit}`
// A chat past its period whose members were told at least chatWarningDays ago.
const QUIET_WARNED = `SELECT id, user1, user2 FROM chats
WHERE lastMessageAt < {:before} AND created < {:before}
  AND expiryWarnedAt > lastMessageAt AND expiryWarnedAt <= {:warnedBefore}
LIMIT {:limit}`
const OLD_BOOKINGS = `SELECT id, booker, gymBuddy, series, purchase FROM bookings AS b
WHERE datetime < {:before} AND NOT EXISTS (SELECT 1 FROM reviews WHERE booking = b.id)
LIMIT {:limit}`
const UNUSED_PURCHASES = `SELECT id, client, trainer FROM package_purchases AS p
WHERE created < {:before}
  AND NOT EXISTS (SELECT 1 FROM bookings WHERE purchase != '' AND purchase = p.id)
LIMIT {:limit}`
// Pairs [owner, party] with neither a booking nor a chat left between them.
const CONTACTS_WITHOUT_REASON = `DELETE FROM member_contacts WHERE id IN (
  SELECT mc.id FROM json_each({:pairs}) AS p
  JOIN member_contacts AS mc
    ON mc.owner = json_extract(p.value, '$[0]') AND mc.party = json_extract(p.value, '$[1]')
  WHERE NOT EXISTS (SELECT 1 FROM bookings WHERE booker = mc.owner AND gymBuddy = mc.party)
    AND NOT EXISTS (SELECT 1 FROM bookings WHERE booker = mc.party AND gymBuddy = mc.owner)
    AND NOT EXISTS (SELECT 1 FROM chats
      WHERE min(user1, user2) = min(mc.owner, mc.party) AND max(user1, user2) = max(mc.owner, mc.party)))`

function pairsOf(rows, a, b) {
  const pairs = []
  for (const row of rows) {
    pairs.push([row[a], row[b]])
    pairs.push([row[b], row[a]])
  }
  return JSON.stringify(pairs)
}

function nameOf(app, userId) {
  const rows = rowsOf(app, 'SELECT name FROM users WHERE id = {:id}', { id: userId }, { name: '' })
  return (rows[0] && rows[0].name) || 'A member'
}

/** Both members of each quiet chat get one chat_expiring notice; returns how many chats. */
function warnQuietChats(app, now) {
  const warnAt = new Date(now.getTime() + RULES.chatWarningDays * DAY_MS)
  const before = stored(monthsBefore(warnAt, RULES.quietChatMonths))
  const chats = rowsOf(
    app,
    QUIET_UNWARNED,
    { before, limit: RULES.batchRows },
    { id: '', user1: '', user2: '' },
  )
  const collection = app.findCollectionByNameOrId('notifications')
  for (const chat of chats) {
    app.runInTransaction((txApp) => {
      for (const [user, other] of [
        [chat.user1, chat.user2],
        [chat.user2, chat.user1],
      ]) {
        const notice = new Record(collection)
        notice.set('user', user)
        notice.set('kind', 'chat_expiring')
        notice.set('actor', other)
        notice.set('actorName', nameOf(txApp, other))
        notice.set('datetime', stored(warnAt)) // the day the chat goes
        notice.set('count', 1)
        notice.set('emailStatus', 'pending')
        notice.set('emailAttempts', 0)
        txApp.save(notice)
      }
      // Raw: saving the chat would bump `updated` and reorder both inboxes.
      run(txApp, 'UPDATE chats SET expiryWarnedAt = {:now} WHERE id = {:id}', {
        now: stored(now),
        id: chat.id,
      })
    })
  }
  return chats.length
}

/** Quiet chats told at least chatWarningDays ago go, with everything hanging on them. */
function deleteQuietChats(app, now) {
  const chats = rowsOf(
    app,
    QUIET_WARNED,
    {
      before: stored(monthsBefore(now, RULES.quietChatMonths)),
      warnedBefore: stored(new Date(now.getTime() - RULES.chatWarningDays * DAY_MS)),
      limit: RULES.batchRows,
    },
    { id: '', user1: '', user2: '' },
  )
  if (chats.length === 0) return { rows: 0 }
  const ids = JSON.stringify(chats.map((chat) => chat.id))
  let messages = 0
  app.runInTransaction((txApp) => {
    // A report keeps its copy of the evidence; only its link to the message goes.
    run(
      txApp,
      `UPDATE reports SET message = '' WHERE message != '' AND message IN (SELECT id FROM messages WHERE chat ${IN_IDS})`,
      { ids },
    )
    for (const table of CHAT_PARTS) {
      const count = run(txApp, `DELETE FROM ${table} WHERE chat ${IN_IDS}`, { ids })
      if (table === 'messages') messages = count
    }
    run(txApp, `DELETE FROM chats WHERE id ${IN_IDS}`, { ids })
    run(txApp, CONTACTS_WITHOUT_REASON, { pairs: pairsOf(chats, 'user1', 'user2') })
  })
  return { rows: chats.length, chats: chats.length, messages }
}

/** Purchases (given ids) with no booking left: their notices, ledger rows and the purchase go. */
function deletePurchases(txApp, ids) {
  run(txApp, `DELETE FROM notifications WHERE purchase != '' AND purchase ${IN_IDS}`, { ids })
  const ledger = run(txApp, `DELETE FROM credit_ledger WHERE purchase ${IN_IDS}`, { ids })
  run(txApp, `DELETE FROM receipts WHERE purchase != '' AND purchase ${IN_IDS}`, { ids })
  const purchases = run(txApp, `DELETE FROM package_purchases WHERE id ${IN_IDS}`, { ids })
  return { ledger, purchases }
}

/** Sessions older than sessionRecordsYears, and the series and purchases left with none. */
function deleteOldSessions(app, now) {
  const before = stored(monthsBefore(now, RULES.sessionRecordsYears * 12))
  const out = { rows: 0, bookings: 0, series: 0, purchases: 0, ledger: 0 }
  const bookings = rowsOf(
    app,
    OLD_BOOKINGS,
    { before, limit: RULES.batchRows },
    { id: '', booker: '', gymBuddy: '', series: '', purchase: '' },
  )
  const unused = rowsOf(
    app,
    UNUSED_PURCHASES,
    { before, limit: RULES.batchRows },
    { id: '', client: '', trainer: '' },
  )
  out.rows = Math.max(bookings.length, unused.length)
  if (out.rows === 0) return out
  const ids = JSON.stringify(bookings.map((row) => row.id))
  const distinct = (key) =>
    JSON.stringify(bookings.map((row) => row[key]).filter((v, i, all) => v && all.indexOf(v) === i))
  app.runInTransaction((txApp) => {
    run(txApp, `DELETE FROM notifications WHERE booking != '' AND booking ${IN_IDS}`, { ids })
    out.ledger += run(
      txApp,
      `DELETE FROM credit_ledger WHERE booking != '' AND booking ${IN_IDS}`,
      { ids },
    )
    run(txApp, `DELETE FROM receipts WHERE booking != '' AND booking ${IN_IDS}`, { ids })
    run(
      txApp,
      `UPDATE bookings SET rescheduleOf = '' WHERE rescheduleOf != '' AND rescheduleOf ${IN_IDS}`,
      { ids },
    )
    // A report about the session keeps its words; only its link to the session goes.
    run(txApp, `UPDATE reports SET booking = '' WHERE booking != '' AND booking ${IN_IDS}`, {
      ids,
    })
    out.bookings = run(txApp, `DELETE FROM bookings WHERE id ${IN_IDS}`, { ids })

    const series = rowsOf(
      txApp,
      `SELECT id FROM booking_series AS s WHERE id ${IN_IDS}
       AND NOT EXISTS (SELECT 1 FROM bookings WHERE series = s.id)`,
      { ids: distinct('series') },
      { id: '' },
    )
    const seriesIds = JSON.stringify(series.map((row) => row.id))
    run(txApp, `DELETE FROM notifications WHERE series != '' AND series ${IN_IDS}`, {
      ids: seriesIds,
    })
    out.series = run(txApp, `DELETE FROM booking_series WHERE id ${IN_IDS}`, { ids: seriesIds })

    const emptied = rowsOf(
      txApp,
      `SELECT id FROM package_purchases AS p WHERE id ${IN_IDS} AND created < {:before}
       AND NOT EXISTS (SELECT 1 FROM bookings WHERE purchase != '' AND purchase = p.id)`,
      { ids: distinct('purchase'), before },
      { id: '' },
    )
    const purchaseIds = emptied.map((row) => row.id).concat(unused.map((row) => row.id))
    const gone = deletePurchases(txApp, JSON.stringify(purchaseIds))
    out.ledger += gone.ledger
    out.purchases = gone.purchases

    const pairs = JSON.parse(pairsOf(bookings, 'booker', 'gymBuddy')).concat(
      JSON.parse(pairsOf(unused, 'client', 'trainer')),
    )
    run(txApp, CONTACTS_WITHOUT_REASON, { pairs: JSON.stringify(pairs) })
  })
  return out
}

/** Read and unread notifications past their periods, and profile reads past theirs. */
function deleteOldNotices(app, now) {
  const readBefore = stored(new Date(now.getTime() - RULES.readNotificationsDays * DAY_MS))
  const unreadBefore = stored(monthsBefore(now, RULES.unreadNotificationsMonths))
  const read = run(app, "DELETE FROM notifications WHERE readAt != '' AND created < {:before}", {
    before: readBefore,
  })
  const unread = run(app, "DELETE FROM notifications WHERE readAt = '' AND created < {:before}", {
    before: unreadBefore,
  })
  const { sgtDay } = require(`${__hooks}/lib/privacy/profile_reads.js`)
  const profileReads = run(app, 'DELETE FROM profile_reads WHERE day < {:before}', {
    before: sgtDay(monthsBefore(now, RULES.profileReadsMonths)),
  })
  return { notifications: read + unread, profileReads }
}

// Enough for a year of Singapore's bookings in one night; the rest waits for the next run.
const MAX_BATCHES = 100

/** Runs `step` (returns the counts of one batch, `rows` its selected rows) until a short batch. */
function inBatches(step, into) {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const counts = step()
    for (const key of Object.keys(counts)) {
      if (key !== 'rows') into[key] = (into[key] || 0) + counts[key]
    }
    if (counts.rows < RULES.batchRows) return
  }
}

/** Deletes what has passed its period; returns how many rows of each went. */
function sweep(app, now) {
  const at = now === undefined ? new Date() : new Date(now)
  const out = { chatWarnings: 0, chats: 0, messages: 0, bookings: 0, series: 0, purchases: 0 }
  inBatches(() => {
    const chats = warnQuietChats(app, at)
    return { rows: chats, chatWarnings: chats }
  }, out)
  inBatches(() => deleteQuietChats(app, at), out)
  const notices = deleteOldNotices(app, at)
  out.notifications = notices.notifications
  out.profileReads = notices.profileReads
  inBatches(() => deleteOldSessions(app, at), out)
  return out
}

module.exports = { sweep, CHAT_PARTS, CONTACTS_WITHOUT_REASON }
