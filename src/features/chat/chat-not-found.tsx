import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CHAT_TEXTS } from './chat-texts'

/**
 * /user/chat/{userId} for a user that does not exist (or for the member themself: `self`): no
 * conversation, no input, a way back.
 */
export function ChatNotFound({ self = false }: { self?: boolean }) {
  return (
    <Card className="mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">
        {self ? CHAT_TEXTS.selfTitle : CHAT_TEXTS.notFoundTitle}
      </h2>
      <p className="text-muted-foreground">{self ? CHAT_TEXTS.selfChat : CHAT_TEXTS.notFound}</p>
      <Button asChild>
        <Link to="/user/inbox">{CHAT_TEXTS.backToInbox}</Link>
      </Button>
    </Card>
  )
}
