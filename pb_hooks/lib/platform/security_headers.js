/// <reference path="../../pb_data/types.d.ts" />
// Browser hardening and the SPA's caching, set first by the one request middleware
// (pb_hooks/request_middleware.pb.js) so they are on every response, errors (the input guard's
// included) and cached answers alike: a strict Content-Security-Policy and the usual security
// headers on the SPA, a locked-down policy on API responses (JSON and uploaded files never run as
// a page). The dashboard under /_/ keeps PocketBase's own policy (the middleware skips it): it
// needs inline styles and its own host. Vite's hashed /assets/* are immutable, everything else
// (index.html and its client-side routes) is revalidated.

/** Sets the headers for `path`; `isApi` is true under /api. */
function set(e, path, isApi) {
  // Each read of a Go value (e.response, header.set) builds a JS wrapper: read each once.
  const header = e.response.header()
  const put = header.set
  put(
    'Content-Security-Policy',
    isApi
      ? "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'"
      : // The Vite build has no inline script; nothing else may run. Radix and sonner insert
        // <style> elements at run time (CSS cannot run script). Avatars come from /api/files;
        // data: and blob: for previews of a chosen picture. The SDK and realtime (EventSource on
        // /api/realtime) talk to this origin only.
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  )
  // A second policy, enforced together with the first (a script must pass both): scripts only from
  // a /assets/ path, so with 'self' only the build's own files run, never an upload under
  // /api/files. A path needs a host in CSP, and the host a proxy passes on may not be the one the
  // browser sees, hence any host here and 'self' above.
  // Its own worker-src: without one, workers fall back to this script-src, which blocks the blob:
  // worker canvas-confetti draws in.
  if (!isApi) {
    header.add('Content-Security-Policy', "script-src *:*/assets/; worker-src 'self' blob:")
  }
  put('X-Content-Type-Options', 'nosniff')
  put('X-Frame-Options', 'DENY')
  // The old XSS auditor is gone from browsers and could be abused; the CSP does its job.
  put('X-XSS-Protection', '0')
  put('Referrer-Policy', 'strict-origin-when-cross-origin')
  put('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  put('Cross-Origin-Opener-Policy', 'same-origin')
  if (!isApi) {
    put('Cross-Origin-Resource-Policy', 'same-origin')
    // Vite names each built file by its content hash: a new build is a new URL.
    put(
      'Cache-Control',
      path.indexOf('/assets/') === 0 ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
  }
  // HSTS only means something over HTTPS (PocketBase's own TLS; a proxy in front sets its own).
  if (e.request.tls) put('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}

module.exports = { set }
