// The signed-in member's notifications, live: a new one reloads the list and shows a toast.
import { useCallback } from 'react'
import { toast } from '@/lib/toast'
import type { NotificationRecord } from '@/lib/types'
import { subscribeToAll, useLiveQuery, type Subscribe } from '@/lib/use-live-query'
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  onReconnect,
  subscribeToNotifications,
  type NotificationsSnapshot,
} from './notifications-api'
import { describeNotification } from './notification-text'

/** A burst of events (Mark all as read in another tab) costs one reload. */
const RELOAD_DELAY_MS = 100
const MARK_FAILED = 'Could not mark notifications as read. Please try again.'
const NONE: NotificationsSnapshot = { items: [], unread: 0 }

// A new notification says so; after a reconnect events sent meanwhile are lost: either reloads.
const follow: Subscribe<NotificationsSnapshot> = (reload) =>
  subscribeToAll([
    subscribeToNotifications((event) => {
      if (event.action === 'create') toast.info(describeNotification(event.record))
      reload()
    }),
    onReconnect(reload),
  ])

export function useNotifications(userId: string) {
  const load = useCallback(() => loadNotifications(userId), [userId])
  const live = useLiveQuery(load, { subscribe: follow, changeDelayMs: RELOAD_DELAY_MS })
  const { update, reload } = live

  const markAllRead = useCallback(async () => {
    const now = new Date().toISOString()
    update((current = NONE) => ({
      unread: 0,
      items: current.items.map((item) => (item.readAt ? item : { ...item, readAt: now })),
    }))
    try {
      await markAllNotificationsRead()
    } catch (error) {
      console.error('Failed to mark notifications as read', error)
      toast.error(MARK_FAILED)
      reload()
    }
  }, [update, reload])

  const markRead = useCallback((notification: NotificationRecord) => {
    if (notification.readAt) return
    markNotificationRead(notification.id).catch((error: unknown) =>
      console.error('Failed to mark the notification as read', error),
    )
  }, [])

  return { ...(live.data ?? NONE), markAllRead, markRead }
}
