import { describe, expect, it } from 'vitest'
import type { MonthEarnings } from './earnings-api'
import { earningsFigures, monthLabel } from './earnings-words'

const november: MonthEarnings = {
  month: '2026-11',
  sessionsHeld: 7,
  received: 720,
  outstanding: 180.5,
  sessions: { received: 80, outstanding: 130.5 },
  fees: { received: 40, outstanding: 50 },
  packages: { sold: 1, received: 600 },
}

describe('a month of earnings in words', () => {
  it('names the month', () => {
    expect(monthLabel('2026-11')).toBe('November 2026')
    expect(monthLabel('2027-01')).toBe('January 2027')
  })

  it('lists sessions held, received, outstanding, fees and packages sold', () => {
    expect(earningsFigures(november)).toEqual([
      ['Sessions held', '7'],
      ['Received', 'S$720'],
      ['Outstanding', 'S$180.50'],
      ['Fees', 'S$40 received · S$50 due'],
      ['Packages sold', '1 · S$600'],
    ])
  })

  it('says None for a month without fees or packages', () => {
    const quiet = {
      ...november,
      fees: { received: 0, outstanding: 0 },
      packages: { sold: 0, received: 0 },
    }
    expect(earningsFigures(quiet).slice(3)).toEqual([
      ['Fees', 'None'],
      ['Packages sold', 'None'],
    ])
  })
})
