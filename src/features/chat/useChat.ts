import { useEffect, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { describeError } from '@/lib/errors'
import type { ChatRecord, MessageRecord, UsersViewRecord } from '@/lib/types'
import { getPerson, listMessages, openChat, sendMessage, subscribeToMessages } from './chatApi'
import { mergeMessages, messageToSend } from './messageList'

type ChatStatus = 'loading' | 'ready' | 'failed'

/**
 * Opens (or creates) the chat with another user, loads its messages and listens for new ones
 * until the screen is left (spec §4 "Chat").
 */
export function useChat(me: string, otherUserId: string) {
  const [status, setStatus] = useState<ChatStatus>('loading')
  const [chat, setChat] = useState<ChatRecord | null>(null)
  const [other, setOther] = useState<UsersViewRecord | null>(null)
  const [messages, setMessages] = useState<MessageRecord[]>([])

  useEffect(() => {
    let active = true
    let unsubscribe: UnsubscribeFunc | undefined
    setStatus('loading')
    setMessages([])

    getPerson(otherUserId).then(
      (person) => active && setOther(person),
      (error: unknown) => console.error('Failed to load the other person', error),
    )

    async function start() {
      const opened = await openChat(me, otherUserId)
      // Listen first, then load: a message sent in between arrives by one path or the other.
      const stop = await subscribeToMessages(opened.id, (message) => {
        if (active) setMessages((current) => mergeMessages(current, [message]))
      })
      if (!active) return void stop()
      unsubscribe = stop
      const history = await listMessages(opened.id)
      if (!active) return
      setChat(opened)
      setMessages((current) => mergeMessages(current, history))
      setStatus('ready')
    }

    start().catch((error: unknown) => {
      console.error('Failed to open chat', error)
      if (active) setStatus('failed')
    })

    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [me, otherUserId])

  /** Sends the text; resolves to an error message to show, or null when sent (or blank). */
  async function send(text: string): Promise<string | null> {
    const toSend = messageToSend(text)
    if (!toSend || !chat) return null
    try {
      const sent = await sendMessage(chat.id, me, toSend)
      setMessages((current) => mergeMessages(current, [sent]))
      return null
    } catch (error) {
      console.error('Failed to send message', error)
      return USER_AREA_MESSAGES.messageSendFailed(describeError(error))
    }
  }

  return { status, other, messages, send }
}
