/// <reference path="../pb_data/types.d.ts" />
// The member feed (lib/chat/member_feed.js): each signed-in tab follows one topic,
// `gymbuddy/member/<its member>`, and these hooks send it the events of the member's chats,
// messages, reading, notifications, bookings and package purchases. Only the member may follow their topic.

onRealtimeSubscribeRequest((e) => {
  const feed = require(`${__hooks}/lib/chat/member_feed.js`)
  const refusal = feed.refusalOf(e.subscriptions, e.auth)
  if (refusal) throw new ForbiddenError(refusal)
  e.next()
  // Now PocketBase holds the client's subscriptions: index it under its member if it follows them.
  if (e.auth && e.client.hasSubscription(feed.topicOf(e.auth.id))) {
    feed.rememberClient(e.auth.id, e.client.id())
  }
})

// Members who left for good: their connections' ids are dropped from the index.
cronAdd('gymbuddy_member_feed_sweep', '*/10 * * * *', () => {
  require(`${__hooks}/lib/chat/member_feed.js`).sweepClients()
})

// After the commit (PocketBase delays these until then), like its own realtime events.
onRecordAfterCreateSuccess(
  (e) => {
    e.next()
    require(`${__hooks}/lib/chat/member_feed.js`).publish(e.app, 'create', e.record)
  },
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
)

onRecordAfterUpdateSuccess(
  (e) => {
    e.next()
    require(`${__hooks}/lib/chat/member_feed.js`).publish(e.app, 'update', e.record)
  },
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
)

// A delete: the audience is read before it (a cascade may remove the chat), sent after the commit.
onRecordDelete(
  (e) => {
    require(`${__hooks}/lib/chat/member_feed.js`).rememberDelete(e.app, e.record)
    e.next()
  },
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
)

onRecordAfterDeleteSuccess(
  (e) => {
    e.next()
    require(`${__hooks}/lib/chat/member_feed.js`).publishDelete(e.app, e.record)
  },
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
)

onRecordAfterDeleteError(
  (e) => {
    e.next()
    require(`${__hooks}/lib/chat/member_feed.js`).takeDelete(e.record)
  },
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
)
