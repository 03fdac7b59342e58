// The member feed's events (pb_hooks/member_feed.pb.js): the server sends each
// signed-in member's topic the record events of their chats, messages, reading, notifications,
// bookings and package purchases, as `{ collection, action, record }` (and a chat row's two `members`).
import type {
  BookingRecord,
  ChatReadRecord,
  ChatRecord,
  MessageRecord,
  NotificationRecord,
} from './types'
import type { PackagePurchasesResponse } from './pocketbase-types'

export const MEMBER_TOPIC_PREFIX = 'gymbuddy/member/'

interface FeedRecords {
  messages: MessageRecord
  chat_reads: ChatReadRecord
  notifications: NotificationRecord
  chats: ChatRecord
  bookings: BookingRecord
  package_purchases: Omit<PackagePurchasesResponse, 'expand'>
}

export type FeedCollection = keyof FeedRecords

type FeedAction = 'create' | 'update' | 'delete'

export interface MemberFeedEvent<C extends FeedCollection = FeedCollection> {
  collection: C
  action: FeedAction
  record: FeedRecords[C]
  /** The chat's two members, for a message or a chat reading row. */
  members?: string[]
}

const COLLECTIONS: readonly string[] = [
  'messages',
  'chat_reads',
  'notifications',
  'chats',
  'bookings',
  'package_purchases',
] satisfies FeedCollection[]
const ACTIONS: readonly string[] = ['create', 'update', 'delete'] satisfies FeedAction[]

/** The signed-in member's own topic. */
export function memberTopic(memberId: string): string {
  return `${MEMBER_TOPIC_PREFIX}${memberId}`
}

/** The event in a message of the topic, or null for anything else. */
export function readFeedEvent(data: unknown): MemberFeedEvent | null {
  if (typeof data !== 'object' || data === null) return null
  const { collection, action, record } = data as Record<string, unknown>
  if (typeof collection !== 'string' || !COLLECTIONS.includes(collection)) return null
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return null
  if (typeof record !== 'object' || record === null) return null
  return data as MemberFeedEvent
}

/** The event is of this collection (narrows its record's type). */
export function isFeedEventOf<C extends FeedCollection>(
  event: MemberFeedEvent,
  collection: C,
): event is MemberFeedEvent<C> {
  return event.collection === collection
}

/** The event concerns the chat between `me` and `other` (whoever created it). */
export function isInChatBetween(event: MemberFeedEvent, me: string, other: string): boolean {
  const members = event.members ?? []
  return members.length === 2 && members.includes(me) && members.includes(other)
}
