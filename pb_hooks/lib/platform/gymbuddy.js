/// <reference path="../../pb_data/types.d.ts" />
// Shared helpers for the GymBuddy hooks. Each JSVM handler runs in its own context, so handlers
// load this with `require(`${__hooks}/lib/platform/gymbuddy.js`)` inside the handler body.

const MAX_MESSAGE_LENGTH = 2000
const MAX_RATE = 10000
const MAX_LIST_ITEMS = 20
const MAX_LIST_ITEM_LENGTH = 100
const MAX_RAW_LIST_LENGTH = 1000
// Singapore is UTC+8 all year (no DST): slots 09:00..21:00 SGT are 01:00..13:00 UTC.

const WEAK_PASSWORD_MESSAGE =
  'Password is too weak: use at least 8 characters with an uppercase letter, a lowercase letter and a number.'

/** Spec §5: at least 8 characters, one uppercase letter, one lowercase letter and one number. */
function isStrongPassword(password) {
  return (
    charCount(password) >= 8 &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  )
}

/** Throws a 400 whose data names the field, code and message (the SDK's err.response.data). */
function fail(field, code, message) {
  const data = {}
  data[field] = new ValidationError(code, message)
  throw new BadRequestError(message, data)
}

function asString(value) {
  return value === null || value === undefined ? '' : String(value)
}

/** A JSON field's value as plain JS (the Go side hands over raw JSON). */
function jsonValue(record, field) {
  const raw = record.get(field)
  if (raw === null || raw === undefined) return null
  const text = toString(raw)
  if (text === '' || text === 'null') return null
  try {
    return JSON.parse(text)
  } catch (_) {
    return text
  }
}

/**
 * A list of short texts: trimmed, blanks dropped, at most MAX_LIST_ITEMS of MAX_LIST_ITEM_LENGTH.
 * Returns null when the value is not a list of strings.
 */
function cleanTextList(value) {
  if (!Array.isArray(value)) return null
  const items = []
  for (const item of value) {
    if (typeof item !== 'string') return null
    const trimmed = item.trim()
    if (trimmed) items.push(trimmed)
  }
  return items
}

/** "Too long" check shared by the list fields. */
function checkTextList(field, items, label) {
  if (items.length > MAX_LIST_ITEMS) {
    fail(field, 'validation_too_many', `At most ${MAX_LIST_ITEMS} ${label} are allowed.`)
  }
  for (const item of items) {
    if (charCount(item) > MAX_LIST_ITEM_LENGTH) {
      fail(
        field,
        'validation_too_long',
        `Each of the ${label} must be at most ${MAX_LIST_ITEM_LENGTH} characters.`,
      )
    }
  }
}

/** Trims a text field in place; enforces max length; returns the trimmed text. */
function trimText(record, field, max, label) {
  const text = asString(record.get(field)).trim()
  if (charCount(text) > max)
    fail(field, 'validation_too_long', `${label} must be at most ${max} characters.`)
  record.set(field, text)
  return text
}

/** The record's date field as a JS Date (UTC), or null when empty. */
function dateOf(record, field) {
  const value = record.getDateTime(field)
  if (!value || value.isZero()) return null
  return new Date(value.string().replace(' ', 'T'))
}

/** True when the instant is a whole hour from 09:00 to 21:00 Singapore time (booking_rules.json). */
function isBookableSlot(date) {
  return require(`${__hooks}/lib/bookings/booking_rules.js`).isSlotHour(date)
}

/**
 * Runs fn(txApp) (which calls e.next()) in one transaction, then gives the event its own app back:
 * PocketBase runs the after-success hooks (realtime events) on e.app once the save returns, and a
 * committed transaction can no longer serve them.
 */
function inTransaction(e, fn) {
  const app = e.app
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp
      fn(txApp)
    })
  } finally {
    e.app = app
  }
}

/** True for the Go "no rows" error the finders throw when nothing matches. */
function isNotFound(error) {
  return (
    String(error && (error.value || error.message || error)).indexOf('no rows in result set') !== -1
  )
}

/**
 * Finds one record by a filter, or null when nothing matches. Any other error (a locked or broken
 * database, a bad filter) is thrown: it must not pass a duplicate check as "none found".
 */
function findFirst(app, collection, filter, params) {
  try {
    return app.findFirstRecordByFilter(collection, filter, params)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The record with this id, or null when there is none; other errors are thrown. */
function findById(app, collection, id) {
  if (!id) return null
  try {
    return app.findRecordById(collection, id)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/**
 * The record when the request's caller passes `rule` (a collection's stored rule; null: superusers
 * only), else null: a custom route shows exactly what the records API would show them.
 */
function visibleTo(e, record, rule) {
  if (!record) return null
  return e.app.canAccessRecord(record, e.requestInfo(), rule) ? record : null
}

/** Length in characters as a reader counts them (Unicode code points, as PocketBase's max does). */
function charCount(text) {
  let count = 0
  for (const _ of text) count += 1
  return count
}

module.exports = {
  MAX_MESSAGE_LENGTH,
  MAX_RATE,
  MAX_RAW_LIST_LENGTH,
  WEAK_PASSWORD_MESSAGE,
  isStrongPassword,
  fail,
  asString,
  jsonValue,
  cleanTextList,
  checkTextList,
  trimText,
  dateOf,
  isBookableSlot,
  inTransaction,
  findFirst,
  findById,
  visibleTo,
  isNotFound,
  charCount,
}
