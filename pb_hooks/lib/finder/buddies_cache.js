/// <reference path="../../pb_data/types.d.ts" />
// Visitor cache of the public trainer list (pb_hooks/buddies_cache.pb.js). A visitor's
// gym_buddies_view list costs a COUNT over the view's join and an expand on every request, and
// the answer is the same for every request without an Authorization header. Answers are the exact
// bytes PocketBase wrote, kept by lib/platform/kept_answers.js under a generation read before the list
// query ran, so an answer read before a change is never served after it.
// PocketBase checks a list's rate limit inside its handler, not in a middleware, so a hit still
// enters the handler, with a query it refuses right after that check (before any database work):
// a filter on @request., which only superusers may use. That 403 is the signal to write the kept
// answer; any other outcome (429 above all) is the client's answer, as without the cache.

const { keptAnswers } = require(`${__hooks}/lib/platform/kept_answers.js`)

const COLLECTION = 'gym_buddies_view'
const LIST_PATTERN = 'GET /api/collections/{collection}/records'
const PREFIX = 'gymbuddy.buddiesCache.'
/** Request event key: the answer key a cache miss fills once PocketBase has answered. */
const PENDING = PREFIX + 'pending'
/** What a hit sends through PocketBase's list handler (see above). */
const PROBE_QUERY = 'filter=%40request.gymbuddy'
/** PocketBase's request log meta (apis.RequestEventKeyLogMeta): hits and misses show in the logs. */
const LOG_META = 'pbLogMeta'

// Bounds: a finder visit is ~5 answers (≤ 200 KB each); junk query strings only evict.
const MAX_ENTRIES = 100
const MAX_BYTES = 8 * 1024 * 1024
const MAX_ENTRY_BYTES = 1024 * 1024
const answers = keptAnswers(PREFIX, {
  maxEntries: MAX_ENTRIES,
  maxBytes: MAX_BYTES,
  maxEntryBytes: MAX_ENTRY_BYTES,
})

// Only what the finder and the SDK's list calls send. No `filter` (it can reach other collections
// through back-relations, or @request/@collection) and no `fields` (PocketBase trims the answer).
const CACHED_PARAMS = ['page', 'perPage', 'skipTotal', 'sort', 'expand']
// Plain view fields only: `@random` changes per request, a dotted path reads another collection.
const PLAIN_SORT = /^[-+]?[A-Za-z0-9_]+(,[-+]?[A-Za-z0-9_]+)*$/
const CACHED_EXPANDS = ['', 'trainer_profile']

/** A visitor's list of gym_buddies_view whose answer depends only on the query string. */
function isCacheable(e, request) {
  if (request.method !== 'GET' || request.pattern !== LIST_PATTERN) return false
  if (request.pathValue('collection') !== COLLECTION) return false
  if (e.auth || request.header.get('Authorization') !== '') return false
  // Each parameter once, named literally (an encoded or repeated name is simply not cached).
  const rawQuery = request.url.rawQuery
  const seen = []
  for (const pair of rawQuery === '' ? [] : rawQuery.split('&')) {
    const name = pair.split('=')[0]
    if (CACHED_PARAMS.indexOf(name) === -1 || seen.indexOf(name) !== -1) return false
    seen.push(name)
  }
  const query = request.url.query()
  const sort = query.get('sort')
  if (sort !== '' && !PLAIN_SORT.test(sort)) return false
  return CACHED_EXPANDS.indexOf(query.get('expand')) !== -1
}

/** Router middleware step for GET lists under /api/collections/gym_buddies_view/. */
function handle(e) {
  const request = e.request
  if (!isCacheable(e, request)) return e.next()
  const url = request.url
  const rawQuery = url.rawQuery
  const key = answers.keyOf(rawQuery)
  const body = answers.get(key)
  if (!body) {
    e.set(LOG_META, { buddiesCache: 'miss' })
    e.set(PENDING, key)
    return e.next()
  }
  e.set(LOG_META, { buddiesCache: 'hit' })
  url.rawQuery = PROBE_QUERY
  try {
    e.next()
  } catch (error) {
    if (!isProbeRefusal(e, error)) throw error
    e.blob(200, 'application/json', body)
    return
  } finally {
    url.rawQuery = rawQuery // the request log shows what the client asked for
  }
  throw new Error(
    'gym_buddies_view: the cache probe was not refused; see lib/finder/buddies_cache.js',
  )
}

/** The 403 for the probe's filter; a null list rule's 403 (same status) is the client's answer. */
function isProbeRefusal(e, error) {
  if (!error || !error.value || error.value.status !== 403) return false
  return e.app.findCachedCollectionByNameOrId(COLLECTION).listRule !== null
}

/** After PocketBase answered a marked request: keeps the bytes it wrote (same JSON encoding). */
function remember(e) {
  const key = e.get(PENDING)
  if (!key) return
  const body = toBytes(e.result)
  answers.keep(key, body, body.length)
}

const clear = answers.clear

module.exports = { handle, remember, clear }
