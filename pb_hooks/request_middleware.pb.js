/// <reference path="../pb_data/types.d.ts" />
// The one JS router middleware. Each JS middleware holds a pooled VM for the whole request, so
// every per-request job runs from this one (docs/decisions.md, "one router middleware"); each job
// lives in its own lib file, and this file only fixes their order:
// 1. security headers and the SPA's caching (lib/platform/security_headers.js), first so they are on every
//    response, refusals and cached answers included;
// 2. the body size cap (lib/platform/body_cap.js), before anything parses a body;
// 3. the expand allow-list (lib/platform/expand_guard.js);
// 4. open live connections per address (lib/chat/realtime_limits.js);
// 5. one answer to request-email-change whether the address is taken or not (lib/accounts/email_change.js);
// 6. strict record bodies (lib/platform/input_guard.js): unknown fields, wrong JSON types, control
//    characters or someone else's ids get a 400 naming the field before any other hook, rule or
//    write runs. Here, not in record request hooks: there PocketBase has already replaced the body
//    with the coerced values. Custom routes that write (POST/PATCH/PUT/DELETE under /api/gymbuddy/)
//    get the same checks against their declared bodies (lib/platform/route_guard.js, lib/platform/route_bodies.js),
//    operator routes only once the caller is an operator (lib/safety/operators.js);
// 7. lists: users_view and client_profiles must name their rows (lib/platform/list_guard.js), and every
//    list's perPage is lowered to what fits in 1 MB (lib/platform/page_cap.js);
// 8. a visitor's list of the public trainer list, gym_buddies_view, is answered from the kept
//    answer when one is fresh (lib/finder/buddies_cache.js; filled by buddies_cache.pb.js, cleared by trainer_answers.pb.js).
// This runs on every request: only constant strings and prefix checks before the branches.

routerUse((e) => {
  // Each read of a Go value (e.request) builds a JS wrapper: read each once.
  const request = e.request
  const path = request.url.path
  if (path === '/_' || path.indexOf('/_/') === 0) return e.next()
  const isApi = path === '/api' || path.indexOf('/api/') === 0

  require(`${__hooks}/lib/platform/security_headers.js`).set(e, path, isApi)

  if (request.contentLength !== 0) require(`${__hooks}/lib/platform/body_cap.js`).check(e)

  // PocketBase reads "%65xpand" as "expand": a query with neither "expand" nor an escaped
  // parameter name has none (two string searches).
  const rawQuery = isApi ? request.url.rawQuery : ''
  const escapedName = rawQuery !== '' && /(?:^|&)[^=&]*%/.test(rawQuery)
  if (escapedName || rawQuery.indexOf('expand') !== -1) {
    require(`${__hooks}/lib/platform/expand_guard.js`).checkRequest(e, path)
  }

  const method = request.method
  // Counted here, where a VM is held for the whole connection anyway.
  if (method === 'GET' && path === '/api/realtime') {
    return require(`${__hooks}/lib/chat/realtime_limits.js`).connect(e)
  }
  if (method === 'POST' && path === '/api/collections/users/request-email-change') {
    return require(`${__hooks}/lib/accounts/email_change.js`).handle(e)
  }

  const writes = method === 'POST' || method === 'PATCH' || method === 'PUT' || method === 'DELETE'
  if (writes && path.indexOf('/api/gymbuddy/') === 0) {
    // An operator route answers anyone else like a path that does not exist, whatever the body.
    if (path.indexOf('/api/gymbuddy/ops/') === 0) {
      require(`${__hooks}/lib/safety/operators.js`).requireOperator(e)
    }
    require(`${__hooks}/lib/platform/route_guard.js`).check(e)
    return e.next()
  }
  if (path.indexOf('/api/collections/') !== 0 || path.indexOf('/records') === -1) return e.next()
  if (method === 'POST' || method === 'PATCH') {
    require(`${__hooks}/lib/platform/input_guard.js`).check(e)
  } else if (method === 'GET' && path.lastIndexOf('/records') === path.length - 8) {
    const collection = path.slice(17, -8)
    require(`${__hooks}/lib/platform/list_guard.js`).check(e, collection)
    require(`${__hooks}/lib/platform/page_cap.js`).clamp(e, collection)
    if (collection === 'gym_buddies_view')
      return require(`${__hooks}/lib/finder/buddies_cache.js`).handle(e)
  }
  return e.next()
})
