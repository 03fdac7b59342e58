/// <reference path="../../pb_data/types.d.ts" />
// `expand` for everyone but superusers: only what the app asks for, and the spec's "Load user" on
// one's own users record. PocketBase expands any relation, back-relations (`x_via_y`) and paths six
// deep, and each level multiplies the answer by the rows it reaches: on a 55-message chat,
// messages?perPage=1000&expand=chat.messages_via_chat.chat.messages_via_chat answered 73 MB in
// 13 s. REST (router middleware in request_middleware.pb.js) and realtime subscription options
// (realtime_limits.pb.js) ask here.

const { fail } = require(`${__hooks}/lib/platform/gymbuddy.js`)

/** Collection -> the expands allowed on its records routes (list and view), with who uses them. */
const ALLOWED = {
  // The trainer and booking pages read one trainer with the profile (src/features/trainer/
  // trainer-api.ts, src/features/booking/booking-api.ts); API clients list the finder's view so.
  gym_buddies_view: ['trainer_profile'],
  // The operator desk's log (src/features/ops/): who acted on whom; only operators list it.
  operator_actions: ['operator', 'target'],
  // The operator desk's reports: who reported whom, and the review reported (the session comes
  // as the report's own `session`: operators read no bookings).
  reports: ['reporter', 'target', 'review'],
}

/**
 * Collection -> the one expand a member may ask for on a view of their OWN record (GET, never a
 * list, an update or sign-in): the spec's "Load user" reads one's users record with the profile.
 */
const OWN_RECORD = {
  users: ['profile', 'trainer_profile'],
}

const CODE = 'validation_expand_not_allowed'
const MESSAGE =
  'Expand is limited to what the app uses: trainer_profile on gym_buddies_view, operator and target on operator_actions, reporter, target, review and booking on reports, and profile or trainer_profile on your own users record (no nested paths, no _via_ back-relations).'

function has(table, collection) {
  return Object.prototype.hasOwnProperty.call(table, collection) ? table[collection] : []
}

function isAllowed(collection, expand) {
  if (expand === '') return true
  const allowed = has(ALLOWED, collection)
  return expand.split(',').every((item) => allowed.indexOf(item) !== -1)
}

/** A GET of `/api/collections/{collection}/records/{own id}` asking for one OWN_RECORD expand. */
function isOwnRecordExpand(e, collection, path, expand) {
  if (has(OWN_RECORD, collection).indexOf(expand) === -1 || e.request.method !== 'GET') return false
  const auth = e.auth
  const parts = path.split('/')
  return (
    !!auth && parts.length === 6 && parts[5] === auth.id && auth.collection().name === collection
  )
}

/** The collection a records route names (`/api/collections/{c}/records[/{id}]`), else ''. */
function recordsCollectionOf(path) {
  const parts = path.split('/')
  return parts.length <= 6 && parts[2] === 'collections' && parts[4] === 'records' ? parts[3] : ''
}

/**
 * Any /api/ request whose query may carry `expand` (the caller checked the raw query cheaply):
 * refuses an expand the app does not use with a 400 naming `expand`.
 */
function checkRequest(e, path) {
  const expand = e.request.url.query().get('expand')
  if (expand === '' || e.hasSuperuserAuth()) return
  const collection = recordsCollectionOf(path)
  if (isAllowed(collection, expand) || isOwnRecordExpand(e, collection, path, expand)) return
  fail('expand', CODE, MESSAGE)
}

/** Like Go's url.QueryUnescape: `+` is a space; a bad escape throws. */
function unescapeQuery(text) {
  return decodeURIComponent(text.replace(/\+/g, ' '))
}

/**
 * The expands a subscription's options would apply (PocketBase reads `options`, JSON, from the
 * topic's query: `messages/*?options={"query":{"expand":"chat"}}`). Read more widely than PocketBase
 * does (every `options` pair, any casing of `query`), so nothing it would apply is missed; options
 * that cannot be read are refused (the app sends none).
 */
function subscriptionExpands(topic) {
  const start = topic.indexOf('?')
  if (start === -1) return []
  const expands = []
  for (const pair of topic.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=')
    const name = unescapeQuery(equals === -1 ? pair : pair.slice(0, equals))
    if (name !== 'options') continue
    const options = JSON.parse(unescapeQuery(equals === -1 ? '' : pair.slice(equals + 1)))
    if (options === null || typeof options !== 'object') throw new Error('options')
    for (const key of Object.keys(options)) {
      const query = options[key]
      if (key.toLowerCase() !== 'query' || query === null) continue
      if (typeof query !== 'object') throw new Error('query')
      if (!Object.prototype.hasOwnProperty.call(query, 'expand')) continue
      if (typeof query.expand !== 'string') throw new Error('expand')
      expands.push(query.expand)
    }
  }
  return expands
}

/** A realtime subscribe request: refuses a topic whose options expand what the app does not use. */
function checkSubscriptions(e, subscriptions) {
  if (e.hasSuperuserAuth()) return
  for (const topic of subscriptions) {
    const text = String(topic)
    if (text.indexOf('?') === -1) continue
    const collection = text.split('?')[0].split('/')[0]
    let expands
    try {
      expands = subscriptionExpands(text)
    } catch (_) {
      expands = null
    }
    if (!expands || !expands.every((expand) => isAllowed(collection, expand))) {
      fail('expand', CODE, MESSAGE)
    }
  }
}

module.exports = { checkRequest, checkSubscriptions }
