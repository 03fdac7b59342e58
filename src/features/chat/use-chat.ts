import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { useAfterReconnecting } from '@/lib/connection'
import { describeError, isUnreachable } from '@/lib/errors'
import type { MessageRecord, UsersViewRecord } from '@/lib/types'
import { listMessages, openChat, sendMessage, subscribeToMessagesWith } from './chat-api'
import { CHAT_TEXTS } from './chat-texts'
import { loadConversation, type ConversationData } from './conversation-data'
import { catchUpWith, earliestCursor, mayHaveEarlier } from './message-paging'
import { mergeMessages, messageToSend } from './message-list-logic'

type ChatStatus = 'loading' | 'ready' | 'failed' | 'notFound'

/** Someone to talk to: a person I may see, or a chat of mine with someone not shown yet. */
const canOpen = (data: ConversationData) => Boolean(data.person || data.chat)

/** Where a screen opened with the loader's data starts: open, or "not found". */
function statusOf(initial: ConversationData | undefined): ChatStatus {
  if (!initial) return 'loading'
  return canOpen(initial) ? 'ready' : 'notFound'
}
/** The older page being fetched: none, loading, or failed (then it waits for a new try). */
export type EarlierStatus = 'idle' | 'loading' | 'failed'

/**
 * Opens the conversation with another user: finds their chat, loads its messages and listens for
 * new ones until the screen is left (spec §4 "Chat"). The chat itself is created by the first
 * message sent, so opening and leaving leaves nothing in the other person's inbox. When the server
 * is back after an outage it opens again by itself (a failed chat recovers, an open one catches up
 * on messages sent meanwhile); `retry` does the same at once.
 */
export function useChat(me: string, otherUserId: string, initial?: ConversationData) {
  // The route's loader may have fetched the first data already: the screen opens with it.
  const first = useRef(initial)
  const [status, setStatus] = useState<ChatStatus>(() => statusOf(initial))
  const [chatId, setChatId] = useState<string | null>(initial?.chat?.id ?? null)
  const [other, setOther] = useState<UsersViewRecord | null>(initial?.person ?? null)
  const [messages, setMessages] = useState<MessageRecord[]>(initial?.messages ?? [])
  const [hasEarlier, setHasEarlier] = useState(mayHaveEarlier(initial?.messages.length ?? 0))
  const [earlier, setEarlier] = useState<EarlierStatus>('idle')
  const fetchingEarlier = useRef(false) // scroll events come faster than renders
  const [error, setError] = useState<unknown>(null)
  const [retries, retry] = useReducer((count: number) => count + 1, 0)
  const afterOutage = useRef<() => void>(() => {})
  // What the last render showed: a catch-up decides from it whether to start over (no gap).
  const shown = useRef(messages)
  useEffect(() => {
    shown.current = messages
  })

  useEffect(() => {
    let active = true
    let opened = false
    let unsubscribe: UnsubscribeFunc | undefined
    // An open chat stays open while it reconnects; one opened with the loader's answer keeps it.
    if (!first.current) setStatus((current) => (current === 'ready' ? current : 'loading'))

    /** The messages sent while the server was out of reach (its live updates were lost). */
    async function catchUp() {
      const { person, chat, messages: newest } = await loadConversation(me, otherUserId)
      if (!active) return
      // Someone not shown before may have written meanwhile.
      if (person) setOther(person)
      if (chat) setChatId(chat.id)
      // More than a page came meanwhile: the newest page replaces what was shown, and the older
      // ones page in on scroll (never a gap).
      if (catchUpWith(shown.current, newest).restart) setHasEarlier(true)
      setMessages((current) => catchUpWith(current, newest).messages)
    }

    // After an outage an open chat keeps its subscription (the SDK renews it) and catches up; one
    // that never opened starts again.
    afterOutage.current = () => {
      if (!opened) return retry()
      catchUp().catch((problem: unknown) => console.error('Failed to catch up on chat', problem))
    }

    async function start() {
      // Listen first, then load: a message sent in between arrives by one path or the other. The
      // subscription also catches the chat the other person creates while this screen is open.
      const stop = await subscribeToMessagesWith(me, otherUserId, (message) => {
        if (!active) return
        setChatId(message.chat)
        setMessages((current) => mergeMessages(current, [message]))
      })
      if (!active) return void stop()
      unsubscribe = stop
      const loaded = first.current
      first.current = undefined
      if (loaded) {
        // Opened with the loader's data, fetched before this subscription: what was sent in
        // between comes with the newest page once more.
        if (!canOpen(loaded)) return setStatus('notFound')
        opened = true
        return catchUp()
      }
      const conversation = await loadConversation(me, otherUserId)
      if (!active) return
      if (!canOpen(conversation)) return setStatus('notFound')
      setOther(conversation.person)
      if (conversation.chat) setChatId(conversation.chat.id)
      setMessages((current) => mergeMessages(current, conversation.messages))
      setHasEarlier(mayHaveEarlier(conversation.messages.length))
      opened = true
      setStatus('ready')
    }

    start().catch((problem: unknown) => {
      console.error('Failed to open chat', problem)
      if (!active) return
      setError(problem)
      setStatus((current) => (current === 'ready' ? current : 'failed'))
    })

    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [me, otherUserId, retries])

  useAfterReconnecting(() => afterOutage.current())

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
        setMessages((current) => mergeMessages(current, page))
        setHasEarlier(mayHaveEarlier(page.length))
        setEarlier('idle')
      },
      (problem: unknown) => {
        fetchingEarlier.current = false
        console.error('Failed to load earlier messages', problem)
        setEarlier('failed')
      },
    )
  }, [chatId, cursorCreated, cursorId, hasEarlier])

  /** Sends the text; resolves to an error message to show, or null when sent (or blank). */
  async function send(text: string): Promise<string | null> {
    const toSend = messageToSend(text)
    if (!toSend || status !== 'ready') return null
    try {
      const id = chatId ?? (await openChat(me, otherUserId)).id
      setChatId(id)
      const sent = await sendMessage(id, me, toSend)
      setMessages((current) => mergeMessages(current, [sent]))
      return null
    } catch (problem) {
      console.error('Failed to send message', problem)
      if (isUnreachable(problem)) return CHAT_TEXTS.sendUnreachable
      return USER_AREA_MESSAGES.messageSendFailed(describeError(problem))
    }
  }

  return { status, error, retry, chatId, other, messages, hasEarlier, earlier, loadEarlier, send }
}
