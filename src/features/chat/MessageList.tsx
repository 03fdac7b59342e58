import { useEffect, useRef } from 'react'
import { formatSgtTime } from '@/lib/dates'
import type { MessageRecord } from '@/lib/types'
import { cn } from '@/lib/utils'
import { CHAT_TEXTS } from './chatTexts'
import { withDaySeparators } from './messageDays'
import { splitMessageLinks } from './messageLinks'

/** The text with its web links clickable; every part is text, never HTML. */
function MessageText({ text, own }: { text: string; own: boolean }) {
  return splitMessageLinks(text).map((part, index) =>
    part.href ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          'underline underline-offset-2',
          own ? 'text-primary-foreground' : 'text-primary',
        )}
      >
        {part.text}
      </a>
    ) : (
      part.text
    ),
  )
}

/**
 * The conversation, oldest first, a date line starting each day; own messages on the right; times
 * in Singapore time (SGT). Texts render as text, never HTML.
 */
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
          {withDaySeparators(messages).map(({ message, dayLabel }) => {
            const own = message.sender === me
            return (
              <li
                key={message.id}
                data-own={own}
                className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
              >
                {dayLabel && (
                  <p className="self-stretch py-1 text-center text-xs font-medium text-muted-foreground">
                    {dayLabel}
                  </p>
                )}
                <p
                  className={cn(
                    'max-w-[80%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap',
                    own
                      ? 'rounded-br-sm bg-primary text-primary-foreground'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  <span className="sr-only">{own ? 'You: ' : 'They: '}</span>
                  <MessageText text={message.text} own={own} />
                </p>
                <time
                  className="text-xs text-muted-foreground"
                  dateTime={message.created.replace(' ', 'T')}
                >
                  {formatSgtTime(message.created)} {CHAT_TEXTS.sgt}
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
