/// <reference path="../../pb_data/types.d.ts" />
// One size cap on every request body, checked first by the one router middleware
// (pb_hooks/request_middleware.pb.js) for every route: sign-in, realtime, the custom routes and
// record writes alike, before anything parses the body.
//
// A declared Content-Length is compared as it is. A chunked body has none (-1): it is read up to
// one byte past the cap, and when it fits it is rewound for the handler that parses it. A 26 MB
// chunked body took 2.2 s of CPU and +410 MB before (docs/decisions.md, "One body cap").
// Superusers (the dashboard's collection import and backup upload) keep PocketBase's own limits.

// The largest real JSON body (a trainer profile: three 2,000-character texts of 4-byte characters,
// JSON-escaped, plus lists) is under 40 KB.
const MAX_BODY_BYTES = 64 * 1024
// A multipart record write may carry a file (the avatar: 2 MB at most; up to 8 MB PocketBase
// names the file as too large).
const MAX_MULTIPART_BODY_BYTES = 8 * 1024 * 1024
const CREATE = 'POST /api/collections/{collection}/records'
const UPDATE = 'PATCH /api/collections/{collection}/records/{id}'

/** The multipart allowance is for record writes to a collection with a file field only. */
function limitFor(request, app) {
  const contentType = String(request.header.get('Content-Type') || '')
  if (contentType.indexOf('multipart/form-data') !== 0) return MAX_BODY_BYTES
  if (request.pattern !== CREATE && request.pattern !== UPDATE) return MAX_BODY_BYTES
  try {
    const collection = app.findCachedCollectionByNameOrId(request.pathValue('collection'))
    return collection.fields.some((field) => field.type() === 'file')
      ? MAX_MULTIPART_BODY_BYTES
      : MAX_BODY_BYTES
  } catch (_) {
    return MAX_BODY_BYTES // an unknown collection: PocketBase answers 404
  }
}

function refuse(limit) {
  const message = `The request is too large: at most ${Math.round(limit / 1024)} KB.`
  throw new BadRequestError(message, {
    body: new ValidationError('validation_body_too_large', message),
  })
}

/** Throws a 400 naming `body` when the request body is over its cap; returns otherwise. */
function check(e) {
  const request = e.request
  const length = request.contentLength
  if (length === 0 || e.hasSuperuserAuth()) return
  const limit = limitFor(request, e.app)
  if (length > limit) refuse(limit)
  if (length > 0) return

  const body = request.body
  if (toBytes(body, limit + 1).length > limit) refuse(limit)
  // PocketBase keeps a copy of what was read: rewind it so the handler reads the whole body.
  body.reread()
}

module.exports = { check }
