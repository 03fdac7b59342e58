// The first API GETs of a page, started by route-preload.js before any module has run (the route
// manifest's `early` URLs, src/content/routes.ts): the SDK takes their answers instead of asking
// again, so a cold visit's data arrives while its code is still downloading. Each is used once,
// only within EARLY_FOR_MS of the page's start and only by the same session's request; anything
// else (another URL, a later visit) goes to the network as usual.
import type PocketBase from 'pocketbase'

interface EarlyRequest {
  url: string
  /** The session it was made with (the Authorization header). */
  token: string
  response: Promise<Response>
  /** Set once the SDK has taken it. */
  taken?: boolean
}

declare global {
  interface Window {
    __gbEarly?: EarlyRequest[]
  }
}

/** Past this (ms since the page started) an early answer is too old to stand for a new request. */
const EARLY_FOR_MS = 10_000

/** A URL as path + sorted decoded query, so the SDK's parameter order and encoding do not matter. */
function sameRequest(a: string, b: string): boolean {
  const key = (url: string) => {
    const parsed = new URL(url, window.location.origin)
    const query = [...parsed.searchParams].map(([name, value]) => `${name}=${value}`).sort()
    return `${parsed.origin}${decodeURIComponent(parsed.pathname)}?${query.join('&')}`
  }
  return key(a) === key(b)
}

function authorizationOf(init: RequestInit | undefined): string {
  return new Headers(init?.headers).get('Authorization') ?? ''
}

/** The early answer for this request, if the page started one; it is not handed out again. */
function takeEarlyResponse(url: string, init?: RequestInit): Promise<Response> | null {
  const early = window.__gbEarly
  if (!early || performance.now() > EARLY_FOR_MS || (init?.method ?? 'GET') !== 'GET') return null
  const token = authorizationOf(init)
  const match = early.find(
    (request) => !request.taken && request.token === token && sameRequest(request.url, url),
  )
  if (!match) return null
  match.taken = true
  return match.response
}

/** Lets the SDK's GETs take the page's early answers (route-preload.js started them). */
export function adoptEarlyRequests(pb: PocketBase): void {
  if (!window.__gbEarly) return
  const previous = pb.beforeSend
  pb.beforeSend = async (url, options) => {
    const sent = previous ? await previous(url, options) : { url, options }
    const next = { url, options, ...sent }
    if (next.options.fetch) return next
    // The SDK appends the query after beforeSend: the fetch it calls sees the whole URL.
    next.options.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      takeEarlyResponse(String(input), init) ?? fetch(input, init)
    return next
  }
}
