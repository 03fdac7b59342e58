import { describe, expect, it } from 'vitest'
import { kindsFor, firstKind, textProblem } from './report-form'

describe('the report form’s rules', () => {
  it('offers "An inappropriate review" only for a review, and first there', () => {
    expect(kindsFor({ target: 'u1' }).map((k) => k.kind)).not.toContain('inappropriate_review')
    expect(kindsFor({ message: 'm1' }).map((k) => k.kind)[0]).toBe('harassment')
    expect(firstKind({ review: 'r1' })).toBe('inappropriate_review')
    expect(kindsFor({ review: 'r1' })).toHaveLength(6)
  })

  it('needs words for "Something else", and at most 2,000 characters for any kind', () => {
    expect(textProblem('other', '   ')).toBe('Say what happened.')
    expect(textProblem('other', 'He asked for my bank details')).toBeUndefined()
    expect(textProblem('spam', '')).toBeUndefined()
    expect(textProblem('spam', 'x'.repeat(2001))).toBe('Keep it to 2000 characters.')
    expect(textProblem('spam', '😀'.repeat(2000))).toBeUndefined()
  })
})
