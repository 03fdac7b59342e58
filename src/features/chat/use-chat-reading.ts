import { useEffect, useRef, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import type { ChatReadRecord, MessageRecord } from '@/lib/types'
import { noteChatRead } from '@/lib/unread-messages'
import { listChatReads, markChatRead, subscribeToChatReadsWith } from './chat-reads-api'
import { mergeReads, readingToMark, seenMessageId } from './chat-reading'

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return visible
}

/** Both participants' reading of the chat between `me` and `other`, live (any tab, either). */
function useChatReads(chatId: string | null, me: string, other: string): ChatReadRecord[] {
  const [reads, setReads] = useState<ChatReadRecord[]>([])

  useEffect(() => {
    let active = true
    let unsubscribe: UnsubscribeFunc | undefined
    subscribeToChatReadsWith(me, other, (read) => {
      if (active) setReads((current) => mergeReads(current, [read]))
    }).then(
      (stop) => {
        if (active) unsubscribe = stop
        else void stop()
      },
      (error: unknown) => console.error('Failed to subscribe to chat reading', error),
    )
    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [me, other])

  useEffect(() => {
    if (!chatId) return
    let active = true
    listChatReads(chatId).then(
      (rows) => active && setReads((current) => mergeReads(current, rows)),
      (error: unknown) => console.error('Failed to load chat reading', error),
    )
    return () => {
      active = false
    }
  }, [chatId])

  return reads.filter((read) => read.chat === chatId)
}

/**
 * Marks the chat read while it is open and visible (on opening, and as messages arrive), and
 * returns the id of my last message once the other person has read it ("Seen").
 */
export function useChatReading(
  chatId: string | null,
  me: string,
  other: string,
  messages: readonly MessageRecord[],
): string | null {
  const visible = usePageVisible()
  const reads = useChatReads(chatId, me, other)
  const mine = reads.find((read) => read.user === me)
  const theirs = reads.find((read) => read.user !== me)
  const mineId = mine?.id
  const upTo = visible && mine ? readingToMark(messages, me, mine.lastReadAt) : null
  const marked = useRef('')

  useEffect(() => {
    if (!chatId || !mineId || !upTo || marked.current >= upTo) return
    marked.current = upTo
    noteChatRead(chatId)
    markChatRead(mineId, upTo).catch((error: unknown) => {
      marked.current = ''
      console.error('Failed to mark the chat read', error)
    })
  }, [chatId, mineId, upTo])

  return seenMessageId(messages, me, theirs?.lastReadAt ?? '')
}
