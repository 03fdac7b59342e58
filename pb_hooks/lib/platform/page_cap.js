/// <reference path="../../pb_data/types.d.ts" />
// Every records list anyone but a superuser can ask for answers at most ~1 MB. Each collection's
// cap is derived from its schema: the most bytes one record can print (every text at its max
// length in 4-byte characters, every list full, the allowed expand's record included), and
// perPage × that stays under BUDGET. A larger perPage (or none, when PocketBase's default of 30 is
// over the cap) is lowered, as PocketBase lowers one over 1000: the answer says the perPage it
// used, so the SDK's getFullList and the finder's page loop still read every row. Computed once
// per collection and expand, again after the collection (or the expanded one) changes.
// Called from the one router middleware (request_middleware.pb.js); docs/decisions.md,
// "Pages derived from the schema".

/** Bytes of records one page may hold; the page's own keys and counts fit in what is left of 1 MB. */
const BUDGET = 1000000
const POCKETBASE_MAX_PER_PAGE = 1000
const POCKETBASE_DEFAULT_PER_PAGE = 30
// A character prints as at most 4 bytes: 4-byte UTF-8, or 2 for an escaped quote, backslash, tab
// or newline. The other escapes (control characters) are refused by the input guard.
const BYTES_PER_CHARACTER = 4
// PocketBase's limit for a text field whose max is 0.
const DEFAULT_TEXT_MAX = 5000
// A view's computed text columns have no max: a view id is a record id (a prefix at most), an
// email one the input guard let in (RFC 5321, 254).
const VIEW_TEXT_MAX = { id: 32, email: 254 }
const EMAIL_MAX = 254
// PocketBase names a stored file <at most 100 characters>_<10 random><extension>.
const FILE_NAME_BYTES = 200
const DEFAULT_JSON_MAX_SIZE = 1 << 20
const DEFAULT_EDITOR_MAX_SIZE = 5 << 20
const NUMBER_BYTES = 24
const DATE_BYTES = 26
const GEO_POINT_BYTES = 64
const CACHE_KEY = 'gymbuddy.pageCap.'

const quoted = (characters) => characters * BYTES_PER_CHARACTER + 2
const list = (count, itemBytes) => count * (itemBytes + 1) + 2

function longest(values) {
  let most = 0
  for (const value of values) most = Math.max(most, value.length)
  return most
}

function textMax(collection, field) {
  if (field.max > 0) return field.max
  if (collection.type === 'view' && VIEW_TEXT_MAX[field.name]) return VIEW_TEXT_MAX[field.name]
  return DEFAULT_TEXT_MAX
}

function idBytes(app, collectionId) {
  try {
    const id = app.findCachedCollectionByNameOrId(collectionId).fields.getByName('id')
    return quoted(id && id.max > 0 ? id.max : VIEW_TEXT_MAX.id)
  } catch (_) {
    return quoted(VIEW_TEXT_MAX.id)
  }
}

/** The most bytes one field's value prints as. */
function valueBytes(app, collection, field) {
  const count = Math.max(1, field.maxSelect || 0)
  const many = (itemBytes) => (field.maxSelect > 1 ? list(count, itemBytes) : itemBytes)
  switch (field.type()) {
    case 'text':
      return quoted(textMax(collection, field))
    case 'email':
      return quoted(EMAIL_MAX)
    case 'url':
      return quoted(DEFAULT_TEXT_MAX)
    case 'editor':
      return (field.maxSize || DEFAULT_EDITOR_MAX_SIZE) * 2 + 2
    // Stored as the JSON PocketBase encoded (already escaped), printed as stored.
    case 'json':
      return field.maxSize || DEFAULT_JSON_MAX_SIZE
    case 'number':
      return NUMBER_BYTES
    case 'bool':
      return 5
    case 'date':
    case 'autodate':
      return DATE_BYTES
    case 'geoPoint':
      return GEO_POINT_BYTES
    case 'select':
      return many(quoted(longest(field.values)))
    case 'relation':
      return many(idBytes(app, field.collectionId))
    case 'file':
      return many(FILE_NAME_BYTES + 2)
    default:
      return quoted(DEFAULT_TEXT_MAX)
  }
}

/** The most bytes one record of `collection` prints as, with the relations in `expands` expanded. */
function recordBytes(app, collection, expands) {
  let bytes = 40 + collection.id.length + collection.name.length
  for (const field of collection.fields) {
    if (field.hidden) continue
    bytes += field.name.length + 4 + valueBytes(app, collection, field)
  }
  if (expands.length) bytes += 12
  for (const name of expands) {
    const field = collection.fields.getByName(name)
    const target = app.findCachedCollectionByNameOrId(field.collectionId)
    const one = recordBytes(app, target, [])
    bytes += name.length + 4 + (field.maxSelect > 1 ? list(field.maxSelect, one) : one)
  }
  return bytes
}

/** The collections a cap depends on, as one version string. */
function versionOf(app, collection, expands) {
  const parts = [collection.updated.string()]
  for (const name of expands) {
    const field = collection.fields.getByName(name)
    parts.push(app.findCachedCollectionByNameOrId(field.collectionId).updated.string())
  }
  return parts.join('|')
}

/** The most records one page of `collection` (with `expand`, one the expand guard allows) holds. */
function capOf(app, collection, expand) {
  const expands = expand === '' ? [] : expand.split(',')
  const key = `${CACHE_KEY}${collection.id}.${expand}`
  const version = versionOf(app, collection, expands)
  const kept = app.store().get(key)
  if (kept && kept.indexOf(version + '=') === 0) return Number(kept.slice(version.length + 1))
  const perRecord = recordBytes(app, collection, expands)
  const cap = Math.max(1, Math.min(POCKETBASE_MAX_PER_PAGE, Math.floor(BUDGET / perRecord)))
  app.store().set(key, `${version}=${cap}`)
  return cap
}

/** The perPage PocketBase would use for this query value (strconv.Atoi, default, maximum). */
function perPageOf(text) {
  if (text === '') return POCKETBASE_DEFAULT_PER_PAGE
  if (!/^[+-]?[0-9]+$/.test(text)) return 0 // PocketBase refuses it with a 400
  const asked = Number(text)
  if (asked <= 0) return POCKETBASE_DEFAULT_PER_PAGE
  return Math.min(asked, POCKETBASE_MAX_PER_PAGE)
}

/** GET /api/collections/{collection}/records: lowers perPage to the collection's cap. */
function clamp(e, collectionRef) {
  if (e.hasSuperuserAuth()) return
  let collection
  try {
    collection = e.app.findCachedCollectionByNameOrId(collectionRef)
  } catch (_) {
    return // PocketBase answers 404
  }
  const url = e.request.url
  const query = url.query()
  let cap
  try {
    cap = capOf(e.app, collection, query.get('expand'))
  } catch (_) {
    cap = 1 // an expand the guard let through but the schema cannot size: one record a page
  }
  if (perPageOf(query.get('perPage')) <= cap) return
  query.set('perPage', String(cap))
  url.rawQuery = query.encode()
}

module.exports = { clamp, recordBytes, BUDGET }
