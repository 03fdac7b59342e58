import { formatDistanceToNow } from 'date-fns'
import { MESSAGES } from '@/content/messages'
import { parsePbDate } from '@/lib/dates'
import { displayName } from '@/lib/people'
import type { ChatRecord, UsersViewRecord } from '@/lib/types'

export interface InboxRow {
  chatId: string
  otherUserId: string
  other: UsersViewRecord | undefined
  name: string
  lastText: string
  /** The "You" badge: the last message was the signed-in user's. */
  lastIsOwn: boolean
  /** "5 minutes ago"; empty while the chat has no message. */
  timeAgo: string
}

/** One inbox row from the chat record alone: the server keeps the last message on the chat. */
export function toInboxRow(
  chat: ChatRecord,
  me: string,
  people: Readonly<Record<string, UsersViewRecord>>,
): InboxRow {
  const otherUserId = chat.user1 === me ? chat.user2 : chat.user1
  const other = people[otherUserId]
  const hasMessage = Boolean(chat.lastMessageAt && chat.lastMessageText)
  return {
    chatId: chat.id,
    otherUserId,
    other,
    name: displayName(other) || 'Unknown user',
    lastText: hasMessage ? chat.lastMessageText : MESSAGES.startConversation,
    lastIsOwn: hasMessage && chat.lastMessageSender === me,
    timeAgo: hasMessage
      ? formatDistanceToNow(parsePbDate(chat.lastMessageAt), { addSuffix: true })
      : '',
  }
}
