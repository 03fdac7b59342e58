// The notification centre's calls: one page of the newest, the unread count, live events, and
// marking read. The server's rules keep each member to their own notifications.
import type { UnsubscribeFunc } from 'pocketbase'
import { followMemberFeed } from '@/lib/member-feed'
import type { MemberFeedEvent } from '@/lib/member-feed-events'
import { pb } from '@/lib/pocketbase'
import type { NotificationRecord } from '@/lib/types'

const PAGE_SIZE = 20

export interface NotificationsSnapshot {
  items: NotificationRecord[]
  unread: number
}

/** Two requests, whatever the number of notifications: the newest page and the unread total. */
export async function loadNotifications(userId: string): Promise<NotificationsSnapshot> {
  const notifications = pb.collection('notifications')
  const [page, unread] = await Promise.all([
    notifications.getList(1, PAGE_SIZE, {
      filter: pb.filter('user = {:me}', { me: userId }),
      sort: '-created',
      skipTotal: true,
    }),
    notifications.getList(1, 1, {
      filter: pb.filter("user = {:me} && readAt = ''", { me: userId }),
      fields: 'id',
    }),
  ])
  return { items: page.items, unread: unread.totalItems }
}

/** Every create and update of the member's notifications (other tabs included). */
export function subscribeToNotifications(
  onEvent: (event: MemberFeedEvent<'notifications'>) => void,
): Promise<UnsubscribeFunc> {
  return followMemberFeed('notifications', onEvent)
}

/** After a reconnect: events sent while the connection was down are lost, so reload. */
export function onReconnect(reload: () => void): Promise<UnsubscribeFunc> {
  return pb.realtime.subscribe('PB_CONNECT', reload)
}

export async function markAllNotificationsRead(): Promise<void> {
  await pb.send('/api/gymbuddy/notifications/read-all', { method: 'POST' })
}

export async function markNotificationRead(id: string): Promise<void> {
  await pb.collection('notifications').update(id, { readAt: new Date().toISOString() })
}
