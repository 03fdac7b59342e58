// Reads a public JSON endpoint without the PocketBase SDK (the visitor's finder loads no SDK
// code), failing like the SDK does (status, response, isAbort: src/lib/errors.ts reads both) and
// reporting to the connection status as the SDK's requests do (src/lib/connection-watch.ts).
import { noteServerReachable, noteServerUnreachable } from './connection'
import type { ResponseError } from './errors'

/** The API's origin: VITE_POCKETBASE_URL, else the page's own (as src/lib/pocketbase.ts). */
export function apiUrl(path: string): string {
  const base = import.meta.env.VITE_POCKETBASE_URL || window.location.origin
  return `${base.replace(/\/+$/, '')}${path}`
}

function responseError(
  url: string,
  status: number,
  response: ResponseError['response'],
  isAbort = false,
): ResponseError {
  const message =
    typeof response.message === 'string' && response.message
      ? response.message
      : 'Something went wrong.'
  return Object.assign(new Error(message), {
    name: 'ClientResponseError',
    url,
    status,
    response,
    isAbort,
  })
}

/**
 * GET a JSON answer (as the member of `token`, when given); a refusal throws with the server's
 * body, no answer throws with status 0.
 */
export async function fetchJson<T>(path: string, signal?: AbortSignal, token = ''): Promise<T> {
  const url = apiUrl(path)
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (token) headers.Authorization = token
  let answer: Response
  try {
    answer = await fetch(url, { signal, headers })
  } catch (error) {
    const isAbort = signal?.aborted === true
    if (!isAbort) noteServerUnreachable()
    throw responseError(url, 0, { message: String(error) }, isAbort)
  }
  noteServerReachable()
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>
  if (!answer.ok) throw responseError(url, answer.status, body)
  return body as T
}
