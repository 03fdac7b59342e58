// One place that reads PocketBase errors; components show the result, they do not parse.

export const RATE_LIMITED_MESSAGE = 'Too many attempts, try again in a minute'
const GENERIC_ERROR_MESSAGE = 'Something went wrong.'

/** What the SDK's ClientResponseError carries (src/lib/fetch-json.ts fails the same way). Read by
 * shape, not by class: importing the class would load the SDK with every screen that shows an
 * error. */
export interface ResponseError extends Error {
  url: string
  status: number
  response: { message?: unknown; data?: unknown; [key: string]: unknown }
  isAbort: boolean
}

export function asResponseError(error: unknown): ResponseError | null {
  if (!(error instanceof Error)) return null
  const candidate = error as Partial<ResponseError>
  return typeof candidate.status === 'number' &&
    typeof candidate.response === 'object' &&
    candidate.response !== null
    ? (error as ResponseError)
    : null
}

export function isNotFound(error: unknown): boolean {
  return asResponseError(error)?.status === 404
}

export function isRateLimited(error: unknown): boolean {
  return asResponseError(error)?.status === 429
}

/** The validation code PocketBase gave one field, e.g. "validation_not_unique" for email. */
export function fieldErrorCode(error: unknown, field: string): string | undefined {
  const data = asResponseError(error)?.response?.data as
    Record<string, { code?: string; message?: string }> | undefined
  return data?.[field]?.code
}

/** Field name → server message, for forms that show errors under each field. */
export function fieldErrorMessages(error: unknown): Record<string, string> {
  const data = asResponseError(error)?.response?.data as
    Record<string, { code?: string; message?: string }> | undefined
  const result: Record<string, string> = {}
  for (const [field, detail] of Object.entries(data ?? {})) {
    if (detail?.message) result[field] = detail.message
  }
  return result
}

/** The most specific message the server gave: a field message, else the top-level one. */
export function serverMessage(error: unknown): string | undefined {
  const responseError = asResponseError(error)
  if (!responseError) return error instanceof Error ? error.message || undefined : undefined
  if (responseError.status === 429) return RATE_LIMITED_MESSAGE
  const fieldMessage = Object.values(fieldErrorMessages(error))[0]
  const message = responseError.response.message
  return (
    fieldMessage ||
    (typeof message === 'string' ? message : '') ||
    responseError.message ||
    undefined
  )
}

/** The user-facing text for a failed request: the server's words, else the spec's fallback. */
export function describeError(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  return serverMessage(error) ?? fallback
}

/** The request got no answer at all (server down, network lost), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  const responseError = asResponseError(error)
  return responseError !== null && responseError.status === 0 && !responseError.isAbort
}
