import { useParams } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { LoadFailed } from '@/components/load-failed'
import { MemberSafetyActions } from '@/components/safety/member-safety-actions'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { displayName } from '@/lib/people'
import { useCurrentUser } from '@/stores/user'
import { ChatNotFound } from './chat-not-found'
import { CHAT_TEXTS } from './chat-texts'
import type { ConversationData } from './conversation-data'
import { ComposerSlot } from './composer-slot'
import { MessageList } from './message-list'
import { useChat } from './use-chat'
import { useChatReading } from './use-chat-reading'

function Conversation({
  me,
  otherUserId,
  initial,
}: {
  me: string
  otherUserId: string
  initial?: ConversationData
}) {
  const chat = useChat(me, otherUserId, initial)
  const { status, error, retry, chatId, other, left, messages, send } = chat
  const seenMessageId = useChatReading(chatId, me, otherUserId, messages)
  // Someone who has not written yet (and is neither a trainer nor a booking party) has no name here.
  const name =
    displayName(other ?? undefined) || (status === 'ready' ? CHAT_TEXTS.hiddenMember : '')

  if (status === 'notFound') return <ChatNotFound />

  return (
    <Card className="mx-auto flex h-[calc(100svh-8rem)] w-full max-w-3xl flex-col overflow-hidden">
      <div className="flex items-center gap-3 border-b px-4 py-3 md:px-6">
        <Avatar
          src={avatarUrl(other, '100x100')}
          initial={avatarInitial(other?.name, undefined, 'U')}
        />
        <h2 className="min-w-0 flex-1 text-lg font-semibold break-words sm:truncate">
          Chat with {name || '...'}
        </h2>
        {status === 'ready' && <MemberSafetyActions memberId={otherUserId} memberName={name} />}
      </div>
      {status === 'loading' && <Spinner label="Loading chat..." className="flex-1" />}
      {status === 'failed' && (
        <LoadFailed what="this conversation" error={error} onRetry={retry} className="flex-1" />
      )}
      {status === 'ready' && (
        <MessageList
          messages={messages}
          me={me}
          seenMessageId={seenMessageId}
          hasEarlier={chat.hasEarlier}
          earlier={chat.earlier}
          onLoadEarlier={chat.loadEarlier}
        />
      )}
      {left ? (
        <p role="status" className="border-t p-3 text-center text-sm text-muted-foreground md:p-4">
          {CHAT_TEXTS.memberLeft}
        </p>
      ) : (
        <ComposerSlot disabled={status !== 'ready'} onSend={send} />
      )}
    </Card>
  )
}

/** /user/chat/{userId}: the conversation with one other user. */
export default function ChatPage({ loaderData }: { loaderData?: ConversationData | null }) {
  const user = useCurrentUser()
  const { userId = '' } = useParams()
  if (!user) return null
  if (userId === user.id) return <ChatNotFound self />
  const initial =
    loaderData?.me === user.id && loaderData.otherUserId === userId ? loaderData : undefined
  // A new key per pair: nothing of one conversation leaks into the next, also when another tab
  // signs in as someone else.
  return (
    <Conversation
      key={`${user.id}:${userId}`}
      me={user.id}
      otherUserId={userId}
      initial={initial}
    />
  )
}
