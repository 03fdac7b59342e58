/// <reference path="../../pb_data/types.d.ts" />
// Strict bodies for the custom routes that write, as lib/platform/input_guard.js is for record writes: run
// by the router middleware (pb_hooks/request_middleware.pb.js) before the route, against the
// route's entry in lib/platform/route_bodies.js. Unknown fields, wrong JSON types, control characters,
// line breaks in a one-line field and text past its bound get a 400 naming the field. Superusers
// are checked too: these routes' bodies are small and declared.

const { ROUTE_BODIES } = require(`${__hooks}/lib/platform/route_bodies.js`)
const { hasForbiddenCharacters, reportableKey } = require(`${__hooks}/lib/platform/input_guard.js`)

// Line breaks, tabs and the Unicode line and paragraph separators (C0/C1 ones are refused anyway).
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/
const WRITING_ROUTE = /^(POST|PATCH|PUT|DELETE) \/api\/gymbuddy\//
// Echoed by the SDK; ignored as the record guard ignores them.
const IGNORED_KEYS = ['collectionId', 'collectionName', 'expand']

function typeError(spec, value, multipart) {
  const scalar =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  if (spec.type === 'text') return (multipart ? scalar : typeof value === 'string') ? '' : 'text'
  if (spec.type === 'bool') return typeof value === 'boolean' ? '' : 'true or false'
  if (spec.type === 'number') return typeof value === 'number' && isFinite(value) ? '' : 'a number'
  return 'nothing' // an unknown type in the declaration refuses every value
}

/** The refusal of one declared field's value, or null. */
function fieldRefusal(spec, value, multipart) {
  if (value === null || value === undefined) return null
  const expected = typeError(spec, value, multipart)
  if (expected) return new ValidationError('validation_invalid_type', `Must be ${expected}.`)
  if (spec.type !== 'text') return null
  const text = String(value)
  if (hasForbiddenCharacters(text) || (spec.line && LINE_BREAKS.test(text))) {
    return new ValidationError(
      'validation_invalid_characters',
      'Contains control characters that are not allowed.',
    )
  }
  if (spec.max && Array.from(text).length > spec.max) {
    return new ValidationError('validation_too_long', `Must be at most ${spec.max} characters.`)
  }
  return null
}

/** Throws a 400 for a custom route's body it refuses; returns for anything else. */
function check(e) {
  const pattern = e.request.pattern
  // No route of ours (an unknown path reaches the catch-all): the router answers it.
  if (!WRITING_ROUTE.test(pattern)) return
  const declared = ROUTE_BODIES[pattern] || {}
  const allowed = Object.keys(declared)
  const contentType = String(e.request.header.get('Content-Type') || '')
  const multipart = contentType.indexOf('multipart/form-data') === 0
  let body
  try {
    body = e.requestInfo().body || {}
  } catch (error) {
    // A body PocketBase cannot read (no or another Content-Type): a route taking no fields never
    // reads it; any other would fail on it the same way.
    if (allowed.length === 0) return
    throw error
  }
  const keys = Object.keys(body)
  if (keys.length > allowed.length + IGNORED_KEYS.length) {
    throw new BadRequestError('The request body has fields this route does not take.', {
      body: new ValidationError(
        'validation_too_many_fields',
        `The request has ${keys.length} fields; this route takes at most ${allowed.length}.`,
      ),
    })
  }
  const errors = {}
  for (const key of keys) {
    if (IGNORED_KEYS.indexOf(key) !== -1) continue
    const spec = allowed.indexOf(key) === -1 ? null : declared[key]
    const refusal = spec
      ? fieldRefusal(spec, body[key], multipart)
      : new ValidationError('validation_unknown_field', 'Unknown field.')
    if (refusal && !errors[reportableKey(key)]) errors[reportableKey(key)] = refusal
  }
  if (Object.keys(errors).length > 0) {
    throw new BadRequestError('The request body is not valid.', errors)
  }
}

module.exports = { check }
