/// <reference path="../../pb_data/types.d.ts" />
// Per-member limits kept in the database (member_attempts, pb_migrations/
// 1900002520_member_attempts.js), so a restart does not reset them: at most `max` uses of one
// action per member within `windowMs`. Each spend also deletes the action's rows past the window.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

const stored = (ms) => new Date(ms).toISOString().replace('T', ' ')

/**
 * Counts one use of `action` by `memberId`; throws a 429 with `message(minutes)` once `max` uses
 * fell within the last `windowMs` (minutes: until the oldest of them leaves the window).
 */
function spend(action, memberId, max, windowMs, message) {
  const now = Date.now()
  const since = stored(now - windowMs)
  let oldest = ''
  // One transaction (PocketBase runs them one at a time): two requests cannot both take the last.
  $app.runInTransaction((txApp) => {
    const db = txApp.db()
    db.newQuery('DELETE FROM member_attempts WHERE action = {:action} AND at <= {:since}')
      .bind({ action: action, since: since })
      .execute()
    const recent = arrayOf(new DynamicModel({ at: '' }))
    db.newQuery(
      'SELECT at FROM member_attempts WHERE member = {:member} AND action = {:action} AND at > {:since} ORDER BY at LIMIT {:max}',
    )
      .bind({ member: memberId, action: action, since: since, max: max })
      .all(recent)
    if (recent.length >= max) {
      oldest = recent[0].at
      return
    }
    db.newQuery(
      'INSERT INTO member_attempts (id, action, member, at) VALUES ({:id}, {:action}, {:member}, {:at})',
    )
      .bind({
        id: $security.randomStringWithAlphabet(15, ALPHABET),
        action: action,
        member: memberId,
        at: stored(now),
      })
      .execute()
  })
  if (!oldest) return
  const waitMs = windowMs - (now - new Date(oldest.replace(' ', 'T')).getTime())
  throw new TooManyRequestsError(message(Math.max(1, Math.ceil(waitMs / 60_000))), {})
}

module.exports = { spend }
