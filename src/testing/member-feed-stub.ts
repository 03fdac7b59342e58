// The member feed in unit tests (with '@/testing/pb-stub'): what the app follows, and the server's
// events arriving on the signed-in member's topic.
import { MEMBER_TOPIC_PREFIX, type MemberFeedEvent } from '@/lib/member-feed-events'
import { pbStub } from './pb-stub'

/** Every member topic subscribed so far, in order. */
export function memberTopicsSubscribed(): string[] {
  return pbStub.realtime.subscribe.mock.calls
    .map(([topic]) => topic)
    .filter((topic) => topic.startsWith(MEMBER_TOPIC_PREFIX))
}

/** An event of the member's topic, as the server sends it (listeners no longer following ignore it). */
export function emitMemberFeed(event: MemberFeedEvent): void {
  for (const [topic, listener] of pbStub.realtime.subscribe.mock.calls) {
    if (topic.startsWith(MEMBER_TOPIC_PREFIX)) listener(event)
  }
}
