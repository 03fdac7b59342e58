/// <reference path="../../pb_data/types.d.ts" />
// Per-member counters in $app.store() (one store for all JSVM runtimes; they start over when the
// server restarts): at most `max` uses of one action per member within `windowMs`.

const PREFIX = 'gymbuddy.quota.'

/**
 * Counts one use of `action` by `memberId`; throws a 429 with `message(minutes)` once `max` uses
 * fell within the last `windowMs` (minutes: until the oldest of them leaves the window).
 */
function spend(action, memberId, max, windowMs, message) {
  const now = Date.now()
  let waitMs = 0
  $app.store().setFunc(PREFIX + action + '.' + memberId, (old) => {
    const recent = (old || []).filter((at) => now - at < windowMs)
    if (recent.length >= max) {
      waitMs = windowMs - (now - recent[0])
      return recent
    }
    recent.push(now)
    return recent
  })
  if (waitMs > 0)
    throw new TooManyRequestsError(message(Math.max(1, Math.ceil(waitMs / 60_000))), {})
}

/** Forgets a member's counters for `action` (after the account is closed). */
function forget(action, memberId) {
  $app.store().remove(PREFIX + action + '.' + memberId)
}

module.exports = { spend, forget }
