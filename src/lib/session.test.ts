import PocketBase, { BaseAuthStore, ClientResponseError } from 'pocketbase'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import {
  isSessionRejected,
  keepSessionOnTokenlessSave,
  REFRESH_AFTER_MS,
  tokenExpiresAt,
  watchSession,
  type SessionEndReason,
} from './session'

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0)
const user = { id: 'user123456789ab', collectionId: '_pb_users_auth_', collectionName: 'users' }

/** An unsigned JWT-shaped token expiring `secondsLeft` from NOW (the SDK only reads `exp`). */
function tokenFor(secondsLeft: number, tag = 'a'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  const payload = { id: user.id, type: 'auth', tag, exp: Math.floor(NOW / 1000) + secondsLeft }
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`
}

function reply(status: number, body: object): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

let fetchMock: Mock<typeof fetch>
let pb: PocketBase
let ended: SessionEndReason[]
let stop: (() => void) | undefined
const target = new EventTarget() as unknown as Window

function start(token: string | null) {
  pb = new PocketBase('http://gymbuddy.test', new BaseAuthStore())
  pb.autoCancellation(false)
  if (token) pb.authStore.save(token, { ...user, name: 'Old Name' })
  ended = []
  stop = watchSession({
    pb,
    target,
    isVisible: () => true,
    onSessionEnded: (reason) => ended.push(reason),
  })
}

/** Lets the watcher's pending requests and their promise chains finish. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  stop?.()
  stop = undefined
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('watchSession', () => {
  it('refreshes the token on app start and keeps the fresh user record', async () => {
    fetchMock.mockResolvedValue(
      reply(200, { token: tokenFor(3600, 'fresh'), record: { ...user, name: 'New Name' } }),
    )
    start(tokenFor(3600))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/collections/users/auth-refresh')
    expect(pb.authStore.token).toBe(tokenFor(3600, 'fresh'))
    expect(pb.authStore.record?.name).toBe('New Name')
    expect(ended).toEqual([])
  })

  it('keeps the session when the refresh answer is cut short (the page reloading)', async () => {
    // A 200 whose body cannot be read: the SDK takes it as {} and would store no token.
    fetchMock.mockResolvedValue(new Response('{"token": "eyJ', { status: 200 }))
    start(tokenFor(3600))
    keepSessionOnTokenlessSave(pb)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(pb.authStore.token).toBe(tokenFor(3600))
    expect(pb.authStore.record?.name).toBe('Old Name')
    expect(ended).toEqual([])
    // A real answer is still stored, and signing out still clears.
    pb.authStore.save(tokenFor(3600, 'fresh'), { ...user, name: 'New Name' })
    expect(pb.authStore.record?.name).toBe('New Name')
    pb.authStore.clear()
    expect(pb.authStore.token).toBe('')
  })

  it('does nothing for a visitor', async () => {
    start(null)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ended).toEqual([])
  })

  it('ends an expired session at start without asking the server', async () => {
    start(tokenFor(-60))
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ended).toEqual(['expired'])
    expect(pb.authStore.token).toBe('')
  })

  it('ends a session the server no longer accepts (revoked token)', async () => {
    fetchMock.mockResolvedValue(reply(401, { status: 401, message: 'Invalid token.', data: {} }))
    start(tokenFor(3600))
    await settle()
    expect(ended).toEqual(['revoked'])
    expect(pb.authStore.isValid).toBe(false)
  })

  it.each([
    ['the server is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server is rate limiting', () => Promise.resolve(reply(429, { status: 429, data: {} }))],
    ['the server has an error', () => Promise.resolve(reply(500, { status: 500, data: {} }))],
  ])('keeps the session when %s', async (_label, answer) => {
    fetchMock.mockImplementation(answer)
    start(tokenFor(3600))
    await settle()
    expect(ended).toEqual([])
    expect(pb.authStore.token).toBe(tokenFor(3600))
  })

  it('ends the session the moment the token expires while the app is open', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    start(tokenFor(120))
    await settle()
    await vi.advanceTimersByTimeAsync(119_000)
    expect(ended).toEqual([])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(ended).toEqual(['expired'])
  })

  it('checks again when the tab comes back after a while, not on every focus', async () => {
    fetchMock.mockResolvedValue(reply(200, { token: tokenFor(86_400), record: user }))
    start(tokenFor(86_400))
    await settle()
    target.dispatchEvent(new Event('focus'))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(REFRESH_AFTER_MS)
    fetchMock.mockResolvedValue(reply(401, { status: 401, data: {} }))
    target.dispatchEvent(new Event('visibilitychange'))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(ended).toEqual(['revoked'])
  })

  it('a 401 on any call made with the token ends the session once', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { token: tokenFor(3600), record: user }))
    start(tokenFor(3600))
    await settle()
    fetchMock.mockResolvedValue(reply(401, { status: 401, data: {} }))
    await expect(pb.collection('bookings').getList()).rejects.toThrow()
    await expect(pb.collection('bookings').getList()).rejects.toThrow()
    expect(ended).toEqual(['revoked'])
  })

  it('a late refresh failure does not sign out a newer login', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    start(tokenFor(3600, 'old'))
    pb.authStore.save(tokenFor(3600, 'new login'), user)
    answer(reply(401, { status: 401, data: {} }))
    await settle()
    expect(ended).toEqual([])
    expect(pb.authStore.token).toBe(tokenFor(3600, 'new login'))
  })

  it('stops cleanly: nothing happens after stop', async () => {
    fetchMock.mockResolvedValue(reply(401, { status: 401, data: {} }))
    start(tokenFor(3600))
    stop?.()
    await settle()
    expect(ended).toEqual([])
    expect(pb.afterSend).toBeUndefined()
  })
})

describe('session helpers', () => {
  it('reads the expiry from the token', () => {
    expect(tokenExpiresAt(tokenFor(60))).toBe(NOW + 60_000)
    expect(tokenExpiresAt('not a token')).toBeNull()
  })

  it('only refusals mean the session is over', () => {
    const answer = (status: number) => new ClientResponseError({ status })
    expect([401, 403, 404].map((status) => isSessionRejected(answer(status)))).toEqual([
      true,
      true,
      true,
    ])
    expect([0, 400, 429, 500].map((status) => isSessionRejected(answer(status)))).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(isSessionRejected(new Error('offline'))).toBe(false)
  })
})
