// What opening a conversation needs first: the other person, the chat (if anyone wrote yet) and
// its newest page of messages, in one request (pb_hooks/conversation.pb.js). The route's loader
// fetches it with the code (route-preload.js even before the code); the screen fetches it again
// only when the loader could not (slow, offline), and after an outage to catch up.
import { pb } from '@/lib/pocketbase'
import type { ChatRecord, MessageRecord, UsersViewRecord } from '@/lib/types'

export interface ConversationData {
  me: string
  otherUserId: string
  /**
   * Null: there is no such member, or not one you may see yet (they have not written). With no
   * chat either the screen says "not found"; with a chat of yours it opens without their name.
   */
  person: UsersViewRecord | null
  chat: ChatRecord | null
  /** The newest page, oldest first (empty while nobody has written). */
  messages: MessageRecord[]
  /** True when the member closed their account: the chat is read-only. */
  left?: boolean
}

/** The route's answer: the same records the collections' own APIs give this member. */
type ConversationAnswer = Pick<ConversationData, 'person' | 'chat' | 'messages' | 'left'>

/** The conversation route (the route manifest's `early` URL for the chat names it too). */
const conversationPath = (otherUserId: string) =>
  `/api/gymbuddy/conversations/${encodeURIComponent(otherUserId)}`

export async function loadConversation(me: string, otherUserId: string): Promise<ConversationData> {
  const answer = await pb.send<ConversationAnswer>(conversationPath(otherUserId), {
    method: 'GET',
  })
  // No person and no chat: nothing of this member is yours to see.
  return { me, otherUserId, ...answer }
}
