import { badgeCount, unreadMessagesLabel } from '@/lib/unread-counts'

export const INBOX_PATH = '/user/inbox'

/**
 * The sidebar's Inbox label with the total of unread messages: a badge, read out as words. In the
 * collapsed (icon) sidebar the label hides and a dot on the icon stays.
 */
export function InboxLabel({ label, unread }: { label: string; unread: number }) {
  if (unread <= 0) return <span>{label}</span>
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-5 hidden size-2 rounded-full bg-primary group-data-[collapsible=icon]/sidebar:block"
      />
      <span className="flex min-w-0 flex-1 items-center justify-between gap-2">
        {label}
        <span className="rounded-full bg-primary px-1.5 py-0.5 text-xs leading-none font-semibold text-primary-foreground">
          <span aria-hidden="true">{badgeCount(unread)}</span>
          <span className="sr-only">, {unreadMessagesLabel(unread)}</span>
        </span>
      </span>
    </>
  )
}
