import { formatDistanceToNow } from 'date-fns'
import { MESSAGES } from '@/content/messages'
import { parsePbDate } from '@/lib/dates'
import { displayName } from '@/lib/people'
import type { InboxViewRecord } from '@/lib/types'
import { CHAT_TEXTS } from './chat-texts'

/**
 * The other participant as an inbox_view row shows them (avatar served through the view). No
 * email; name and avatar are '' until they have written (unless a trainer or a booking party).
 */
interface InboxPerson {
  name: string
  /** For avatarUrl: the view row's id and collection, with the other person's file name. */
  avatarFile: { id: string; collectionId: string; collectionName: string; avatar: string }
}

export interface InboxRow {
  chatId: string
  otherUserId: string
  other: InboxPerson
  name: string
  lastText: string
  /** The "You" badge: the last message was the signed-in user's. */
  lastIsOwn: boolean
  /** "5 minutes ago"; empty while the chat has no message. */
  timeAgo: string
  /** The other person's messages the signed-in user has not read (unread_view). */
  unread: number
}

/** One inbox row from one inbox_view row: the server keeps both people and the last message. */
export function toInboxRow(chat: InboxViewRecord, me: string, unread = 0): InboxRow {
  const iAmUser1 = chat.user1 === me
  const other: InboxPerson = {
    name: iAmUser1 ? chat.user2Name : chat.user1Name,
    avatarFile: {
      id: chat.id,
      collectionId: chat.collectionId,
      collectionName: chat.collectionName,
      avatar: iAmUser1 ? chat.user2Avatar : chat.user1Avatar,
    },
  }
  const hasMessage = Boolean(chat.lastMessageAt && chat.lastMessageText)
  return {
    chatId: chat.id,
    otherUserId: iAmUser1 ? chat.user2 : chat.user1,
    other,
    name: displayName(other) || CHAT_TEXTS.hiddenMember,
    lastText: hasMessage ? chat.lastMessageText : MESSAGES.startConversation,
    lastIsOwn: hasMessage && chat.lastMessageSender === me,
    timeAgo: hasMessage
      ? formatDistanceToNow(parsePbDate(chat.lastMessageAt), { addSuffix: true })
      : '',
    unread,
  }
}
