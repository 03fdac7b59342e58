/// <reference path="../pb_data/types.d.ts" />
// The one JS router middleware: each JS middleware holds a pooled VM for the whole request, so the
// three per-request jobs share this one (docs/decisions.md, "one router middleware"), in order:
// 1. Browser hardening (issue 6.3): a strict Content-Security-Policy and the usual security headers
//    on the SPA, a locked-down policy on API responses (JSON and uploaded files never run as a page).
//    The dashboard under /_/ keeps PocketBase's own policy: it needs inline styles and its own host.
//    Also the SPA's caching: Vite's hashed /assets/* are immutable, everything else (index.html and
//    its client-side routes) is revalidated. Set first so they are on every response, errors
//    (the input guard's included) and cached answers alike.
// 2. Strict input (issue 6.2, 6.6): any request body over 64 KB, chunked or not, is refused
//    before it is read further (lib/body_cap.js); record create/update bodies with unknown
//    fields, wrong JSON types, control characters or someone else's ids get a 400 naming the field,
//    before any other hook, rule or write runs (pb_hooks/lib/input_guard.js). Here, not in record
//    request hooks: there PocketBase has already replaced the body with the coerced values.
// 3. The visitor cache of the public trainer list (pb_hooks/buddies_cache.pb.js), lists of
//    users_view and client_profiles that must name their rows (lib/list_guard.js), and every
//    list's perPage lowered to what fits in 1 MB (lib/page_cap.js).
// 4. One answer to request-email-change whether the address is taken or not (lib/email_change.js).
// This runs on every request: only constant strings and prefix checks before the branches.

routerUse((e) => {
  // Each read of a Go value (e.request, header.set) builds a JS wrapper: read each once.
  const request = e.request
  const path = request.url.path
  if (path === '/_' || path.indexOf('/_/') === 0) return e.next()

  const set = e.response.header().set
  const isApi = path === '/api' || path.indexOf('/api/') === 0
  set(
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
  // /api/files (issue 10.3). A path needs a host in CSP, and the host a proxy passes on may not be
  // the one the browser sees, hence any host here and 'self' above.
  // Its own worker-src: without one, workers fall back to this script-src, which blocks the blob:
  // worker canvas-confetti draws in.
  if (!isApi) {
    e.response
      .header()
      .add('Content-Security-Policy', "script-src *:*/assets/; worker-src 'self' blob:")
  }
  set('X-Content-Type-Options', 'nosniff')
  set('X-Frame-Options', 'DENY')
  // The old XSS auditor is gone from browsers and could be abused; the CSP does its job.
  set('X-XSS-Protection', '0')
  set('Referrer-Policy', 'strict-origin-when-cross-origin')
  set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  set('Cross-Origin-Opener-Policy', 'same-origin')
  if (!isApi) {
    set('Cross-Origin-Resource-Policy', 'same-origin')
    // Vite names each built file by its content hash: a new build is a new URL.
    set(
      'Cache-Control',
      path.indexOf('/assets/') === 0 ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
  }
  // HSTS only means something over HTTPS (PocketBase's own TLS; a proxy in front sets its own).
  if (request.tls) set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')

  // Every body, chunked or not, is capped before anything parses it (lib/body_cap.js).
  if (request.contentLength !== 0) require(`${__hooks}/lib/body_cap.js`).check(e)

  const method = request.method
  // Expand only as the app does (lib/expand_guard.js). PocketBase reads "%65xpand" as "expand": a
  // query with neither "expand" nor an escaped parameter name has none (two string searches).
  const rawQuery = isApi ? request.url.rawQuery : ''
  const escapedName = rawQuery !== '' && /(?:^|&)[^=&]*%/.test(rawQuery)
  if (escapedName || rawQuery.indexOf('expand') !== -1) {
    require(`${__hooks}/lib/expand_guard.js`).checkRequest(e, path)
  }
  // Open live connections per address (lib/realtime_limits.js): counted here, where a VM is held
  // for the whole connection anyway.
  if (method === 'GET' && path === '/api/realtime') {
    return require(`${__hooks}/lib/realtime_limits.js`).connect(e)
  }
  if (method === 'POST' && path === '/api/collections/users/request-email-change') {
    return require(`${__hooks}/lib/email_change.js`).handle(e)
  }
  if (path.indexOf('/api/collections/') !== 0 || path.indexOf('/records') === -1) return e.next()
  if (method === 'POST' || method === 'PATCH') {
    require(`${__hooks}/lib/input_guard.js`).check(e)
  } else if (method === 'GET' && path.lastIndexOf('/records') === path.length - 8) {
    // A list: users_view's and client_profiles' must name their rows (lib/list_guard.js).
    require(`${__hooks}/lib/list_guard.js`).check(e, path.slice(17, -8))
    // A page stays under 1 MB: perPage lowered to the collection's cap (lib/page_cap.js).
    require(`${__hooks}/lib/page_cap.js`).clamp(e, path.slice(17, -8))
  }
  if (method === 'GET' && path.indexOf('/api/collections/gym_buddies_view/') === 0) {
    return require(`${__hooks}/lib/buddies_cache.js`).handle(e)
  }
  return e.next()
})
