/// <reference path="../pb_data/types.d.ts" />
// Strict input (issue 6.2, 6.6): record create/update bodies with unknown fields, wrong JSON types,
// control characters or someone else's ids are refused with a 400 naming the field, before any
// other hook, rule or write runs. The checks are in pb_hooks/lib/input_guard.js.
// A router middleware, not record request hooks: there PocketBase has already replaced the body
// with the record's coerced values, which is what the guard must see before. Reads (GET, HEAD,
// OPTIONS) and other routes leave at once, without loading the checks.

routerUse((e) => {
  const method = e.request.method
  if (method !== 'POST' && method !== 'PATCH') return e.next()
  const path = e.request.url.path
  if (path.indexOf('/api/collections/') !== 0 || path.indexOf('/records') === -1) return e.next()
  return require(`${__hooks}/lib/input_guard.js`).guard(e)
})
