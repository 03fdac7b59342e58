import { describe, expect, it } from 'vitest'
import { pbError } from '@/testing/pocketbase-error'
import { describeDeleteFailure } from './delete-account-errors'
import { PRIVACY_DATA_TEXTS } from './privacy-data-texts'

describe('describeDeleteFailure', () => {
  it("puts the server's wrong-password refusal under the password field", () => {
    const refusal = pbError(400, { password: { code: 'invalid', message: 'Wrong password.' } })
    expect(describeDeleteFailure(refusal)).toEqual({
      field: 'password',
      message: 'Wrong password.',
    })
  })

  it('says "Wrong password." when the refusal names the field without words', () => {
    const refusal = pbError(400, { password: { code: 'invalid', message: '' } })
    expect(describeDeleteFailure(refusal)).toEqual({
      field: 'password',
      message: PRIVACY_DATA_TEXTS.wrongPassword,
    })
  })

  it('shows any other failure above the form', () => {
    expect(describeDeleteFailure(new Error(''))).toEqual({
      message: PRIVACY_DATA_TEXTS.deleteFailed,
    })
    expect(describeDeleteFailure(pbError(429)).field).toBeUndefined()
  })
})
