import { fieldErrorCode, isNotFound, serverMessage } from '@/lib/errors'
import type { BookingRecord } from '@/lib/types'
import { cancelDeadline } from './booking-lifecycle'
import { BOOKING_TEXTS, lateCancelText } from './booking-texts'

/** The words for a refused change: a late cancel says until when it was possible. */
export function describeChangeError(error: unknown, booking: Pick<BookingRecord, 'datetime'>) {
  if (fieldErrorCode(error, 'status') === 'validation_cancel_window') {
    return lateCancelText(cancelDeadline(booking), 'trainer')
  }
  if (isNotFound(error)) return BOOKING_TEXTS.goneAway
  return serverMessage(error) ?? BOOKING_TEXTS.changeFailed
}
