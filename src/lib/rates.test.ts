import { describe, expect, it } from 'vitest'
import { formatRate } from './rates'

describe('formatRate', () => {
  it('shows whole dollars as they are and cents with two decimals', () => {
    expect(formatRate(85)).toBe('$85/session')
    expect(formatRate(85.5)).toBe('$85.50/session')
    expect(formatRate(85.05)).toBe('$85.05/session')
  })

  it('says Rate on request without a rate', () => {
    expect(formatRate(0)).toBe('Rate on request')
    expect(formatRate(null)).toBe('Rate on request')
    expect(formatRate(undefined)).toBe('Rate on request')
  })
})
