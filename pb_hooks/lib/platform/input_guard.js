/// <reference path="../../pb_data/types.d.ts" />
// Strict request bodies for record create/update (checked by the one router middleware in
// pb_hooks/request_middleware.pb.js).
//
// PocketBase quietly coerces what it cannot use: a list sent to a text field is stored as "",
// "abc" sent to a number is stored as 0, unknown fields are dropped. Before the record handler
// runs (and so before any other hook or rule), this refuses such bodies with a 400 naming the
// field, and answers the ownership refusals that the API rules would only call "Failed to create
// record." with a field-level message. Superusers (dashboard, seed) are not checked.
// Every collection a member can write is checked: each one whose rule for the action is not
// superusers-only (users, profiles, chats, messages, bookings, reviews, chat_reads, notifications).
// The body's size was capped before (lib/platform/body_cap.js).

const CREATE = 'POST /api/collections/{collection}/records'
const UPDATE = 'PATCH /api/collections/{collection}/records/{id}'

// Echoed by the SDK when a whole record is sent back; PocketBase ignores them.
const IGNORED_KEYS = ['collectionId', 'collectionName', 'expand']
const AUTH_ONLY_KEYS = ['password', 'passwordConfirm', 'oldPassword']
// Never settable through this API by a member (PocketBase has its own flows for them).
const READ_ONLY_FIELDS = ['tokenKey', 'verified']
// RFC 5321's limit on an address; PocketBase's email field has no length limit of its own.
const MAX_EMAIL_LENGTH = 254
const MAX_PASSWORD_BYTES = 71
// Enough for any real request; a huge list is PocketBase's own maxSelect error.
const MAX_CHECKED_IDS = 50
// Each field may be sent at most as "name", "+name"/"name+" and "name-", plus the SDK's echoed keys
// and the password fields: a body with more keys than that cannot be a real request.
const KEYS_PER_FIELD = 3
const MODIFIABLE_TYPES = ['number', 'relation', 'select', 'file']
const TEXT_TYPES = ['text', 'email', 'url', 'editor', 'password']
// C0/C1 control characters (tab, newline and carriage return are text) and the bidi overrides
// that make a name or message display differently from what it says.
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is this regex's job
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
// Characters that show nothing (zero-width, direction marks, soft hyphen, blank Braille and Hangul
// fillers): a required text made only of these and whitespace is as empty as "".
const INVISIBLE_CHARACTERS =
  // eslint-disable-next-line no-misleading-character-class -- U+034F is listed alone, not combined
  /[\u00AD\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]/g
// Spec §5 texts for the two numbers a member types in.
const NUMBER_MESSAGES = {
  budget: 'Budget must be a valid positive number.',
  rate: 'Rate must be a valid positive number.',
}

// Hidden fields a member may write (their own number, read back only by the people the
// collection's enrich hook shows it to): trainer_profiles.whatsapp (lib/venues/when_where.js, marked
// memberSets in lib/finder/trainer_fields.json); a busy calendar's address and login, never read
// back (lib/venues/busy_calendars.js).
const SETTABLE_HIDDEN = {
  trainer_profiles: require(`${__hooks}/lib/finder/trainer_fields.js`).memberSetHidden(),
  busy_calendars: ['url', 'username', 'password'],
}

const HIDDEN_KEY = 'gymbuddy.sentHidden.'

// Agreements a create carries without a field of its own; the collection's hook requires `true`
// and records it (lib/privacy/consents.js).
const AGREEMENT_KEYS = { users: 'acceptTerms', client_profiles: 'healthConsent' }

function isSettableHidden(collection, name) {
  const names = SETTABLE_HIDDEN[collection.name]
  return !!names && names.indexOf(name) !== -1
}

/**
 * The value a member sent for a SETTABLE_HIDDEN field, or null when they sent none: PocketBase
 * drops hidden fields from the body before the record hooks run, so check() keeps it here.
 */
function sentHiddenValue(e, name) {
  const value = e.get(HIDDEN_KEY + name)
  return value === undefined ? null : value
}

