import { BellIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DeferredOverlay } from '@/components/ui/deferred-overlay'
import { useIsMobile } from '@/components/ui/use-mobile'
import { useUnreadMessageTotal } from '@/lib/unread-messages'
import type { NotificationRecord } from '@/lib/types'
import { bellLabel, tabTitle } from './notification-text'
import { useNotifications } from './use-notifications'

// The list's code (Radix, the list) is not needed for the first paint of a signed-in page.
const loadPanel = () => import('./notification-panel')

/**
 * The bell in the signed-in header: unread count, the list in a popover on desktop and
 * full screen on phones, live arrival with a toast. It also keeps the tab title's unread count.
 */
export function NotificationBell({ userId, pageTitle }: { userId: string; pageTitle?: string }) {
  const { items, unread, markAllRead, markRead } = useNotifications(userId)
  const unreadMessages = useUnreadMessageTotal()
  const isMobile = useIsMobile()
  const [open, setOpen] = useState(false)

  function openNotification(notification: NotificationRecord) {
    markRead(notification)
    setOpen(false)
  }

  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={bellLabel(unread)}>
      <BellIcon className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  )
  const list = {
    items,
    unread,
    onMarkAllRead: () => void markAllRead(),
    onOpen: openNotification,
  }

  return (
    <>
      <title>{tabTitle(unread + unreadMessages, pageTitle)}</title>
      <DeferredOverlay
        load={loadPanel}
        props={{ isMobile, list }}
        popup="dialog"
        open={open}
        onOpenChange={setOpen}
        trigger={trigger}
      />
    </>
  )
}
