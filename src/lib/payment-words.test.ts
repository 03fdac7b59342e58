import { describe, expect, it } from 'vitest'
import { formatMoney, packageSummary } from './payment-words'

describe('payment words', () => {
  it('writes whole dollars without cents and others with two decimals', () => {
    expect(formatMoney(70)).toBe('S$70')
    expect(formatMoney(72.5)).toBe('S$72.50')
  })

  it('sums up a package as the trainer page shows it', () => {
    expect(packageSummary({ sessions: 5, price: 350, validDays: 90 })).toBe(
      '5 sessions · S$350 · valid 90 days · S$70 a session',
    )
    expect(packageSummary({ sessions: 3, price: 200, validDays: 30 })).toBe(
      '3 sessions · S$200 · valid 30 days · S$66.67 a session',
    )
  })
})
