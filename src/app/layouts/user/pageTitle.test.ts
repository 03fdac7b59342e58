import { describe, expect, it } from 'vitest'
import { pageTitleOf } from './pageTitle'

const match = (title?: string) => ({ handle: title === undefined ? undefined : { title } })

describe('pageTitleOf', () => {
  it('falls back to Dashboard when no matched route names a title', () => {
    expect(pageTitleOf([match(), match()])).toBe('Dashboard')
    expect(pageTitleOf([])).toBe('Dashboard')
  })

  it('takes the deepest title the matched routes name', () => {
    expect(pageTitleOf([match(), match(), match('Inbox')])).toBe('Inbox')
    expect(pageTitleOf([match('Outer'), match('Working Hours')])).toBe('Working Hours')
  })
})
