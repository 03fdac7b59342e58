import { useCallback, useRef, useState } from 'react'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { describeError, fieldErrorCode, isUnreachable } from '@/lib/errors'
import type { MessageRecord } from '@/lib/types'
import { useLiveQuery, type Subscribe } from '@/lib/use-live-query'
import { listMessages, openChat, sendMessage, subscribeToMessagesWith } from './chat-api'
import { CHAT_TEXTS } from './chat-texts'
import type { SendProblem } from './composer'
import { loadConversation, type ConversationData } from './conversation-data'
import { catchUpWith, earliestCursor, mayHaveEarlier } from './message-paging'
import { mergeMessages, messageToSend } from './message-list-logic'

const NO_MESSAGES: MessageRecord[] = []

type ChatStatus = 'loading' | 'ready' | 'failed' | 'notFound'

/** Someone to talk to: a person I may see, or a chat of mine with someone not shown yet. */
const canOpen = (data: ConversationData) => Boolean(data.person || data.chat)

/** The older page being fetched: none, loading, or failed (then it waits for a new try). */
export type EarlierStatus = 'idle' | 'loading' | 'failed'

interface Conversation extends ConversationData {
  chatId: string | null
  hasEarlier: boolean
}

const opened = (data: ConversationData): Conversation => ({
  ...data,
  chatId: data.chat?.id ?? null,
  hasEarlier: mayHaveEarlier(data.messages.length),
})

/**
 * A newer answer joins what is shown: messages that came live stay, and when more than a page
 * came meanwhile (after an outage) the newest page replaces what was shown and the older ones page
 * in on scroll (never a gap). Someone not shown before may have written meanwhile.
 */
function catchUp(shown: Conversation | undefined, newest: Conversation): Conversation {
  if (!shown) return newest
  const { messages, restart } = catchUpWith(shown.messages, newest.messages)
  return {
    ...shown,
    person: newest.person ?? shown.person,
    chat: newest.chat ?? shown.chat,
    chatId: newest.chat?.id ?? shown.chatId,
    left: newest.left ?? shown.left,
    messages,
    hasEarlier: restart || shown.hasEarlier,
  }
}

/**
 * Opens the conversation with another user: finds their chat, loads its messages and listens for
 * new ones until the screen is left. The chat itself is created by the first
 * message sent, so opening and leaving leaves nothing in the other person's inbox. When the server
 * is back after an outage it opens again by itself (a failed chat recovers, an open one catches up
 * on messages sent meanwhile); `retry` does the same at once.
 */
export function useChat(me: string, otherUserId: string, initial?: ConversationData) {
  const load = useCallback(() => loadConversation(me, otherUserId).then(opened), [me, otherUserId])
  // Listen first, then load: a message sent in between arrives by one path or the other. The
  // subscription also catches the chat the other person creates while this screen is open.
  const subscribe = useCallback<Subscribe<Conversation>>(
    (_reload, update) =>
      subscribeToMessagesWith(me, otherUserId, (message) =>
        update((current) => {
          const shown =
            current ?? opened({ me, otherUserId, person: null, chat: null, messages: [] })
          return {
            ...shown,
            chatId: message.chat,
            messages: mergeMessages(shown.messages, [message]),
          }
        }),
      ),
    [me, otherUserId],
  )
  // The route's loader may have fetched the first data already: the screen opens with it, and
  // what was sent before this subscription comes with the newest page once more.
  const [first] = useState(() => (initial ? opened(initial) : undefined))
  const query = useLiveQuery(load, {
    subscribe,
    initial: first,
    loadAfterSubscribing: true,
    merge: catchUp,
  })
  const { data, update } = query
  const status: ChatStatus = data
    ? canOpen(data)
      ? 'ready'
      : 'notFound'
    : query.failed
      ? 'failed'
      : 'loading'
  const chatId = data?.chatId ?? null
  const messages = data?.messages ?? NO_MESSAGES
  const hasEarlier = data?.hasEarlier ?? false
  const [earlier, setEarlier] = useState<EarlierStatus>('idle')
  const fetchingEarlier = useRef(false) // scroll events come faster than renders

  const cursor = earliestCursor(messages)
  const cursorCreated = cursor?.created
  const cursorId = cursor?.id
  /** The page before the oldest message shown, added above it. */
  const loadEarlier = useCallback(() => {
    if (!chatId || !cursorCreated || !cursorId || !hasEarlier || fetchingEarlier.current) return
    fetchingEarlier.current = true
    setEarlier('loading')
    listMessages(chatId, { created: cursorCreated, id: cursorId }).then(
      (page) => {
        fetchingEarlier.current = false
        update((current) => ({
          ...(current as Conversation),
          messages: mergeMessages(current?.messages ?? [], page),
          hasEarlier: mayHaveEarlier(page.length),
        }))
        setEarlier('idle')
      },
      (problem: unknown) => {
        fetchingEarlier.current = false
        console.error('Failed to load earlier messages', problem)
        setEarlier('failed')
      },
    )
  }, [chatId, cursorCreated, cursorId, hasEarlier, update])

  /** Sends the text; resolves to the problem to show, or null when sent (or blank). */
  async function send(text: string): Promise<SendProblem | null> {
    const toSend = messageToSend(text)
    if (!toSend || status !== 'ready') return null
    try {
      const id = chatId ?? (await openChat(me, otherUserId)).id
      const sent = await sendMessage(id, me, toSend)
      update((current) => ({
        ...(current as Conversation),
        chatId: id,
        messages: mergeMessages(current?.messages ?? [], [sent]),
      }))
      return null
    } catch (problem) {
      console.error('Failed to send message', problem)
      if (isUnreachable(problem)) return CHAT_TEXTS.sendUnreachable
      // A new account's 4th new chat today: the server's sentence says why; the composer offers Resend.
      if (fieldErrorCode(problem, 'startedBy') === 'validation_verify_email') {
        return { message: describeError(problem), verifyEmail: true }
      }
      return USER_AREA_MESSAGES.messageSendFailed(describeError(problem))
    }
  }

  return {
    status,
    error: query.error,
    retry: query.retry,
    chatId,
    other: data?.person ?? null,
    left: data?.left === true,
    messages,
    hasEarlier,
    earlier,
    loadEarlier,
    send,
  }
}
