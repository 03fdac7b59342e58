import { startTransition, useEffect, useReducer, useState } from 'react'
import { Link } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { InboxViewRecord } from '@/lib/types'
import { useUnreadMessages } from '@/lib/unread-messages'
import { useLiveQuery } from '@/lib/use-live-query'
import { useCurrentUser } from '@/stores/user'
import { listInbox, subscribeToChats } from './chat-api'
import type { InboxLoaderData } from './inbox-loader'
import { CHAT_TEXTS } from './chat-texts'
import { InboxRowLink } from './inbox-row-link'
import { toInboxRow } from './inbox-row'

/** Re-renders every minute so "5 minutes ago" stays true. */
function useMinuteTick() {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    const timer = window.setInterval(tick, 60_000)
    return () => window.clearInterval(timer)
  }, [])
}

/** Rows in the first paint: a tall screen's worth. The rest follow in the next render. */
const FIRST_ROWS = 15

/**
 * How many rows to render: a screenful first (they show without waiting for the other 185 of a
 * long inbox), then all of them in a transition that yields to the browser.
 */
function useRowsShown(loaded: boolean): number {
  const [limit, setLimit] = useState(FIRST_ROWS)
  useEffect(() => {
    if (!loaded) return
    const frame = requestAnimationFrame(() => startTransition(() => setLimit(Infinity)))
    return () => cancelAnimationFrame(frame)
  }, [loaded])
  return limit
}

/** No chats yet: clients are offered the next step (trainers wait for clients to write). */
function EmptyInbox({ offerFinder }: { offerFinder: boolean }) {
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center">
      <p className="text-muted-foreground">No conversations yet</p>
      {offerFinder && (
        <Link to="/find-gym-buddy" className={buttonVariants({ variant: 'outline' })}>
          {CHAT_TEXTS.findGymBuddy}
        </Link>
      )}
    </div>
  )
}

function Inbox({
  me,
  offerFinder,
  initial,
}: {
  me: string
  offerFinder: boolean
  /** The chats the route's loader fetched with the code: shown at once, not asked again. */
  initial?: InboxViewRecord[]
}) {
  useMinuteTick()
  // One request however many chats (inbox_view); views send no realtime events, so any change to
  // a chat (a new one, a new message) reloads it.
  const { data, loading, failed, error, retry } = useLiveQuery(listInbox, {
    subscribe: subscribeToChats,
    initial,
  })
  // Every chat's unread count comes from one shared request (the sidebar shows their total).
  const { counts } = useUnreadMessages()
  const limit = useRowsShown(data !== undefined && data !== null)

  if (loading) return <Spinner label="Loading chats..." />
  if (failed) return <LoadFailed what="your conversations" error={error} onRetry={retry} />
  const chats = data ?? []
  if (chats.length === 0) return <EmptyInbox offerFinder={offerFinder} />
  const rows = chats.slice(0, limit).map((chat) => toInboxRow(chat, me, counts[chat.id]))
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        // Rows below the fold skip layout and paint until scrolled near (long inboxes).
        <li
          key={row.chatId}
          className="[contain-intrinsic-size:auto_76px] [content-visibility:auto]"
        >
          <InboxRowLink row={row} />
        </li>
      ))}
    </ul>
  )
}

/** /user/inbox: conversations, newest first, updated live. */
export default function InboxPage({ loaderData }: { loaderData?: InboxLoaderData | null }) {
  const user = useCurrentUser()
  if (!user) return null
  const initial = loaderData?.me === user.id ? loaderData.chats : undefined
  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardContent className="p-0">
        <h2 className="sr-only">Conversations</h2>
        <Inbox
          key={user.id}
          me={user.id}
          offerFinder={user.userType !== 'trainer'}
          initial={initial}
        />
      </CardContent>
    </Card>
  )
}
