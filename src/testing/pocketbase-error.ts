import { ClientResponseError } from 'pocketbase'

/** A PocketBase failure as the SDK throws it: status plus per-field codes. */
export function pbError(
  status: number,
  data: Record<string, { code: string; message: string }> = {},
  message = 'Failed to create record.',
): ClientResponseError {
  return new ClientResponseError({ status, response: { code: status, message, data } })
}
