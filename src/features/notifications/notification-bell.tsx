import { BellIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { useIsMobile } from '@/components/ui/use-mobile'
import { useUnreadMessageTotal } from '@/lib/unread-messages'
import type { NotificationRecord } from '@/lib/types'
import { NotificationList } from './notification-list'
import { bellLabel, tabTitle } from './notification-text'
import { useNotifications } from './use-notifications'

const HEADING_CLASS = 'text-base font-semibold'

/**
 * The bell in the signed-in header (issue 14): unread count, the list in a popover on desktop and
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
  const listProps = {
    items,
    unread,
    onMarkAllRead: () => void markAllRead(),
    onOpen: openNotification,
  }

  return (
    <>
      <title>{tabTitle(unread + unreadMessages, pageTitle)}</title>
      {isMobile ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>{trigger}</DialogTrigger>
          <DialogContent
            aria-describedby={undefined}
            className="inset-0 top-0 left-0 flex h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 p-0 pt-2"
          >
            <NotificationList
              {...listProps}
              className="flex-1"
              headerClassName="pr-12"
              heading={<DialogTitle className={HEADING_CLASS}>Notifications</DialogTitle>}
            />
          </DialogContent>
        </Dialog>
      ) : (
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>{trigger}</PopoverTrigger>
          <PopoverContent align="end" className="w-96 p-0" aria-label="Notifications">
            <NotificationList
              {...listProps}
              heading={<h2 className={HEADING_CLASS}>Notifications</h2>}
            />
          </PopoverContent>
        </Popover>
      )}
    </>
  )
}
