import { describeError, fieldErrorCode, fieldErrorMessages } from '@/lib/errors'
import { PRIVACY_DATA_TEXTS as TEXTS } from './privacy-data-texts'

/** Why the account was not deleted: a wrong password belongs under the field, the rest above. */
export function describeDeleteFailure(error: unknown): { field?: 'password'; message: string } {
  if (fieldErrorCode(error, 'password'))
    return { field: 'password', message: fieldErrorMessages(error).password ?? TEXTS.wrongPassword }
  return { message: describeError(error, TEXTS.deleteFailed) }
}