function fieldError(errors, field, code, message) {
  if (!errors[field]) errors[field] = new ValidationError(code, message)
}

function isNumericText(value) {
  return typeof value === 'string' && value.trim() !== '' && isFinite(Number(value))
}

/** Text with nothing to see: whitespace and invisible format characters only. */
function isBlank(value) {
  return typeof value === 'string' && value.replace(INVISIBLE_CHARACTERS, '').trim() === ''
}

function hasForbiddenCharacters(value) {
  if (typeof value === 'string') return FORBIDDEN_CHARACTERS.test(value)
  if (Array.isArray(value)) return value.some(hasForbiddenCharacters)
  if (value !== null && typeof value === 'object') {
    return Object.keys(value).some(
      (key) => hasForbiddenCharacters(key) || hasForbiddenCharacters(value[key]),
    )
  }
  return false
}

/** The field a body key addresses: "rate", "rate+", "+messages", "messages-" -> the base name. */
function splitKey(key) {
  const match = /^(\+)?([A-Za-z0-9_]+)([+-])?$/.exec(key)
  if (!match) return null
  return { name: match[2], modifier: !!(match[1] || match[3]) }
}

/** A key safe to echo back as an error's field name (a huge or odd key is reported as "body"). */
function reportableKey(key) {
  return key.length <= 64 && /^\+?[A-Za-z][A-Za-z0-9_]*[+-]?$/.test(key) ? key : 'body'
}

