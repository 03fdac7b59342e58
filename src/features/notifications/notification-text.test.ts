import { describe, expect, it } from 'vitest'
import {
  bellLabel,
  describeNotification,
  notificationLink,
  shortSgtWhen,
  tabTitle,
} from './notification-text'

// Thu 26 Nov 2026, 19:00 in Singapore is 11:00 UTC.
const datetime = '2026-11-26 11:00:00.000Z'

describe('notification wording', () => {
  it('shows the session in Singapore time whatever the stored UTC', () => {
    expect(shortSgtWhen(datetime)).toBe('Thu 26 Nov, 19:00')
    expect(shortSgtWhen('2026-11-26T17:00:00.000Z')).toBe('Fri 27 Nov, 01:00')
  })

  it('says each event in words', () => {
    const event = { actorName: 'Marcus Lim', datetime }
    expect(describeNotification({ ...event, kind: 'booking_confirmed' })).toBe(
      'Marcus Lim confirmed Thu 26 Nov, 19:00',
    )
    expect(describeNotification({ ...event, kind: 'booking_requested' })).toBe(
      'Marcus Lim requested Thu 26 Nov, 19:00',
    )
    expect(describeNotification({ ...event, kind: 'booking_reminder' })).toBe(
      'Reminder: session with Marcus Lim on Thu 26 Nov, 19:00',
    )
    expect(describeNotification({ ...event, kind: 'review_received' })).toBe(
      'Marcus Lim rated your session on Thu 26 Nov, 19:00',
    )
    expect(describeNotification({ actorName: '', datetime, kind: 'booking_expired' })).toBe(
      'Your request for Thu 26 Nov, 19:00 expired without an answer',
    )
    expect(describeNotification({ actorName: '', datetime, kind: 'booking_cancelled' })).toBe(
      'Your session on Thu 26 Nov, 19:00 was cancelled',
    )
  })

  it('says a folded burst from one member as one line with its count', () => {
    const burst = { actorName: 'Nora Tan', datetime, count: 40 }
    expect(describeNotification({ ...burst, kind: 'booking_requested' })).toBe(
      '40 requests from Nora Tan',
    )
    expect(describeNotification({ ...burst, kind: 'booking_cancelled' })).toBe(
      'Nora Tan cancelled 40 requests',
    )
    expect(describeNotification({ ...burst, kind: 'booking_rescheduled' })).toBe(
      'Nora Tan rescheduled 40 sessions',
    )
    expect(describeNotification({ ...burst, count: 1, kind: 'booking_requested' })).toBe(
      'Nora Tan requested Thu 26 Nov, 19:00',
    )
  })

  it('links trainers to My Schedule and clients to My Bookings', () => {
    expect(notificationLink({ role: 'trainer' })).toBe('/user/schedule')
    expect(notificationLink({ role: 'booker' })).toBe('/user/bookings')
  })

  it('names the bell and the tab with the unread count', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread')
    expect(bellLabel(0)).toBe('Notifications')
    expect(tabTitle(3)).toBe('(3) GymBuddy')
    expect(tabTitle(0)).toBe('GymBuddy')
    expect(tabTitle(2, 'My Bookings')).toBe('(2) My Bookings · GymBuddy')
    expect(tabTitle(0, 'Inbox')).toBe('Inbox · GymBuddy')
  })
})
