import { describe, expect, it } from 'vitest'
import { formatRate, hasRate, RATE_ON_REQUEST } from './rates'

describe('formatRate', () => {
  it('keeps whole rates without decimals', () => {
    expect(formatRate(85)).toBe('$85/session')
    expect(formatRate(10000)).toBe('$10000/session')
  })

  it('shows two decimals when a rate has cents', () => {
    expect(formatRate(85.5)).toBe('$85.50/session')
    expect(formatRate(85.05)).toBe('$85.05/session')
    expect(formatRate(0.5)).toBe('$0.50/session')
  })

  it('rounds to the cent', () => {
    expect(formatRate(85.499)).toBe('$85.50/session')
    expect(formatRate(84.999)).toBe('$85/session')
  })

  it('says "Rate on request" without a rate', () => {
    expect(formatRate(null)).toBe(RATE_ON_REQUEST)
    expect(formatRate(undefined)).toBe(RATE_ON_REQUEST)
    expect(formatRate(0)).toBe('Rate on request')
    expect(formatRate(-5)).toBe('Rate on request')
    expect(formatRate(Number.NaN)).toBe('Rate on request')
  })
})

describe('hasRate', () => {
  it('is true only for a positive rate', () => {
    expect(hasRate(85.5)).toBe(true)
    expect(hasRate(0)).toBe(false)
    expect(hasRate(null)).toBe(false)
  })
})
