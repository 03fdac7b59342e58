import { describe, expect, it } from 'vitest'
import { ageText, reportDeadline } from './ops-words'

const NOW = new Date('2026-11-29T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const MIN = 60_000
const HOUR = 60 * MIN

describe('a report against the 24-hour target', () => {
  it('says how old it is in minutes, hours, then days', () => {
    expect(ageText(ago(20_000), NOW)).toBe('Under 1 min old')
    expect(ageText(ago(5 * MIN), NOW)).toBe('5 min old')
    expect(ageText(ago(3 * HOUR + 10 * MIN), NOW)).toBe('3 h old')
    expect(ageText(ago(47 * HOUR), NOW)).toBe('47 h old')
    expect(ageText(ago(72 * HOUR), NOW)).toBe('3 days old')
  })

  it('counts the hours left, rounded up, and marks it overdue from the 24th hour', () => {
    expect(reportDeadline(ago(1 * MIN), NOW)).toEqual({ overdue: false, text: 'Due in 24 h' })
    expect(reportDeadline(ago(23 * HOUR + 30 * MIN), NOW)).toEqual({
      overdue: false,
      text: 'Due in 1 h',
    })
    expect(reportDeadline(ago(24 * HOUR), NOW)).toEqual({ overdue: true, text: 'Over 24 h' })
  })
})
