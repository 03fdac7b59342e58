import { describe, expect, it } from 'vitest'
import { GST_NUMBER_MESSAGE, gstNumberProblem, RECEIPT_KIND } from './receipts'

describe('a GST registration number in the profile form', () => {
  it('may be left empty, or be a UEN or an M-number in any case', () => {
    for (const ok of ['', '  ', '201912345K', 'm91234567x', 'MR-8500011-2'])
      expect(gstNumberProblem(ok), ok).toBeUndefined()
  })

  it('is refused with the server’s words when it cannot be one', () => {
    for (const bad of ['no!', '12', 'M9 1234567X', 'A'.repeat(21)])
      expect(gstNumberProblem(bad), bad).toBe(GST_NUMBER_MESSAGE)
  })

  it('names every receipt kind the server writes', () => {
    expect(Object.keys(RECEIPT_KIND).sort()).toEqual(['fee', 'package', 'session'])
  })
})
