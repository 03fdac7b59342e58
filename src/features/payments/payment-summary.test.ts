import { describe, expect, it } from 'vitest'
import { makeBookingRecord } from '@/testing/user-area-records'
import { claimedSessions, receivedThisMonth, unpaidPastSessions } from './payment-summary'

const now = new Date('2026-03-15T04:00:00Z')

describe("the trainer's payment figures", () => {
  const sessions = [
    makeBookingRecord({
      id: 'a',
      status: 'confirmed',
      price: 80,
      payment: 'received',
      paymentAt: '2026-03-02 02:00:00.000Z',
    }),
    // 28 Feb 17:00 UTC is 1 Mar in Singapore: this month.
    makeBookingRecord({
      id: 'b',
      status: 'confirmed',
      price: 90,
      payment: 'received',
      paymentAt: '2026-02-28 17:00:00.000Z',
    }),
    makeBookingRecord({
      id: 'c',
      status: 'confirmed',
      price: 70,
      payment: 'received',
      paymentAt: '2026-02-27 10:00:00.000Z',
    }),
    makeBookingRecord({
      id: 'd',
      status: 'confirmed',
      price: 80,
      payment: 'claimed',
      datetime: '2026-03-10 01:00:00.000Z',
    }),
    makeBookingRecord({
      id: 'e',
      status: 'confirmed',
      price: 80,
      payment: 'unpaid',
      datetime: '2026-03-11 01:00:00.000Z',
    }),
    makeBookingRecord({
      id: 'f',
      status: 'confirmed',
      price: 80,
      payment: 'unpaid',
      datetime: '2026-03-20 01:00:00.000Z',
    }),
  ]

  it('adds up what was received this Singapore month', () => {
    expect(receivedThisMonth(sessions, now)).toBe(170)
  })

  it('lists claimed sessions and unpaid ones that took place', () => {
    expect(claimedSessions(sessions).map((b) => b.id)).toEqual(['d'])
    expect(unpaidPastSessions(sessions, now).map((b) => b.id)).toEqual(['e'])
  })
})
