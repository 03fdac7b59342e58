import { ReportButton } from '@/components/safety/report-button'
import { Button } from '@/components/ui/button'
import { SAFETY_TEXTS } from '@/content/safety'
import { formatSgtTime } from '@/lib/dates'
import type { MessageRecord } from '@/lib/types'
import { cn } from '@/lib/utils'
import { CHAT_TEXTS } from './chat-texts'
import { withDaySeparators } from './message-days'
import { splitMessageLinks } from './message-links'
import { useMessageScroll } from './use-message-scroll'
import type { EarlierStatus } from './use-chat'

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

/** Over the top of the list, so it moves nothing: loading an older page, or why it failed. */
function EarlierStatusLine({ earlier, onRetry }: { earlier: EarlierStatus; onRetry: () => void }) {
  if (earlier === 'idle') return null
  return (
    <div className="pointer-events-none absolute inset-x-0 top-2 z-10 flex justify-center px-4">
      <p
        role="status"
        className="pointer-events-auto flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs text-muted-foreground shadow-sm"
      >
        {earlier === 'loading' ? CHAT_TEXTS.loadingEarlier : CHAT_TEXTS.earlierFailed}
        {earlier === 'failed' && (
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onRetry}>
            {CHAT_TEXTS.loadEarlier}
          </Button>
        )}
      </p>
    </div>
  )
}

/**
 * The conversation, oldest first, a date line starting each day; own messages on the right; times
 * in Singapore time (SGT). Texts render as text, never HTML. Older pages load near the top.
 */
export function MessageList({
  messages,
  me,
  seenMessageId = null,
  hasEarlier = false,
  earlier = 'idle',
  onLoadEarlier = () => {},
}: {
  messages: MessageRecord[]
  me: string
  /** My last message, once the other person has read it: "Seen" shows under it. */
  seenMessageId?: string | null
  /** Older messages exist on the server (the start of the chat is not shown yet). */
  hasEarlier?: boolean
  earlier?: EarlierStatus
  onLoadEarlier?: () => void
}) {
  const { scroller, onScroll } = useMessageScroll({
    firstId: messages[0]?.id,
    lastId: messages.at(-1)?.id,
    hasEarlier,
    loadingEarlier: earlier !== 'idle',
    onLoadEarlier,
  })

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <EarlierStatusLine earlier={earlier} onRetry={onLoadEarlier} />
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        tabIndex={0}
        className="flex-1 overflow-y-auto px-4 py-4 outline-none [overflow-anchor:none] focus-visible:ring-2 focus-visible:ring-ring md:px-6"
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
                  <div className="flex items-center gap-3">
                    <time
                      className="text-xs text-muted-foreground"
                      dateTime={message.created.replace(' ', 'T')}
                    >
                      {formatSgtTime(message.created)} {CHAT_TEXTS.sgt}
                    </time>
                    {!own && (
                      <ReportButton
                        subject={{ message: message.id }}
                        label={SAFETY_TEXTS.reportMessage}
                        what={SAFETY_TEXTS.thisMessage}
                      />
                    )}
                  </div>
                  {message.id === seenMessageId && (
                    <p className="text-xs font-medium text-muted-foreground">{CHAT_TEXTS.seen}</p>
                  )}
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </div>
  )
}
