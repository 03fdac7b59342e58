import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MemberFeedEvent } from '@/lib/member-feed-events'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationRecord } from '@/lib/types'
import { NotificationBell } from './notification-bell'
import * as api from './notifications-api'

vi.mock('./notifications-api', () => ({
  loadNotifications: vi.fn(),
  subscribeToNotifications: vi.fn(),
  onReconnect: vi.fn(() => Promise.resolve(() => Promise.resolve())),
  markAllNotificationsRead: vi.fn(() => Promise.resolve()),
  markNotificationRead: vi.fn(() => Promise.resolve()),
}))
vi.mock('@/lib/unread-messages', () => ({ useUnreadMessageTotal: () => 2 }))
const toastInfo = vi.fn()
vi.mock('@/lib/toast', () => ({ toast: { info: (m: string) => toastInfo(m), error: vi.fn() } }))

function notification(overrides: Partial<NotificationRecord>): NotificationRecord {
  return {
    id: 'n1',
    collectionId: 'c',
    collectionName: 'notifications',
    created: '2026-11-23 01:00:00.000Z',
    updated: '2026-11-23 01:00:00.000Z',
    user: 'me',
    kind: 'booking_confirmed',
    booking: 'b1',
    actor: 't1',
    actorName: 'Marcus Lim',
    datetime: '2026-11-26 11:00:00.000Z',
    role: 'booker',
    readAt: '',
    count: 1,
    emailStatus: 'sent',
    emailAttempts: 1,
    emailAfter: '',
    answerBy: '',
    purchase: '',
    series: '',
    venue: '',
    lateCancel: false,
    previousDatetime: '',
    replyMinutes: 0,
    emailedAt: '2026-11-23 01:00:01.000Z',
    emailError: '',
    ...overrides,
  }
}

let emit: (event: MemberFeedEvent<'notifications'>) => void = () => {}

// The list's own code loads after the first paint (a click before it opens the list when it is
// in: deferred-overlay.test.tsx); here it is in already, as it is a moment after any page shows.
beforeAll(() => import('./notification-panel'))

beforeEach(() => {
  vi.mocked(api.loadNotifications).mockResolvedValue({ items: [notification({})], unread: 1 })
  vi.mocked(api.subscribeToNotifications).mockImplementation((onEvent) => {
    emit = onEvent
    return Promise.resolve(() => Promise.resolve())
  })
})

describe('NotificationBell', () => {
  it('names the unread count, lists events in words with their age and booking, and marks all as read', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString()
    vi.mocked(api.loadNotifications).mockResolvedValue({
      items: [notification({ created: twoHoursAgo.replace('T', ' ') })],
      unread: 1,
    })
    render(
      <MemoryRouter>
        <NotificationBell userId="me" />
      </MemoryRouter>,
    )
    const bellName = { name: 'Notifications, 1 unread' }
    await screen.findByRole('button', bellName)
    expect(document.title).toBe('(3) GymBuddy')
    // The list's own trigger (Radix, data-state) has replaced the first paint's.
    await waitFor(() => expect(screen.getByRole('button', bellName)).toHaveAttribute('data-state'))
    await userEvent.click(screen.getByRole('button', bellName))
    const list = await screen.findByRole('dialog', { name: 'Notifications' })
    const item = within(list).getByRole('link', {
      name: 'Marcus Lim confirmed Thu 26 Nov, 19:00 (unread) 2 h ago',
    })
    // It opens the booking it is about (that screen scrolls to the row and highlights it).
    expect(item).toHaveAttribute('href', '/user/bookings?booking=b1')
    await userEvent.click(within(list).getByRole('button', { name: 'Mark all as read' }))
    expect(api.markAllNotificationsRead).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('shows a toast when a notification arrives live', async () => {
    render(
      <MemoryRouter>
        <NotificationBell userId="me" />
      </MemoryRouter>,
    )
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    act(() =>
      emit({
        collection: 'notifications',
        action: 'create',
        record: notification({ id: 'n2', kind: 'booking_declined' }),
      }),
    )
    expect(toastInfo).toHaveBeenCalledWith('Marcus Lim declined Thu 26 Nov, 19:00')
  })

  it('offers no Mark all as read on an empty list', async () => {
    vi.mocked(api.loadNotifications).mockResolvedValue({ items: [], unread: 0 })
    render(
      <MemoryRouter>
        <NotificationBell userId="me" />
      </MemoryRouter>,
    )
    const bellName = { name: 'Notifications' }
    await screen.findByRole('button', bellName)
    await waitFor(() => expect(screen.getByRole('button', bellName)).toHaveAttribute('data-state'))
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }))
    const list = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(within(list).getByText('No notifications yet.')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  })
})
