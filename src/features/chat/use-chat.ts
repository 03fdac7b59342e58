import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { useAfterReconnecting } from '@/lib/connection'
import { describeError, isNotFound, isUnreachable } from '@/lib/errors'
import type { MessageRecord, UsersViewRecord } from '@/lib/types'
import {
  findChatWith,
  getPerson,
  listMessages,
  openChat,
  sendMessage,
  subscribeToMessagesWith,
} from './chat-api'
import { CHAT_TEXTS } from './chat-texts'
import { earliestCursor, mayHaveEarlier } from './message-paging'
import { mergeMessages, messageToSend } from './message-list-logic'

type ChatStatus = 'loading' | 'ready' | 'failed' | 'notFound'
/** The older page being fetched: none, loading, or failed (then it waits for a new try). */
export type EarlierStatus = 'idle' | 'loading' | 'failed'

/** The other person, or null when there is no such member (a 404); other failures are thrown. */
async function findPerson(userId: string): Promise<UsersViewRecord | null> {
  try {
    return await getPerson(userId)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * Opens the conversation with another user: finds their chat, loads its messages and listens for
 * new ones until the screen is left (spec §4 "Chat"). The chat itself is created by the first
 * message sent, so opening and leaving leaves nothing in the other person's inbox. When the server
 * is back after an outage it opens again by itself (a failed chat recovers, an open one catches up
 * on messages sent meanwhile); `retry` does the same at once.
 */
export function useChat(me: string, otherUserId: string) {
  const [status, setStatus] = useState<ChatStatus>('loading')
  const [chatId, setChatId] = useState<string | null>(null)
  const [other, setOther] = useState<UsersViewRecord | null>(null)
  const [messages, setMessages] = useState<MessageRecord[]>([])
  const [hasEarlier, setHasEarlier] = useState(false)
  const [earlier, setEarlier] = useState<EarlierStatus>('idle')
  const fetchingEarlier = useRef(false) // scroll events come faster than renders
  const [error, setError] = useState<unknown>(null)
  const [retries, retry] = useReducer((count: number) => count + 1, 0)
  const afterOutage = useRef<() => void>(() => {})

  useEffect(() => {
    let active = true
    let opened = false
    let unsubscribe: UnsubscribeFunc | undefined
    setStatus((current) => (current === 'ready' ? current : 'loading'))

    /** The messages sent while the server was out of reach (its live updates were lost). */
    async function catchUp() {
      const chat = await findChatWith(me, otherUserId)
      const history = chat ? await listMessages(chat.id) : []
      if (!active) return
      if (chat) setChatId(chat.id)
      setMessages((current) => mergeMessages(current, history))
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
      const chatLookup = findChatWith(me, otherUserId)
      chatLookup.catch(() => {}) // awaited below unless the person does not exist
      const person = await findPerson(otherUserId)
      if (!active) return
      if (!person) return setStatus('notFound')
      setOther(person)
      const chat = await chatLookup
      const history = chat ? await listMessages(chat.id) : []
      if (!active) return
      if (chat) setChatId(chat.id)
      setMessages((current) => mergeMessages(current, history))
      setHasEarlier(mayHaveEarlier(history.length))
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
