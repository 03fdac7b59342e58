// Chat calls of spec §7. The server hook appends each message to its chat and keeps the chat's
// lastMessage* fields, so the client never PATCHes chats (their update rule is superusers only).
import type { UnsubscribeFunc } from 'pocketbase'
import { asResponseError, isNotFound } from '@/lib/errors'
import { pb } from '@/lib/pocketbase'
import type { ChatRecord, InboxViewRecord, MessageRecord, UsersViewRecord } from '@/lib/types'
import { MESSAGE_PAGE_SIZE, type MessageCursor } from './message-paging'

function findChat(me: string, other: string): Promise<ChatRecord> {
  return pb.collection('chats').getFirstListItem(
    pb.filter('(user1 = {:me} && user2 = {:other}) || (user1 = {:other} && user2 = {:me})', {
      me,
      other,
    }),
  )
}

/** The chat between two users in either order, or null while nobody has written yet. */
export async function findChatWith(me: string, other: string): Promise<ChatRecord | null> {
  try {
    return await findChat(me, other)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
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
    // The other side created it at the same moment: the server keeps one chat per pair.
    if (asResponseError(error)?.status === 400) return findChat(me, other)
    throw error
  }
}

export function getPerson(userId: string): Promise<UsersViewRecord> {
  return pb.collection('users_view').getOne(userId)
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

/** The filter for records of the chat between two users, whoever created it. */
export function chatBetweenFilter(me: string, other: string): string {
  return pb.filter(
    '(chat.user1 = {:me} && chat.user2 = {:other}) || (chat.user1 = {:other} && chat.user2 = {:me})',
    { me, other },
  )
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
  return pb.collection('messages').subscribe(
    '*',
    (event) => {
      if (event.action === 'create') onMessage(event.record)
    },
    { filter: chatBetweenFilter(me, other) },
  )
}

export function sendMessage(chatId: string, sender: string, text: string): Promise<MessageRecord> {
  return pb.collection('messages').create({ chat: chatId, sender, text })
}

/** Your chats, newest activity first, with both people and the last message, in one request. */
export function listInbox(): Promise<InboxViewRecord[]> {
  // The list rule holds exactly your chats; getFullList fetches 500 rows per request.
  return pb.collection('inbox_view').getFullList({ sort: '-updated' })
}

export function subscribeToChats(onChange: () => void): Promise<UnsubscribeFunc> {
  return pb.collection('chats').subscribe('*', onChange)
}
