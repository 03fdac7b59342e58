/// <reference path="../pb_data/types.d.ts" />
// A subscribe request (POST /api/realtime): at most 50 topics, no expand the app does not use in a
// topic's options, and at most 20 open connections per member (lib/chat/realtime_limits.js,
// lib/platform/expand_guard.js). Open connections per address are counted by the router middleware.

onRealtimeSubscribeRequest((e) => {
  const limits = require(`${__hooks}/lib/chat/realtime_limits.js`)
  const subscriptions = e.subscriptions
  limits.checkSubscriptionCount(subscriptions)
  require(`${__hooks}/lib/platform/expand_guard.js`).checkSubscriptions(e, subscriptions)
  limits.admitMember(e)
  e.next()
})
