// Live updates of the signed-in member: one realtime topic per member, which the
// server feeds with the events of their own records only (pb_hooks/member_feed.pb.js), instead of
// collection topics the server checks against every subscriber's rules. Screens follow it by
// collection; the topic moves when another member signs in and goes on sign-out.
import type { UnsubscribeFunc } from 'pocketbase'
import {
  isFeedEventOf,
  memberTopic,
  readFeedEvent,
  type FeedCollection,
  type MemberFeedEvent,
} from './member-feed-events'
import { pb } from './pocketbase'

interface Follower {
  collection: FeedCollection
  onEvent: (event: MemberFeedEvent) => void
}

interface Following {
  topic: string
  /** False once replaced: a listener the SDK kept after a failed subscribe stays silent. */
  live: boolean
  ready: Promise<UnsubscribeFunc>
}

const followers = new Set<Follower>()
let following: Following | undefined

function dispatch(data: unknown) {
  const event = readFeedEvent(data)
  if (!event) return
  for (const follower of [...followers]) {
    if (followers.has(follower) && follower.collection === event.collection) follower.onEvent(event)
  }
}

function signedInTopic(): string {
  const id = pb.authStore.isValid ? (pb.authStore.record?.id ?? '') : ''
  return id ? memberTopic(id) : ''
}

function stopFollowing(current: Following, memberChanged: boolean) {
  current.live = false
  // Another member: the old topic leaves the SDK at once, before the new connection submits it
  // (the server refuses a topic that is not the signed-in member's).
  if (memberChanged) void pb.realtime.unsubscribe(current.topic).catch(() => undefined)
  else
    void current.ready.then(
      (stop) => stop(),
      () => undefined,
    )
}

/** Follows the signed-in member's topic while anyone listens; resolves once subscribed. */
function sync(memberChanged = false): Promise<unknown> {
  const topic = followers.size > 0 ? signedInTopic() : ''
  if (following?.topic === topic) return following.ready
  if (following) stopFollowing(following, memberChanged)
  following = undefined
  if (!topic) return Promise.resolve()
  const next: Following = { topic, live: true, ready: Promise.resolve(() => Promise.resolve()) }
  next.ready = pb.realtime.subscribe(topic, (data) => {
    if (next.live) dispatch(data)
  })
  next.ready.catch(() => {
    next.live = false
    if (following === next) following = undefined
  })
  following = next
  return next.ready
}

let watchingAuth = false
function watchAuth() {
  if (watchingAuth) return
  watchingAuth = true
  pb.authStore.onChange(() => {
    const wanted = followers.size > 0 ? signedInTopic() : ''
    if ((following?.topic ?? '') !== wanted) void sync(true).catch(() => undefined)
  })
}

/**
 * Calls `onEvent` with every event of the collection for the signed-in member (their tabs
 * included). Resolves once the topic is subscribed; rejects when it cannot be (server down).
 */
export async function followMemberFeed<C extends FeedCollection>(
  collection: C,
  onEvent: (event: MemberFeedEvent<C>) => void,
): Promise<UnsubscribeFunc> {
  watchAuth()
  const follower: Follower = {
    collection,
    onEvent: (event) => {
      if (isFeedEventOf(event, collection)) onEvent(event)
    },
  }
  followers.add(follower)
  try {
    await sync()
  } catch (error) {
    followers.delete(follower)
    throw error
  }
  return async () => {
    if (!followers.delete(follower)) return
    await sync()
  }
}
