/// <reference path="../../pb_data/types.d.ts" />
// The member feed: one live topic per signed-in member, `gymbuddy/member/<userId>`.
// A record event of the app's live collections goes only to the connections of the members it
// concerns, so an event costs what its audience costs (PocketBase's collection topics check every
// subscriber's rule with one SQL query each). The topics of the collections keep working as before.

const TOPIC_PREFIX = 'gymbuddy/member/'
const DELETE_KEY_PREFIX = 'gymbuddy.memberFeed.delete/'

/** The member's topic: never a `collection/record` topic (two slashes). */
function topicOf(memberId) {
  return TOPIC_PREFIX + memberId
}

/** The member id a subscription names (options after `?` ignored), or null for other topics. */
function memberOfTopic(subscription) {
  const topic = String(subscription).split('?')[0]
  if (topic.indexOf(TOPIC_PREFIX) !== 0) return null
  return topic.slice(TOPIC_PREFIX.length)
}

/** The refusal of a subscription to a member topic by anyone but that signed-in member, or ''. */
function refusalOf(subscriptions, auth) {
  const me = auth && auth.collection().name === 'users' ? auth.id : ''
  for (const subscription of subscriptions) {
    const member = memberOfTopic(subscription)
    if (member === null) continue
    if (!me) return 'Sign in to follow your live updates.'
    if (member !== me) return 'You can only follow your own live updates.'
  }
  return ''
}

function usersOfChat(app, chatId) {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  let chat = null
  try {
    chat = gb.findById(app, 'chats', chatId)
  } catch (_) {
    chat = null
  }
  // A cascade may already have removed the chat inside the deleting transaction.
  if (!chat && app !== $app) chat = gb.findById($app, 'chats', chatId)
  return chat ? [chat.getString('user1'), chat.getString('user2')] : []
}

/** Who may see the record (its rules' people), from its own fields; chat members for chat rows. */
function audienceOf(app, collection, record) {
  switch (collection) {
    case 'messages':
    case 'chat_reads':
      return usersOfChat(app, record.getString('chat'))
    case 'chats':
      return [record.getString('user1'), record.getString('user2')]
    case 'notifications':
      return [record.getString('user')]
    case 'bookings':
      return [record.getString('booker'), record.getString('gymBuddy')]
    case 'package_purchases':
      return [record.getString('client'), record.getString('trainer')]
    default:
      return []
  }
}

/** The event as a member receives it: the record's public JSON (no hidden fields, no expand). */
function eventOf(app, action, record) {
  const collection = record.collection().name
  const members = audienceOf(app, collection, record).filter(
    (id, i, all) => id && all.indexOf(id) === i,
  )
  const event = { collection: collection, action: action, record: record.fresh().publicExport() }
  if (collection === 'messages' || collection === 'chat_reads') event.members = members
  return { members: members, data: JSON.stringify(event) }
}

// Which live connections follow which member: `<prefix><memberId>` -> their client ids, comma
// separated (plain strings: each handler runs in its own JS VM). Looking a member's clients up costs
// what the audience costs; walking all 2,000 clients in JS cost ~20 ms an event (measured).
const CLIENTS_KEY_PREFIX = 'gymbuddy.memberFeed.clients/'

function idsOf(value) {
  return value ? String(value).split(',').filter(Boolean) : []
}

/** Changes a member's list of client ids atomically (the store's lock). */
function updateClientIds(memberId, change) {
  const key = CLIENTS_KEY_PREFIX + memberId
  $app.store().setFunc(key, (old) => change(idsOf(old)).join(','))
}

/** The client follows the member's topic now (after PocketBase stored its subscriptions). */
function rememberClient(memberId, clientId) {
  followersOf(memberId) // drops the member's connections gone since
  updateClientIds(memberId, (ids) => (ids.indexOf(clientId) === -1 ? ids.concat([clientId]) : ids))
}

/** The member's clients still connected and following their topic, as live client objects. */
function followersOf(memberId) {
  const broker = $app.subscriptionsBroker()
  const topic = topicOf(memberId)
  const found = []
  const gone = []
  for (const id of idsOf($app.store().get(CLIENTS_KEY_PREFIX + memberId))) {
    let client = null
    try {
      client = broker.clientById(id)
    } catch (_) {
      client = null
    }
    if (client && !client.isDiscarded() && client.hasSubscription(topic)) found.push(client)
    else gone.push(id)
  }
  if (gone.length > 0)
    updateClientIds(memberId, (ids) => ids.filter((id) => gone.indexOf(id) === -1))
  return found
}

/** Sends the event to every live connection following a member's topic and signed in as them. */
function deliver(app, event) {
  let sent = 0
  for (const member of event.members) {
    const topic = topicOf(member)
    for (const client of followersOf(member)) {
      const auth = client.get('auth')
      if (!auth || auth.id !== member || auth.collection().name !== 'users') continue
      client.send(new SubscriptionMessage({ name: topic, data: event.data }))
      sent += 1
    }
  }
  return sent
}

/**
 * Forgets the connections gone since (each entry changes atomically). A member's emptied entry
 * stays: removing it could race a subscribe landing in between and lose that tab's index
 * (an empty entry is a few bytes; 200,000 members would hold a few MB).
 */
function sweepClients() {
  const store = $app.store()
  for (const key of store.keys()) {
    if (key.indexOf(CLIENTS_KEY_PREFIX) === 0) followersOf(key.slice(CLIENTS_KEY_PREFIX.length))
  }
}

/** A live update that cannot be sent is logged: the save it follows has succeeded. */
function safely(app, record, send) {
  try {
    return send()
  } catch (error) {
    app.logger().error('member feed event not sent', 'record', record.id, 'error', String(error))
    return 0
  }
}

function publish(app, action, record) {
  return safely(app, record, () => deliver(app, eventOf(app, action, record)))
}

/** Before a delete: its audience and JSON, kept until the delete commits (or fails). */
function rememberDelete(app, record) {
  const key = DELETE_KEY_PREFIX + record.collection().name + '/' + record.id
  safely(app, record, () => $app.store().set(key, JSON.stringify(eventOf(app, 'delete', record))))
}

function takeDelete(record) {
  const key = DELETE_KEY_PREFIX + record.collection().name + '/' + record.id
  const stored = $app.store().get(key)
  $app.store().remove(key)
  return stored ? JSON.parse(stored) : null
}

function publishDelete(app, record) {
  const event = takeDelete(record)
  return event ? safely(app, record, () => deliver(app, event)) : 0
}

module.exports = {
  topicOf,
  refusalOf,
  rememberClient,
  sweepClients,
  publish,
  rememberDelete,
  takeDelete,
  publishDelete,
}
