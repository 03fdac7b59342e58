/// <reference path="../../pb_data/types.d.ts" />
// Bounds on realtime (docs/decisions.md, "Realtime limits"). PocketBase accepts any number of live
// connections (~107 KB each) and up to 1,000 subscriptions on each; 300 connections following
// one topic made another member's send 57-161 ms instead of 7-44. The app's tab holds one
// connection with two subscriptions (its member topic and PB_CONNECT).

const { fail } = require(`${__hooks}/lib/platform/gymbuddy.js`)

const MAX_SUBSCRIPTIONS = 50
const MAX_PER_MEMBER = 20
const MAX_PER_ADDRESS = 20
const ADDRESS_PREFIX = 'gymbuddy.realtime.address/'
const MEMBER_PREFIX = 'gymbuddy.realtime.member/'
const TOO_MANY_CONNECTIONS = `Too many live connections (at most ${MAX_PER_MEMBER}): close some tabs and try again.`

/**
 * GET /api/realtime, from the router middleware: at most MAX_PER_ADDRESS open connections per
 * client address while PocketBase's per-address rate limits are on (test servers switch them off:
 * their suites open many connections from 127.0.0.1).
 */
function connect(e) {
  if (!e.app.settings().rateLimits.enabled || e.hasSuperuserAuth()) return e.next()
  const store = $app.store()
  const key = ADDRESS_PREFIX + e.realIP()
  let over = false
  store.setFunc(key, (old) => {
    const open = old || 0
    over = open >= MAX_PER_ADDRESS
    return over ? open : open + 1
  })
  if (over) throw new TooManyRequestsError(TOO_MANY_CONNECTIONS, {})
  try {
    return e.next()
  } finally {
    let left = 0
    store.setFunc(key, (old) => {
      left = Math.max((old || 0) - 1, 0)
      return left
    })
    // A connection opened in between may lose its count: the bound is then one higher, briefly.
    if (left === 0) store.remove(key)
  }
}

/** A subscribe request setting more topics than any screen needs is refused. */
function checkSubscriptionCount(subscriptions) {
  if (subscriptions.length <= MAX_SUBSCRIPTIONS) return
  fail(
    'subscriptions',
    'validation_too_many',
    `At most ${MAX_SUBSCRIPTIONS} subscriptions per live connection.`,
  )
}

function isOpen(broker, clientId) {
  try {
    return !broker.clientById(clientId).isDiscarded()
  } catch (_) {
    return false
  }
}

/**
 * A subscribe request signed in as a member: their open connections (client ids in the store,
 * closed ones dropped on each check) are at most MAX_PER_MEMBER, whatever the address.
 */
function admitMember(e) {
  const auth = e.auth
  if (!auth || auth.collection().name !== 'users') return
  const clientId = e.client.id()
  const broker = $app.subscriptionsBroker()
  let over = false
  $app.store().setFunc(MEMBER_PREFIX + auth.id, (old) => {
    const ids = old ? String(old).split(',') : []
    if (ids.indexOf(clientId) !== -1) return old
    const open = ids.filter((id) => isOpen(broker, id))
    over = open.length >= MAX_PER_MEMBER
    return (over ? open : open.concat([clientId])).join(',')
  })
  if (over) throw new TooManyRequestsError(TOO_MANY_CONNECTIONS, {})
}

module.exports = { connect, checkSubscriptionCount, admitMember }
