import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatReadRecord, MessageRecord } from '@/lib/types'
import { noteChatRead } from '@/lib/unread-messages'
import { useLiveQuery, type Subscribe } from '@/lib/use-live-query'
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
  // Until someone writes there is no chat to read, but its reading may start meanwhile.
  const subscribe = useCallback<Subscribe<ChatReadRecord[]>>(
    (_reload, update) =>
      subscribeToChatReadsWith(me, other, (read) =>
        update((current) => mergeReads(current ?? [], [read])),
      ),
    [me, other],
  )
  const load = (): Promise<ChatReadRecord[]> =>
    chatId ? listChatReads(chatId) : Promise.resolve([])
  const { data = [] } = useLiveQuery(load, {
    key: `${me}/${other}`,
    page: chatId,
    subscribe,
    merge: (current, loaded) => mergeReads(current ?? [], loaded),
  })
  return data.filter((read) => read.chat === chatId)
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
