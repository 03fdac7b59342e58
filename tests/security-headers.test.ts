// Browser hardening: pb_hooks/lib/platform/security_headers.js puts a strict CSP and the usual
// headers on the SPA, a locked-down policy on the API, and leaves the dashboard (/_/) its own.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { distDir } from '../scripts/lib/pocketbase'
import { testServer } from './support/test-server'

const publicDir = mkdtempSync(join(tmpdir(), 'gymbuddy-public-'))
writeFileSync(
  join(publicDir, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
)
const server = testServer({ publicDir })

afterAll(() => rmSync(publicDir, { recursive: true, force: true }))

/** The CSP as a map of directive -> sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name, sources)
  }
  return map
}

describe('security headers', () => {
  it.each(['/', '/user/inbox', '/user/chat/abc123'])(
    'the SPA at %s gets a CSP that runs only same-origin scripts under /assets/',
    async (path) => {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status).toBe(200)
      // Two policies (fetch joins them with ", "); a script must pass both.
      const [main, assetsOnly] = (response.headers.get('content-security-policy') ?? '').split(', ')
      const csp = directives(main ?? '')
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('script-src')).toEqual(["'self'"])
      expect(directives(assetsOnly ?? '').get('script-src')).toEqual(['*:*/assets/'])
      // Both policies let canvas-confetti start its blob: worker.
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:'])
      expect(directives(assetsOnly ?? '').get('worker-src')).toEqual(["'self'", 'blob:'])
      expect(csp.get('connect-src')).toEqual(["'self'"])
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    },
  )

  it('API answers (JSON, files) can never run as a page', async () => {
    const response = await fetch(`${server.url}/api/health`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(csp.has('sandbox')).toBe(true)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("the input guard's refusals carry the API policy too", async () => {
    // Before the guard shared the headers' middleware, the hooks' load order (not fixed by
    // PocketBase) decided per server start whether its 400s had these headers.
    const response = await fetch(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: ['not', 'text'], email: 'guard@gymbuddy.test' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { data: Record<string, { code: string }> }
    expect(body.data.name?.code).toBe('validation_invalid_type')
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-xss-protection')).toBe('0')
  })

  it('the dashboard under /_/ still loads with its own policy', async () => {
    const response = await fetch(`${server.url}/_/`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('form-action') // PocketBase's policy, not the SPA's
  })

  it.skipIf(!existsSync(join(distDir, 'index.html')))(
    'the built SPA needs no inline script',
    () => {
      const html = readFileSync(join(distDir, 'index.html'), 'utf8')
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(script).toMatch(/\bsrc="/)
        expect(script).toMatch(/>\s*<\/script>$/)
      }
      expect(html).not.toMatch(/\son[a-z]+=/i)
    },
  )
})
