// Unknown API paths (pb_hooks/api_not_found.pb.js): a JSON 404, never the SPA's index.html with a
// 200; every real route keeps answering, PocketBase's own and ours, the SPA's routes included.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeClient, makeVisitor } from './factories'
import { png } from './images'
import { testServer } from './support/test-server'

const publicDir = mkdtempSync(join(tmpdir(), 'gymbuddy-public-'))
writeFileSync(join(publicDir, 'index.html'), '<!doctype html><div id="root"></div>')
const server = testServer({ publicDir })

afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

async function call(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  }
}

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api/'],
    ['GET', '/api'],
    ['GET', '/api/gymbuddy/no-such-route'],
    ['GET', '/api/collections/users/records/abc/nested/deeper'],
    ['POST', '/api/nothing-here'],
    ['PATCH', '/api/gymbuddy/no-such-route'],
    ['DELETE', '/api/nothing-here'],
  ])('%s %s answers a JSON 404, not the app page', async (method, path) => {
    const answer = await call(method, path)
    expect(answer.status).toBe(404)
    expect(answer.type).toContain('application/json')
    expect(answer.text).not.toContain('<!doctype html>')
    expect(JSON.parse(answer.text)).toMatchObject({ status: 404 })
  })
})

describe('real routes beside the catch-all', () => {
  it('the app page, PocketBase’s routes, realtime, files and our own routes still answer', async () => {
    const page = await call('GET', '/user/inbox')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<!doctype html>')

    expect((await call('GET', '/api/health')).status).toBe(200)
    expect((await call('GET', '/api/collections/gym_buddies_view/records?perPage=1')).status).toBe(
      200,
    )
    expect((await call('GET', '/api/collections/users/auth-methods')).status).toBe(200)
    expect(JSON.parse((await call('GET', '/api/gymbuddy/mail')).text)).toHaveProperty('enabled')

    const member = await makeClient(server)
    const auth = { Authorization: member.pb.authStore.token }
    expect((await call('POST', '/api/gymbuddy/calendar/token', auth)).status).toBe(200)
    expect(
      (await call('GET', `/api/collections/users/records/${member.record.id}`, auth)).status,
    ).toBe(200)
    // A missing record is PocketBase's own 404, not the catch-all's.
    const missing = await call('GET', '/api/collections/bookings/records/nosuchbooking00', auth)
    expect(missing.status).toBe(404)
    expect(missing.text).not.toContain('no API route')

    const form = new FormData()
    form.append('avatar', new Blob([new Uint8Array(png(8, 8))], { type: 'image/png' }), 'me.png')
    const updated = await member.pb.collection('users').update(member.record.id, form)
    const file = await fetch(makeVisitor(server).files.getURL(updated, updated.avatar))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')

    const stream = new AbortController()
    const realtime = await fetch(`${server.url}/api/realtime`, { signal: stream.signal })
    expect(realtime.status).toBe(200)
    expect(realtime.headers.get('content-type')).toContain('text/event-stream')
    stream.abort()

    expect((await server.root.settings.getAll()).meta).toBeDefined()
  })
})
