import { badgeCount, unreadMessagesLabel } from '@/lib/unread-counts'

/** An inbox row's unread messages: a round badge, read out as "3 unread messages". */
export function UnreadCount({ count }: { count: number }) {
  return (
    <span className="flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      <span aria-hidden="true">{badgeCount(count)}</span>
      <span className="sr-only">, {unreadMessagesLabel(count)}</span>
    </span>
  )
}
