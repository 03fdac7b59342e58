import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ComingAnswer } from '@/components/reminders/coming-answer'
import { Button } from '@/components/ui/button'
import type { NotificationRecord } from '@/lib/types'
import { reminderAsks } from '@/lib/reminder-answers'
import { useNow } from '@/lib/use-now'
import { cn } from '@/lib/utils'
import { describeNotification, noticeAge, notificationLink } from './notification-text'

interface NotificationListProps {
  heading: ReactNode
  items: NotificationRecord[]
  unread: number
  onMarkAllRead: () => void
  /** A notification was followed to its booking. */
  onOpen: (notification: NotificationRecord) => void
  className?: string
  /** Room for the full-screen dialog's close button. */
  headerClassName?: string
}

/**
 * The notification centre's content: heading, Mark all as read (when there is anything), and each
 * event in words with how long ago it came, linking to its booking.
 */
export function NotificationList({
  heading,
  items,
  unread,
  onMarkAllRead,
  onOpen,
  className,
  headerClassName,
}: NotificationListProps) {
  const now = useNow()
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div
        className={cn(
          'flex items-center justify-between gap-2 border-b px-4 py-2',
          headerClassName,
        )}
      >
        {heading}
        {items.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
            Mark all as read
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">No notifications yet.</p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y overflow-y-auto md:max-h-96">
          {items.map((notification) => {
            const unreadItem = notification.readAt === ''
            return (
              <li key={notification.id}>
                <Link
                  to={notificationLink(notification)}
                  onClick={() => onOpen(notification)}
                  className="flex items-start gap-3 px-4 py-3 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      unreadItem ? 'bg-primary' : 'bg-transparent',
                    )}
                  />
                  <span className="grid flex-1 gap-0.5">
                    <span className={cn(unreadItem && 'font-medium')}>
                      {describeNotification(notification)}
                      {unreadItem && ' '}
                      {unreadItem && <span className="sr-only">(unread)</span>}
                    </span>{' '}
                    <time
                      dateTime={notification.created.replace(' ', 'T')}
                      className="text-xs text-muted-foreground"
                    >
                      {noticeAge(notification.created, now)}
                    </time>
                  </span>
                </Link>
                {reminderAsks(notification, now) && (
                  <div className="px-4 pb-3 pl-9">
                    <ComingAnswer
                      bookingId={notification.booking}
                      onCancelOpened={() => onOpen(notification)}
                    />
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
