import { badgeCount, unreadMessagesLabel } from '@/lib/unread-counts'

export const INBOX_PATH = '/user/inbox'

/**
 * The link's accessible name, "Inbox, 3 unread messages" (an aria-label: the badge's parts would
 * otherwise be read with a stray space, "Inbox , 3 …"); undefined leaves the plain "Inbox".
 */
export function inboxLinkName(label: string, unread: number): string | undefined {
  return unread > 0 ? `${label}, ${unreadMessagesLabel(unread)}` : undefined
}

/**
 * The sidebar's Inbox label with the total of unread messages as a badge (the words are the link's
 * name, above). In the collapsed (icon) sidebar the label hides and a dot on the icon stays.
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
        <span>{label}</span>
        <span
          aria-hidden="true"
          className="rounded-full bg-primary px-1.5 py-0.5 text-xs leading-none font-semibold text-primary-foreground"
        >
          {badgeCount(unread)}
        </span>
      </span>
    </>
  )
}
