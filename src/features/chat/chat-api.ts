// Chat calls of the spec. The server hook appends each message to its chat and keeps the chat's
// lastMessage* fields, so the client never PATCHes chats (their update rule is superusers only).
import type { UnsubscribeFunc } from 'pocketbase'
import { asResponseError, fieldErrorCode, isNotFound } from '@/lib/errors'
import { followMemberFeed } from '@/lib/member-feed'
import { isInChatBetween } from '@/lib/member-feed-events'
import { pb } from '@/lib/pocketbase'
import type { ChatRecord, InboxViewRecord, MessageRecord } from '@/lib/types'
import { MESSAGE_PAGE_SIZE, type MessageCursor } from './message-paging'

function findChat(me: string, other: string): Promise<ChatRecord> {
  return pb.collection('chats').getFirstListItem(
    pb.filter('(user1 = {:me} && user2 = {:other}) || (user1 = {:other} && user2 = {:me})', {
      me,
      other,
    }),
  )
}

/** The chat between two users in either order, created when the lookup answers 404. */
export async function openChat(me: string, other: string): Promise<ChatRecord> {
  try {
    return await findChat(me, other)
  } catch (error) {
    if (!isNotFound(error)) throw error
  }
  try {
    return await pb.collection('chats').create({ user1: me, user2: other })
  } catch (error) {
    // The other side created it at the same moment: the server keeps one chat per pair. A new
    // account over its new chats for the day is refused: that reason is shown, not looked past.
    const mustVerify = fieldErrorCode(error, 'startedBy') === 'validation_verify_email'
    if (asResponseError(error)?.status === 400 && !mustVerify) return findChat(me, other)
    throw error
  }
}

/**
 * One page of the chat's messages, oldest first: the newest ones, or those just before `before`.
 * Newest first on the (chat, created) index, so a page costs the same in a chat of any length.
 */
export async function listMessages(
  chatId: string,
  before: MessageCursor | null = null,
): Promise<MessageRecord[]> {
  const filter = before
    ? pb.filter('chat = {:chat} && created <= {:created} && (created < {:created} || id < {:id})', {
        chat: chatId,
        created: before.created,
        id: before.id,
      })
    : pb.filter('chat = {:chat}', { chat: chatId })
  const page = await pb.collection('messages').getList(1, MESSAGE_PAGE_SIZE, {
    filter,
    sort: '-created,-id',
    skipTotal: true,
  })
  return page.items.reverse()
}

/**
 * New messages of the chat between `me` and `other`, as the server creates them (own ones
 * included), also when that chat is created after subscribing.
 */
export function subscribeToMessagesWith(
  me: string,
  other: string,
  onMessage: (message: MessageRecord) => void,
): Promise<UnsubscribeFunc> {
  return followMemberFeed('messages', (event) => {
    if (event.action === 'create' && isInChatBetween(event, me, other)) onMessage(event.record)
  })
}

export function sendMessage(chatId: string, sender: string, text: string): Promise<MessageRecord> {
  return pb.collection('messages').create({ chat: chatId, sender, text })
}

/** My chats as inbox_view records, newest first, however many (pb_hooks/inbox.pb.js). */
const INBOX_ROUTE = '/api/gymbuddy/inbox'
/** Chats per answer of the inbox route (pb_hooks/lib/chat/inbox.js' PAGE_SIZE): a full page means more. */
const INBOX_PAGE_SIZE = 300

export async function listInbox(): Promise<InboxViewRecord[]> {
  // The server writes the rows as JSON in SQL (PocketBase's records cost 2x more); one request
  // unless a member has more than a page of chats.
  const chats: InboxViewRecord[] = []
  for (let page = 1; ; page += 1) {
    const rows = await pb.send<InboxViewRecord[]>(
      INBOX_ROUTE,
      page > 1 ? { method: 'GET', query: { page } } : { method: 'GET' },
    )
    chats.push(...rows)
    if (rows.length < INBOX_PAGE_SIZE) return chats
  }
}

/** Changes to your chats (a new one, a new last message). */
export function subscribeToChats(onChange: () => void): Promise<UnsubscribeFunc> {
  return followMemberFeed('chats', () => onChange())
}
