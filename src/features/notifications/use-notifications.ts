// The signed-in member's notifications, live: a new one reloads the list and shows a toast.
import { useCallback, useEffect, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { toast } from '@/lib/toast'
import type { NotificationRecord } from '@/lib/types'
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

export function useNotifications(userId: string) {
  const [state, setState] = useState<NotificationsSnapshot>({ items: [], unread: 0 })
  const [reloadToken, setReloadToken] = useState(0)

  useEffect(() => {
    let active = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () =>
      loadNotifications(userId).then(
        (snapshot) => active && setState(snapshot),
        (error: unknown) => console.error('Failed to load notifications', error),
      )
    const reload = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void load(), RELOAD_DELAY_MS)
    }
    void load()
    const stops: Promise<UnsubscribeFunc>[] = [
      subscribeToNotifications((event) => {
        if (event.action === 'create') toast.info(describeNotification(event.record))
        reload()
      }),
      onReconnect(reload),
    ]
    return () => {
      active = false
      clearTimeout(timer)
      for (const stop of stops) {
        stop.then(
          (unsubscribe) => void unsubscribe(),
          (error: unknown) => console.error('Failed to subscribe to notifications', error),
        )
      }
    }
  }, [userId, reloadToken])

  const markAllRead = useCallback(async () => {
    const now = new Date().toISOString()
    setState((current) => ({
      unread: 0,
      items: current.items.map((item) => (item.readAt ? item : { ...item, readAt: now })),
    }))
    try {
      await markAllNotificationsRead()
    } catch (error) {
      console.error('Failed to mark notifications as read', error)
      toast.error(MARK_FAILED)
      setReloadToken((token) => token + 1)
    }
  }, [])

  const markRead = useCallback((notification: NotificationRecord) => {
    if (notification.readAt) return
    markNotificationRead(notification.id).catch((error: unknown) =>
      console.error('Failed to mark the notification as read', error),
    )
  }, [])

  return { ...state, markAllRead, markRead }
}
