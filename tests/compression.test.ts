// Compression and caching: pb_hooks/compression.pb.js gzips what the client accepts gzip for, and
// pb_hooks/lib/platform/security_headers.js marks Vite's hashed assets immutable and index.html no-cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rawGet as rawGetUrl, type RawResponse } from './raw-http'
import { testServer } from './support/test-server'

const publicDir = mkdtempSync(join(tmpdir(), 'gymbuddy-public-'))
mkdirSync(join(publicDir, 'assets'))
writeFileSync(
  join(publicDir, 'index.html'),
  `<!doctype html><div id="root"></div><script type="module" src="/assets/x.js"></script>${'<!-- padding -->'.repeat(200)}`,
)
writeFileSync(join(publicDir, 'assets', 'x.js'), 'console.log("hello");\n'.repeat(500))
const server = testServer({ publicDir })

afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

/** A GET of this server's `path`, as it is on the wire. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawGetUrl(`${server.url}${path}`, headers)
}

describe('compression', () => {
  it.each(['/', '/assets/x.js', '/api/collections/gym_buddies_view/records'])(
    '%s is gzipped when the client accepts gzip',
    async (path) => {
      const plain = await rawGet(path)
      const gzipped = await rawGet(path, { 'Accept-Encoding': 'gzip' })
      expect(gzipped.status).toBe(200)
      expect(gzipped.headers['content-encoding']).toBe('gzip')
      expect(plain.headers['content-encoding']).toBeUndefined()
      if (path !== '/api/collections/gym_buddies_view/records') {
        expect(gzipped.body.length).toBeLessThan(plain.body.length)
      }
    },
  )

  it('realtime still streams its connect event through the gzip middleware', async () => {
    const controller = new AbortController()
    const response = await fetch(`${server.url}/api/realtime`, {
      headers: { 'Accept-Encoding': 'gzip', Accept: 'text/event-stream' },
      signal: controller.signal,
    })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toContain('PB_CONNECT')
    controller.abort()
  })
})

describe('cache headers', () => {
  it("Vite's hashed assets are cached for a year, immutable", async () => {
    const response = await rawGet('/assets/x.js', { 'Accept-Encoding': 'gzip' })
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/', '/user/inbox'])('%s (index.html) is revalidated', async (path) => {
    const response = await rawGet(path)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})
