import { Link } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { avatarInitial, avatarUrl } from '@/lib/avatars'
import { cn } from '@/lib/utils'
import type { InboxRow } from './inbox-row'
import { UnreadCount } from './unread-count'

export function InboxRowLink({ row }: { row: InboxRow }) {
  return (
    <Link
      to={`/user/chat/${row.otherUserId}`}
      // A ring inset into the row, so the list's dividers and the card's edge do not hide it.
      className="flex items-center gap-3 px-4 py-4 outline-none hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset md:px-6"
    >
      <Avatar
        src={avatarUrl(row.other.avatarFile, '100x100')}
        initial={avatarInitial(row.other.name, undefined, 'U')}
        className="size-11"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate', row.unread > 0 ? 'font-semibold' : 'font-medium')}>
            {row.name}
          </p>
          {row.timeAgo && <p className="shrink-0 text-xs text-muted-foreground">{row.timeAgo}</p>}
        </div>
        <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          {row.lastIsOwn && <Badge variant="secondary">You</Badge>}
          <span className={cn('truncate', row.unread > 0 && 'text-foreground')}>
            {row.lastText}
          </span>
        </p>
      </div>
      {row.unread > 0 && <UnreadCount count={row.unread} />}
    </Link>
  )
}
