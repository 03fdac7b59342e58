import { useCallback, useEffect, useReducer } from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { listPeople } from '@/lib/people'
import { useLiveQuery } from '@/lib/use-live-query'
import { useCurrentUser } from '@/stores/user'
import { listChats, subscribeToChats } from './chatApi'
import { InboxRowLink } from './InboxRowLink'
import { toInboxRow } from './inboxRow'

/** Re-renders every minute so "5 minutes ago" stays true. */
function useMinuteTick() {
  const [, tick] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    const timer = window.setInterval(tick, 60_000)
    return () => window.clearInterval(timer)
  }, [])
}

function Inbox({ me }: { me: string }) {
  useMinuteTick()
  // Two requests however many chats: the chats (with their last message) and the people.
  const load = useCallback(async () => {
    const chats = await listChats(me)
    const people = await listPeople(
      chats.map((chat) => (chat.user1 === me ? chat.user2 : chat.user1)),
    )
    return { chats, people }
  }, [me])
  const { data, loading } = useLiveQuery(load, subscribeToChats)

  if (loading) return <Spinner label="Loading chats..." />
  const rows = (data?.chats ?? []).map((chat) => toInboxRow(chat, me, data?.people ?? {}))
  if (rows.length === 0) {
    return <p className="py-12 text-center text-muted-foreground">No conversations yet</p>
  }
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.chatId}>
          <InboxRowLink row={row} />
        </li>
      ))}
    </ul>
  )
}

/** /user/inbox: conversations, newest first, updated live (spec §2 "Inbox"). */
export default function InboxPage() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardContent className="p-0">
        <h2 className="sr-only">Conversations</h2>
        <Inbox me={user.id} />
      </CardContent>
    </Card>
  )
}
