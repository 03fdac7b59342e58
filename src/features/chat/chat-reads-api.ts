// Reading state of one chat: the two participants' chat_reads rows, created with the
// chat by the server. A member moves only their own lastReadAt (rules + pb_hooks/chat_reads.pb.js).
import type { UnsubscribeFunc } from 'pocketbase'
import { followMemberFeed } from '@/lib/member-feed'
import { isInChatBetween } from '@/lib/member-feed-events'
import { pb } from '@/lib/pocketbase'
import type { ChatReadRecord } from '@/lib/types'

export function listChatReads(chatId: string): Promise<ChatReadRecord[]> {
  return pb.collection('chat_reads').getFullList({
    filter: pb.filter('chat = {:chat}', { chat: chatId }),
  })
}

/** Reading changes in the chat between `me` and `other` (either participant, any tab). */
export function subscribeToChatReadsWith(
  me: string,
  other: string,
  onChange: (read: ChatReadRecord) => void,
): Promise<UnsubscribeFunc> {
  return followMemberFeed('chat_reads', (event) => {
    if (isInChatBetween(event, me, other)) onChange(event.record)
  })
}

/** Marks the chat read up to a message's `created`; the server never moves it backwards. */
export function markChatRead(readId: string, upTo: string): Promise<ChatReadRecord> {
  return pb.collection('chat_reads').update(readId, { lastReadAt: upTo })
}
