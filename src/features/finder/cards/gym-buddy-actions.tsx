import { MessageCircleIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { withDay } from '@/lib/free-hours'
import { cn } from '@/lib/utils'

/**
 * Book Session and the message icon. The icon opens the chat with the trainer (created on first
 * use by the chat screen); a visitor goes through login and comes back to that chat. A trainer's
 * own card offers neither.
 */
export function GymBuddyActions({
  buddyId,
  displayName,
  own,
  day,
  className,
}: {
  buddyId: string
  displayName: string
  own: boolean
  /** The finder's "Free on" day: Book Session opens on it. */
  day?: string
  className?: string
}) {
  if (own) {
    return <p className={cn('text-sm text-muted-foreground', className)}>This is your card.</p>
  }
  return (
    <div className={cn('flex gap-2', className)}>
      <Button asChild className="flex-1">
        <Link to={withDay(`/book-session/${buddyId}`, day)}>Book Session</Link>
      </Button>
      <Button asChild variant="outline" size="icon">
        <Link to={`/user/chat/${buddyId}`}>
          <MessageCircleIcon aria-hidden="true" />
          <span className="sr-only">Message {displayName}</span>
        </Link>
      </Button>
    </div>
  )
}
