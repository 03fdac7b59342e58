import { describe, expect, it } from 'vitest'
import { unusedCreditLines } from './unused-credits'

const item = {
  client: 'me',
  status: 'active' as const,
  remaining: 10,
  sessions: 10,
  price: 600,
  trainerName: 'Marcus Tan',
  claimedAt: '',
}

describe('the credits closing an account would leave behind', () => {
  it('names each package with credits left, its price and trainer', () => {
    expect(unusedCreditLines([item], 'me')).toEqual([
      '10 sessions, S$600 with Marcus Tan: ask for a refund first',
    ])
    expect(unusedCreditLines([{ ...item, remaining: 4 }], 'me')).toEqual([
      '4 of 10 sessions unused, S$600 with Marcus Tan: ask for a refund first',
    ])
  })

  it('names a package paid and not yet confirmed too', () => {
    const paid = { ...item, status: 'pending' as const, claimedAt: '2026-03-02 02:00:00.000Z' }
    expect(unusedCreditLines([paid], 'me')).toEqual([
      '10 sessions paid, not yet confirmed, S$600 with Marcus Tan: ask for a refund first',
    ])
  })

  it('says nothing of used-up, unpaid, ended or sold packages', () => {
    const none = [
      { ...item, remaining: 0 },
      { ...item, status: 'pending' as const },
      { ...item, status: 'expired' as const },
      { ...item, status: 'refunded' as const },
      { ...item, client: 'someone-else' },
    ]
    expect(unusedCreditLines(none, 'me')).toEqual([])
  })
})
