import { describe, expect, it } from 'vitest'
import { makeBookingRecord } from '@/testing/user-area-records'
import { PackagePurchasesStatusOptions } from '@/lib/pocketbase-types'
import {
  claimedSessions,
  purchaseState,
  receivedParts,
  unpaidPastSessions,
} from './payment-summary'

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

  it('lists claimed sessions and unpaid ones that took place', () => {
    expect(claimedSessions(sessions).map((b) => b.id)).toEqual(['d'])
    expect(unpaidPastSessions(sessions, now).map((b) => b.id)).toEqual(['e'])
  })
})

describe('what the trainer reads about the month and about each client’s package', () => {
  it('names what this month’s takings paid for, sessions and packages alike', () => {
    expect(receivedParts({ sessions: 70, packages: 600 })).toBe(
      'S$70 from sessions · S$600 from packages',
    )
    expect(receivedParts({ sessions: 0, packages: 600 })).toBe('S$600 from packages')
  })

  const base = { claimedAt: '', clientLeftAt: '', leftUnused: 0 }
  // Every status of the schema, so a new one is worded here before it ships.
  const words: Record<string, string | null> = {
    pending: 'Requested, not paid yet',
    active: null,
    expired: 'Expired',
    refunded: 'Refunded',
  }
  it.each(Object.values(PackagePurchasesStatusOptions))('words a %s purchase', (status) => {
    expect(status in words).toBe(true)
    expect(purchaseState({ ...base, status })).toBe(words[status])
  })

  it('says when the client said they paid, and when they left with credits unused', () => {
    const claimed = { ...base, status: 'pending' as const, claimedAt: '2026-03-02 02:00:00.000Z' }
    expect(purchaseState(claimed)).toBe('The client says they paid')
    const left = { ...base, clientLeftAt: '2026-03-02 02:00:00.000Z', leftUnused: 10 }
    for (const status of Object.values(PackagePurchasesStatusOptions))
      expect(purchaseState({ ...left, status })).toBe('Client left: 10 unused')
  })
})
