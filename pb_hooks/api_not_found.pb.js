/// <reference path="../pb_data/types.d.ts" />
// Unknown /api/... paths answer a JSON 404, not the SPA's index.html with a 200 (PocketBase's index
// fallback serves it for any GET no route claims; other methods already get a JSON 404). Go's
// router picks the most specific pattern, and every real GET route under /api/ (PocketBase's own,
// realtime, files, ours) is more specific than "/api/{path...}": this only sees what none claims.

routerAdd('GET', '/api/{path...}', () => {
  throw new NotFoundError('There is no API route at this path.')
})

routerAdd('GET', '/api', () => {
  throw new NotFoundError('There is no API route at this path.')
})
