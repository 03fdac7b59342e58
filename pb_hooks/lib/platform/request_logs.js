/// <reference path="../../pb_data/types.d.ts" />
// PocketBase logs every refused request (pb_migrations/1800000030_logs_failures_only.js) with its
// URL, Referer and User-Agent up to 2-3 KB each, so 2,000 refusals with 4 KB headers grew the logs
// database by 9.4 MB. Here, as each log row is written:
// - the limiter's own 429s are sampled: the first each minute is kept, the rest only counted;
// - Referer and User-Agent are cut to 256 characters, the URL (and the message naming it) to 512;
// - at most PER_MINUTE other request logs a minute are written; the rest are counted and dropped.
// And every five minutes (cap) the table keeps its newest MAX_ROWS rows and the count of the rows
// left out is logged as one warning. Measured: the same 2,000 refusals now add ~0.3 MB.

const HEADER_CHARS = 256
const URL_CHARS = 512
const PER_MINUTE = 300
// ~1 KB a row at most once trimmed: the logs database stays around 10-15 MB.
const MAX_ROWS = 10000
const WINDOW_KEY = 'gymbuddy.requestLogs.window'
const DROPPED_KEY = 'gymbuddy.requestLogs.dropped'

function cut(value, max) {
  return typeof value === 'string' && value.length > max ? value.slice(0, max) + '...' : value
}

/** Whether this log row is written; a request's row is trimmed in place first. */
function keep(log) {
  // A Go map: read and written with get/set.
  const data = log.data
  if (data.get('type') !== 'request') return true
  const limited = data.get('status') === 429
  const store = $app.store()
  const now = Date.now()
  let kept = false
  store.setFunc(WINDOW_KEY, (old) => {
    const window = old && now < old.until ? old : { until: now + 60000, count: 0, limited: 0 }
    kept = limited ? window.limited === 0 : window.count < PER_MINUTE
    if (!kept) return window
    return {
      until: window.until,
      count: window.count + (limited ? 0 : 1),
      limited: window.limited + (limited ? 1 : 0),
    }
  })
  if (!kept) {
    store.setFunc(DROPPED_KEY, (old) => (old || 0) + 1)
    return false
  }
  data.set('referer', cut(data.get('referer'), HEADER_CHARS))
  data.set('userAgent', cut(data.get('userAgent'), HEADER_CHARS))
  data.set('url', cut(data.get('url'), URL_CHARS))
  log.message = cut(log.message, URL_CHARS)
  return true
}

/** Keeps the newest MAX_ROWS log rows and reports the request logs dropped since the last run. */
function cap(app) {
  const result = app
    .auxNonconcurrentDB()
    .newQuery(
      'DELETE FROM _logs WHERE rowid IN (SELECT rowid FROM _logs ORDER BY created DESC LIMIT -1 OFFSET {:max})',
    )
    .bind({ max: MAX_ROWS })
    .execute()
  const deleted = result.rowsAffected()
  let dropped = 0
  app.store().setFunc(DROPPED_KEY, (old) => {
    dropped = old || 0
    return 0
  })
  if (dropped > 0) app.logger().warn('request logs not written (over the limit)', 'count', dropped)
  return { deleted: deleted, dropped: dropped }
}

module.exports = { keep, cap }
