// What opening a conversation needs first: the other person, the chat (if anyone wrote yet) and
// its newest page of messages. The route's loader fetches it with the code; the screen fetches it
// again only when the loader could not (slow, offline) or after an outage.
import { isNotFound } from '@/lib/errors'
import type { ChatRecord, MessageRecord, UsersViewRecord } from '@/lib/types'
import { findChatWith, getPerson, listMessages } from './chat-api'

export interface ConversationData {
  me: string
  otherUserId: string
  /** Null: there is no such member (the screen says "not found"). */
  person: UsersViewRecord | null
  chat: ChatRecord | null
  /** The newest page, oldest first (empty while nobody has written). */
  messages: MessageRecord[]
}

/** The other person, or null when there is no such member (a 404); other failures are thrown. */
async function findPerson(userId: string): Promise<UsersViewRecord | null> {
  try {
    return await getPerson(userId)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The chat (null while nobody has written) and its newest page: two requests in a row. */
export async function findHistory(me: string, otherUserId: string) {
  const chat = await findChatWith(me, otherUserId)
  return { chat, messages: chat ? await listMessages(chat.id) : [] }
}

export async function loadConversation(me: string, otherUserId: string): Promise<ConversationData> {
  const history = findHistory(me, otherUserId)
  history.catch(() => {}) // awaited below unless the person does not exist
  const person = await findPerson(otherUserId)
  if (!person) return { me, otherUserId, person, chat: null, messages: [] }
  return { me, otherUserId, person, ...(await history) }
}
