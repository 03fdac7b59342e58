// route-preload.js starts a page's first GETs before any module runs; the SDK must then take those
// answers instead of asking again. The URLs are the route manifest's templates, so this runs the
// real script and the real loaders on the real SDK, with the network (fetch) as the only stub.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_ROUTES } from '@/app/route-manifest'
import { preloadEntries, preloadScript } from '../../scripts/build/route-preload-script'

const ME = { id: 'me1', email: 'me@gb.test', collectionId: 'users', collectionName: 'users' }
/** A session token the SDK accepts as unexpired (it reads the JWT's exp; the server is stubbed). */
const tokenOf = (id: string) =>
  ['e30', btoa(JSON.stringify({ id, type: 'auth', exp: 4102444800 })), 'sig'].join('.')
const TOKEN = tokenOf(ME.id)
const person = { id: 'ann', name: 'Ann Lee', collectionName: 'users_view' }
const profile = { id: 'p1', user: ME.id, collectionName: 'client_profiles' }

/** The server's answer to each GET, by path (the query is checked through the early requests). */
function serverAnswer(url: string): Response {
  const { pathname } = new URL(url, window.location.origin)
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  if (pathname === '/api/gymbuddy/me') return json({ user: ME, clientProfile: profile })
  if (pathname === '/api/gymbuddy/conversations/ann')
    return json({ person, chat: null, messages: [] })
  return new Response('{}', { status: 404 })
}

const network = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(serverAnswer(String(input))),
)
const requested = () =>
  network.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)

/** Opens `pathname` as a cold visit: route-preload.js runs, then the app's modules load. */
async function openPage(pathname: string, session = { token: TOKEN, record: ME }) {
  window.history.replaceState(null, '', pathname)
  localStorage.setItem('pocketbase_auth', JSON.stringify(session))
  const entries = preloadEntries(APP_ROUTES, () => [])
  new Function(preloadScript(entries))()
  vi.resetModules()
  const { loadUserArea } = await import('@/app/layouts/user/user-area-loader')
  const { loader } = await import('@/features/chat/chat-loader')
  return { loadUserArea, chatLoader: loader }
}

beforeEach(() => {
  network.mockClear()
  vi.stubGlobal('fetch', network)
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  delete window.__gbEarly
})

describe('early requests', () => {
  it("start a chat's first GETs before the code, and the loaders take them instead of asking again", async () => {
    const { loadUserArea, chatLoader } = await openPage('/user/chat/ann')
    expect(requested()).toEqual(['/api/gymbuddy/me', '/api/gymbuddy/conversations/ann'])
    for (const [, init] of network.mock.calls)
      expect(new Headers(init?.headers).get('Authorization')).toBe(TOKEN)

    const [area, chat] = await Promise.all([loadUserArea(ME.id), chatLoader({ userId: 'ann' })])
    expect(area.clientProfile).toMatchObject({ id: 'p1' })
    expect(chat).toMatchObject({ person: { name: 'Ann Lee' }, chat: null, messages: [] })
    // Every answer came from the early requests: the SDK sent nothing of its own.
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('are used once: the same request again goes to the server', async () => {
    const { chatLoader } = await openPage('/user/chat/ann')
    await chatLoader({ userId: 'ann' })
    await chatLoader({ userId: 'ann' })
    expect(requested().filter((path) => path === '/api/gymbuddy/conversations/ann')).toHaveLength(2)
  })

  it("are not another page's or another session's answers", async () => {
    const { chatLoader } = await openPage('/user/chat/ann')
    const { pb } = await import('@/lib/pocketbase')
    pb.authStore.save(tokenOf('me2'), { ...ME, id: 'me2' })
    await chatLoader({ userId: 'ann' })
    const [, init] = network.mock.calls.at(-1)!
    expect(new Headers(init?.headers).get('Authorization')).toBe(tokenOf('me2'))
    expect(network).toHaveBeenCalledTimes(3)
  })

  it('do not start for a stored session without a token (its GETs would only be refused)', async () => {
    const { chatLoader } = await openPage('/user/chat/ann', { record: ME } as never)
    expect(network).not.toHaveBeenCalled()
    expect(window.__gbEarly).toBeUndefined()
    await chatLoader({ userId: 'ann' })
    expect(network).not.toHaveBeenCalled()
  })

  it('start only for a stored session on a members-only page', async () => {
    window.history.replaceState(null, '', '/user/inbox')
    new Function(preloadScript(preloadEntries(APP_ROUTES, () => [])))()
    expect(network).not.toHaveBeenCalled()
    await openPage('/find-gym-buddy')
    expect(network).not.toHaveBeenCalled()
    await openPage('/user/inbox')
    expect(requested()).toContain('/api/gymbuddy/inbox')
  })
})
