import { describe, expect, it } from 'vitest'
import { returnPathIn } from './return-path'

describe('the return path after signing in', () => {
  it('keeps a member screen with its plain query (an hour picked on a trainer page)', () => {
    const from = '/book-session/abc123?at=2026-12-01T11%3A00%3A00.000Z'
    expect(returnPathIn({ from })).toBe(from)
    expect(returnPathIn({ from: '/book-session/abc123' })).toBe('/book-session/abc123')
  })

  it('ignores other sites, odd text and public screens', () => {
    expect(returnPathIn({ from: 'https://evil.example/user' })).toBeNull()
    expect(returnPathIn({ from: '/book-session/abc?at=<script>' })).toBeNull()
    expect(returnPathIn({ from: '/find-gym-buddy' })).toBeNull()
  })
})
