import { useEffect, useRef } from 'react'
import { formatSgtTime } from '@/lib/dates'
import type { MessageRecord } from '@/lib/types'
import { cn } from '@/lib/utils'
import { CHAT_TEXTS } from './chatTexts'

/** The conversation, oldest first; own messages on the right. Texts render as text, never HTML. */
export function MessageList({
  messages,
  me,
  seenMessageId = null,
}: {
  messages: MessageRecord[]
  me: string
  /** My last message, once the other person has read it: "Seen" shows under it. */
  seenMessageId?: string | null
}) {
  const scroller = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [messages.length])

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      className="flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring md:px-6"
    >
      {messages.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No messages yet. Say hello!</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const own = message.sender === me
            return (
              <li
                key={message.id}
                data-own={own}
                className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
              >
                <p
                  className={cn(
                    'max-w-[80%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap',
                    own
                      ? 'rounded-br-sm bg-primary text-primary-foreground'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  <span className="sr-only">{own ? 'You: ' : 'They: '}</span>
                  {message.text}
                </p>
                <time
                  className="text-xs text-muted-foreground"
                  dateTime={message.created.replace(' ', 'T')}
                >
                  {formatSgtTime(message.created)}
                </time>
                {message.id === seenMessageId && (
                  <p className="text-xs font-medium text-muted-foreground">{CHAT_TEXTS.seen}</p>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