/** Bytes of the UTF-8 encoding (bcrypt, behind PocketBase passwords, reads at most 72). */
function utf8Length(text) {
  let bytes = 0
  for (const char of text) {
    const code = char.codePointAt(0)
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

function uploadedCount(e, key) {
  try {
    return e.findUploadedFiles(key).length
  } catch (_) {
    return 0 // nothing uploaded under this key
  }
}

/** More files than a single-file field takes (PocketBase would keep the last one quietly). */
function checkFileCount(e, collection, errors) {
  for (const field of collection.fields) {
    if (field.type() !== 'file' || field.isMultiple()) continue
    const name = field.getName()
    const count = uploadedCount(e, name) + uploadedCount(e, name + '+')
    if (count > 1)
      fieldError(errors, name, 'validation_too_many_files', 'Only one file is allowed.')
  }
}

function isStringList(value) {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** Type check of one value; multipart forms carry only text (PocketBase infers numbers/bools). */
function checkType(errors, key, field, value, multipart) {
  if (value === null || value === undefined) return
  const type = field.type()
  const name = field.getName()
  const multiple = typeof field.isMultiple === 'function' && field.isMultiple()
  const scalar =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

  if (TEXT_TYPES.indexOf(type) !== -1 || type === 'date') {
    if (multipart ? !scalar : typeof value !== 'string') {
      fieldError(errors, key, 'validation_invalid_type', 'Must be text.')
    } else if (type === 'email' && Array.from(String(value)).length > MAX_EMAIL_LENGTH) {
      fieldError(
        errors,
        key,
        'validation_too_long',
        `Must be at most ${MAX_EMAIL_LENGTH} characters.`,
      )
    }
  } else if (type === 'number') {
    const ok =
      (typeof value === 'number' && isFinite(value)) || value === '' || isNumericText(value)
    if (!ok) {
      const message = NUMBER_MESSAGES[name] || 'Must be a number.'
      const code = NUMBER_MESSAGES[name] ? 'validation_positive_number' : 'validation_invalid_type'
      fieldError(errors, key, code, message)
    }
  } else if (type === 'bool') {
    if (typeof value !== 'boolean')
      fieldError(errors, key, 'validation_invalid_type', 'Must be true or false.')
  } else if (type === 'select' || type === 'relation' || type === 'file') {
    const single = multipart ? scalar : typeof value === 'string'
    const ok =
      single ||
      ((multiple || type === 'file') && (multipart ? Array.isArray(value) : isStringList(value)))
    if (!ok) {
      const message = multiple
        ? 'Must be a list of ids or values.'
        : 'Must be a single id or value.'
      fieldError(errors, key, 'validation_invalid_type', message)
    }
  }
  // json: any JSON value (the collection's own hooks check its shape); autodate: ignored.
}

/**
 * Relation ids must exist. PocketBase checks this too, but only after the API rules, which turn a
 * rule that follows the relation (chat.user1, profile.user) into a bare 400/404.
 */
function checkRelationsExist(e, errors, key, field, value) {
  const ids = Array.isArray(value) ? value : [value]
  for (const id of ids.slice(0, MAX_CHECKED_IDS)) {
    if (typeof id !== 'string' || id === '') continue
    try {
      e.app.findRecordById(field.collectionId, id)
    } catch (error) {
      if (!require(`${__hooks}/lib/platform/gymbuddy.js`).isNotFound(error)) throw error
      fieldError(
        errors,
        key,
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids.',
      )
      return
    }
  }
}

/**
 * Field-level answers to creates the API rules would refuse with a bare "Failed to create
 * record.". Updates are left to the rules: refusing them with 404 tells nothing about the record.
 */
function checkOwnership(e, collection, body, errors) {
  const given = (field) =>
    body[field] === undefined || body[field] === null ? '' : String(body[field])
  if (collection === 'users') {
    for (const field of ['userType', 'profile', 'trainer_profile']) {
      if (given(field))
        fieldError(errors, field, 'validation_not_allowed', 'Cannot be set when registering.')
    }
    return
  }
  if (!e.auth) return // a visitor: the rules refuse every write here
  const me = e.auth.id

  const ownFields = {
    client_profiles: 'user',
    trainer_profiles: 'user',
    bookings: 'booker',
    messages: 'sender',
    waitlist: 'user',
    credentials: 'trainer',
  }
  const ownField = ownFields[collection]
  if (ownField && given(ownField) !== me) {
    fieldError(errors, ownField, 'validation_not_owner', 'Must be your own account.')
  }
  if (collection === 'chats' && given('user1') !== me && given('user2') !== me) {
    fieldError(errors, 'user1', 'validation_not_participant', 'One of the two users must be you.')
  }
  const chat = collection === 'messages' && findLinked(e, 'chats', given('chat'))
  if (chat && chat.getString('user1') !== me && chat.getString('user2') !== me) {
    fieldError(errors, 'chat', 'validation_not_participant', 'You are not part of this chat.')
  }
  // In the reviews hook's words: the create rule (booking.booker) runs before that hook.
  const booking = collection === 'reviews' && findLinked(e, 'bookings', given('booking'))
  if (booking && booking.getString('booker') !== me) {
    fieldError(
      errors,
      'booking',
      'validation_review_not_yours',
      'You can only rate your own sessions.',
    )
  }
}

/** The linked record, or null (a missing one is PocketBase's own "missing relation" error). */
function findLinked(e, collection, id) {
  if (!id) return null
  try {
    return e.app.findRecordById(collection, id)
  } catch (error) {
    if (!require(`${__hooks}/lib/platform/gymbuddy.js`).isNotFound(error)) throw error
    return null
  }
}

function refuseBody(isCreate, code, message) {
  throw new BadRequestError(isCreate ? 'Failed to create record.' : 'Failed to update record.', {
    body: new ValidationError(code, message),
  })
}

/** The key-count cap, checked before any per-key work. */
function checkKeyCount(keys, collection, isCreate) {
  const maxKeys =
    collection.fields.length * KEYS_PER_FIELD + IGNORED_KEYS.length + AUTH_ONLY_KEYS.length
  if (keys.length > maxKeys) {
    refuseBody(
      isCreate,
      'validation_too_many_fields',
      `The request has ${keys.length} fields; a ${collection.name} record takes at most ${maxKeys}.`,
    )
  }
}

/** Throws a 400 for a record create/update body it refuses; returns for anything else. */
function check(e) {
  const isCreate = e.request.pattern === CREATE
  if ((!isCreate && e.request.pattern !== UPDATE) || e.hasSuperuserAuth()) return

  let collection
  try {
    collection = e.app.findCachedCollectionByNameOrId(e.request.pathValue('collection'))
  } catch (_) {
    return // PocketBase answers 404 for an unknown collection
  }
  // Superusers-only (rule null): PocketBase answers 403 whatever the body says.
  const rule = isCreate ? collection.createRule : collection.updateRule
  if (collection.isView() || rule === null) return

  // Every guarded write counts against its rate limit here, refused or not (lib/platform/refusal_limit.js).
  const action = isCreate ? 'create' : 'update'
  require(`${__hooks}/lib/platform/refusal_limit.js`).count(e, [
    `${collection.name}:${action}`,
    `*:${action}`,
  ])
  const contentType = String(e.request.header.get('Content-Type') || '')
  const multipart = contentType.indexOf('multipart/form-data') === 0
  const body = e.requestInfo().body || {}
  const keys = Object.keys(body)
  checkKeyCount(keys, collection, isCreate)
  const errors = {}

  for (const key of keys) {
    if (IGNORED_KEYS.indexOf(key) !== -1) continue
    if (isCreate && AGREEMENT_KEYS[collection.name] === key) continue
    const value = body[key]
    const reported = reportableKey(key)
    if (collection.isAuth() && AUTH_ONLY_KEYS.indexOf(key) !== -1) {
      if (typeof value !== 'string') {
        fieldError(errors, key, 'validation_invalid_type', 'Must be text.')
      } else if (utf8Length(value) > MAX_PASSWORD_BYTES) {
        fieldError(errors, key, 'validation_too_long', 'Must be at most 71 characters.')
      }
      continue
    }
    const parts = splitKey(key)
    const field = parts && collection.fields.getByName(parts.name)
    // A hidden field (a review's author) is dropped by PocketBase for members: never theirs to set,
    // unless listed in SETTABLE_HIDDEN: its value is kept for the collection's own hook.
    const settable = !!field && field.getHidden() && isSettableHidden(collection, parts.name)
    if (!field || READ_ONLY_FIELDS.indexOf(parts.name) !== -1 || (field.getHidden() && !settable)) {
      fieldError(errors, reported, 'validation_unknown_field', 'Unknown or read-only field.')
      continue
    }
    if (settable && !parts.modifier) e.set(HIDDEN_KEY + parts.name, value === null ? '' : value)
    if (parts.modifier && MODIFIABLE_TYPES.indexOf(field.type()) === -1) {
      fieldError(
        errors,
        reported,
        'validation_unknown_field',
        'This field cannot be changed that way.',
      )
      continue
    }
    if (parts.name === 'id' && !isCreate && value !== e.request.pathValue('id')) {
      fieldError(errors, 'id', 'validation_read_only', 'A record id cannot change.')
      continue
    }
    if (field.type() === 'autodate') continue // set by the server whatever is sent
    checkType(errors, reported, field, value, multipart)
    if (!errors[reported] && field.type() === 'relation') {
      checkRelationsExist(e, errors, reported, field, value)
    }
    if (!errors[reported] && hasForbiddenCharacters(value)) {
      fieldError(
        errors,
        reported,
        'validation_invalid_characters',
        'Contains control characters that are not allowed.',
      )
    }
    if (!errors[reported] && field.type() === 'text' && field.required && isBlank(value)) {
      fieldError(errors, reported, 'validation_required', 'Cannot be blank.')
    }
  }

  if (multipart) checkFileCount(e, collection, errors)
  if (isCreate && Object.keys(errors).length === 0) checkOwnership(e, collection.name, body, errors)

  const fields = Object.keys(errors)
  if (fields.length > 0) {
    throw new BadRequestError(
      isCreate ? 'Failed to create record.' : 'Failed to update record.',
      errors,
    )
  }
}

// The character and key checks are shared with the custom routes' guard (lib/platform/route_guard.js).
module.exports = { check, sentHiddenValue, hasForbiddenCharacters, reportableKey }
