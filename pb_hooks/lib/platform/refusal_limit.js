/// <reference path="../../pb_data/types.d.ts" />
// Requests our router middleware answers itself (the input guard's refusals, the email-change
// answer) never reach the record handlers, where PocketBase counts its labelled rate limits
// ("users:create", "*:update", "*:requestEmailChange"). Here they are counted against the same rule
// (first matching label, same window and maximum, per client IP) in $app.store(), so flooding the
// guard with bad bodies is throttled like any other write.

const PREFIX = 'gymbuddy.limit.'
// Past this many counters, expired ones are swept before a new one is added.
const SWEEP_AT = 5000

function findRule(settings, labels, signedIn) {
  const rules = settings.rateLimits.rules
  for (const label of labels) {
    for (const rule of rules) {
      if (rule.label !== label) continue
      if (rule.audience === '@guest' && signedIn) continue
      if (rule.audience === '@auth' && !signedIn) continue
      return rule
    }
  }
  return null
}

function sweep(store, now) {
  for (const key of store.keys()) {
    if (key.indexOf(PREFIX) !== 0) continue
    const entry = store.get(key)
    if (!entry || now >= entry.until) store.remove(key)
  }
}

/** Counts one request against the first rule matching `labels`; throws a 429 once over it. */
function count(e, labels) {
  const settings = e.app.settings()
  if (!settings.rateLimits.enabled || e.hasSuperuserAuth()) return
  const rule = findRule(settings, labels, !!e.auth)
  if (!rule) return
  const store = $app.store()
  const now = Date.now()
  const key = PREFIX + rule.label + '|' + e.realIP()
  if (!store.has(key) && store.length() > SWEEP_AT) sweep(store, now)
  let over = false
  store.setFunc(key, (old) => {
    if (!old || now >= old.until) return { until: now + rule.duration * 1000, count: 1 }
    over = old.count >= rule.maxRequests
    return over ? old : { until: old.until, count: old.count + 1 }
  })
  if (over) throw new TooManyRequestsError('Too many requests, try again in a minute.', {})
}

module.exports = { count }
