import { describe, expect, it } from 'vitest'
import {
  bellLabel,
  describeNotification,
  noticeAge,
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

  it("a request sent names the trainer's deadline; a move names the old and the new time", () => {
    const event = { actorName: 'Marcus Lim', datetime, answerBy: '2026-11-25 11:00:00.000Z' }
    const previousDatetime = '2026-11-25 02:00:00.000Z'
    // One's own request never reads as an order to answer.
    expect(describeNotification({ ...event, kind: 'booking_sent' })).toBe(
      'Request for Thu 26 Nov, 19:00 sent to Marcus Lim, who has until Wed 25 Nov, 19:00 to answer',
    )
    expect(describeNotification({ ...event, kind: 'booking_sent', previousDatetime })).toBe(
      'Move of Wed 25 Nov, 10:00 to Thu 26 Nov, 19:00 sent to Marcus Lim, who has until Wed 25 Nov, 19:00 to answer',
    )
    expect(describeNotification({ ...event, kind: 'booking_rescheduled', previousDatetime })).toBe(
      'Marcus Lim asks to move Wed 25 Nov, 10:00 to Thu 26 Nov, 19:00: answer needed · answer by Wed 25 Nov, 19:00',
    )
    expect(describeNotification({ ...event, kind: 'booking_declined', previousDatetime })).toBe(
      'Marcus Lim declined the move to Thu 26 Nov, 19:00: your session on Wed 25 Nov, 10:00 stands',
    )
    expect(describeNotification({ ...event, kind: 'reschedule_kept', previousDatetime })).toBe(
      "Marcus Lim's session on Wed 25 Nov, 10:00 stands (move to Thu 26 Nov, 19:00 not confirmed)",
    )
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
    expect(notificationLink({ role: 'booker', booking: 'b1' })).toBe('/user/bookings?booking=b1')
    expect(notificationLink({ role: 'trainer', booking: 'b2' })).toBe('/user/schedule?booking=b2')
  })

  it('opens Book Session at the freed hour for a waited-for slot, and says a late cancel', () => {
    expect(
      notificationLink({
        role: 'booker',
        booking: 'b3',
        kind: 'slot_opened',
        actor: 't1',
        datetime,
      }),
    ).toBe('/book-session/t1?at=2026-11-26T11%3A00%3A00.000Z')
    expect(describeNotification({ kind: 'slot_opened', actorName: 'Marcus Lim', datetime })).toBe(
      'Thu 26 Nov, 19:00 with Marcus Lim is free again: book it now',
    )
    expect(
      describeNotification({
        kind: 'booking_cancelled',
        actorName: 'Marcus Lim',
        datetime,
        lateCancel: true,
      }),
    ).toContain('late cancel')
  })

  it('says how long ago a notification came', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    expect(noticeAge('2026-11-26 11:59:40.000Z', now)).toBe('just now')
    expect(noticeAge('2026-11-26 11:55:00.000Z', now)).toBe('5 min ago')
    expect(noticeAge('2026-11-26 10:00:00.000Z', now)).toBe('2 h ago')
    expect(noticeAge('2026-11-23 12:00:00.000Z', now)).toBe('3 d ago')
    expect(noticeAge('2026-11-12 02:00:00.000Z', now)).toBe('Thu 12 Nov')
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

describe('a notification of a session at a venue', () => {
  it('names the venue with the time', () => {
    expect(
      describeNotification({
        kind: 'booking_confirmed',
        actorName: 'Marcus Lim',
        datetime: '2026-12-01 11:00:00.000Z',
        venue: 'Bishan Park',
      }),
    ).toBe('Marcus Lim confirmed Tue 1 Dec, 19:00 at Bishan Park')
  })
})

describe('payment and package notifications', () => {
  it('say who paid or confirmed, and package notices lead to Payments', () => {
    const event = { actorName: 'Nora Tan', datetime }
    expect(describeNotification({ ...event, kind: 'payment_claimed' })).toBe(
      'Nora Tan says they paid for Thu 26 Nov, 19:00',
    )
    expect(describeNotification({ ...event, kind: 'payment_received' })).toBe(
      'Nora Tan confirmed your payment for Thu 26 Nov, 19:00',
    )
    expect(notificationLink({ role: 'booker', booking: '', kind: 'package_activated' })).toBe(
      '/user/payments',
    )
    expect(notificationLink({ role: 'trainer', booking: 'b1', kind: 'payment_claimed' })).toBe(
      '/user/schedule?booking=b1',
    )
  })
})
