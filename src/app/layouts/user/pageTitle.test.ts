import { describe, expect, it } from 'vitest'
import { pageTitleFromMatches } from './pageTitle'

describe('pageTitleFromMatches', () => {
  it('falls back to Dashboard when no route names a title', () => {
    expect(pageTitleFromMatches([{ handle: undefined }, { handle: {} }])).toBe('Dashboard')
  })

  it('uses the deepest route title', () => {
    expect(
      pageTitleFromMatches([{ handle: { title: 'Outer' } }, { handle: { title: 'Inbox' } }]),
    ).toBe('Inbox')
  })
})
