/// <reference path="../pb_data/types.d.ts" />
// Browser hardening (issue 6.3): a strict Content-Security-Policy and the usual security headers
// on the SPA, a locked-down policy on API responses (JSON and uploaded files never run as a page).
// The dashboard under /_/ keeps PocketBase's own policy: it needs inline styles and its own host.
// Also the SPA's caching: Vite's hashed /assets/* are immutable, everything else (index.html and
// its client-side routes) is revalidated. Set before e.next() so they are on every response,
// errors included. This runs on every request: only constant strings and prefix checks here.

routerUse((e) => {
  const path = e.request.url.path
  if (path === '/_' || path.indexOf('/_/') === 0) return e.next()

  const header = e.response.header()
  const isApi = path === '/api' || path.indexOf('/api/') === 0
  header.set(
    'Content-Security-Policy',
    isApi
      ? "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"
      : // The Vite build has no inline script; nothing else may run. Radix and sonner insert
        // <style> elements at run time (CSS cannot run script). Avatars come from /api/files;
        // data: and blob: for previews of a chosen picture. The SDK and realtime (EventSource on
        // /api/realtime) talk to this origin only.
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  )
  header.set('X-Content-Type-Options', 'nosniff')
  header.set('X-Frame-Options', 'DENY')
  // The old XSS auditor is gone from browsers and could be abused; the CSP does its job.
  header.set('X-XSS-Protection', '0')
  header.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  header.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  header.set('Cross-Origin-Opener-Policy', 'same-origin')
  if (!isApi) {
    header.set('Cross-Origin-Resource-Policy', 'same-origin')
    // Vite names each built file by its content hash: a new build is a new URL.
    header.set(
      'Cache-Control',
      path.indexOf('/assets/') === 0 ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
  }
  // HSTS only means something over HTTPS (PocketBase's own TLS; a proxy in front sets its own).
  if (e.request.tls) header.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  return e.next()
})
