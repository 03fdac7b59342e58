// Reading state of one chat (issue 14): the two participants' chat_reads rows, created with the
// chat by the server. A member moves only their own lastReadAt (rules + pb_hooks/chat_reads.pb.js).
import type { UnsubscribeFunc } from 'pocketbase'
import { pb } from '@/lib/pocketbase'
import type { ChatReadRecord } from '@/lib/types'
import { chatBetweenFilter } from './chat-api'

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
  return pb.collection('chat_reads').subscribe('*', (event) => onChange(event.record), {
    filter: chatBetweenFilter(me, other),
  })
}

/** Marks the chat read up to a message's `created`; the server never moves it backwards. */
export function markChatRead(readId: string, upTo: string): Promise<ChatReadRecord> {
  return pb.collection('chat_reads').update(readId, { lastReadAt: upTo })
}
