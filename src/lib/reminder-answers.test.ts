import { describe, expect, it } from 'vitest'
import { asksComing, cancelPath, reminderAsks } from './reminder-answers'

const now = new Date('2026-12-04T02:00:00.000Z')
const inHours = (hours: number) =>
  new Date(now.getTime() + hours * 3_600_000).toISOString().replace('T', ' ')

describe('asksComing', () => {
  it('asks about a confirmed session from 24 hours before until it starts, until answered', () => {
    const session = { status: 'confirmed', datetime: inHours(23), clientConfirmedAt: '' }
    expect(asksComing(session, now)).toBe(true)
    expect(asksComing({ ...session, datetime: inHours(25) }, now)).toBe(false)
    expect(asksComing({ ...session, datetime: inHours(-1) }, now)).toBe(false)
    expect(asksComing({ ...session, clientConfirmedAt: inHours(-2) }, now)).toBe(false)
    expect(asksComing({ ...session, status: 'cancelled' }, now)).toBe(false)
  })
})

describe('reminderAsks', () => {
  it("offers the answers on the client's reminders of a session still ahead", () => {
    const line = { kind: 'booking_reminder', role: 'booker', datetime: inHours(3) }
    expect(reminderAsks(line, now)).toBe(true)
    expect(reminderAsks({ ...line, kind: 'booking_reminder_soon' }, now)).toBe(true)
    expect(reminderAsks({ ...line, role: 'trainer' }, now)).toBe(false)
    expect(reminderAsks({ ...line, kind: 'booking_confirmed' }, now)).toBe(false)
    expect(reminderAsks({ ...line, datetime: inHours(-1) }, now)).toBe(false)
  })
})

it('"I can\'t make it" opens My Bookings with that booking\'s cancel dialog', () => {
  expect(cancelPath('abc123')).toBe('/my-bookings?cancel=abc123')
})
