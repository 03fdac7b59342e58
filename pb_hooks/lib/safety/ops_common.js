/// <reference path="../../pb_data/types.d.ts" />
// What every operator route shares (docs/trust-and-safety.md): the operator's reason, required
// and one paragraph, and the stored form of "now".
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

/** The body's `field` (the reason), trimmed; refused when empty or longer than `max`. */
function reasonOf(e, field, max) {
  const text = gb.asString(e.requestInfo().body[field]).trim()
  if (!text) {
    gb.fail(field, 'validation_required', 'Give a reason: it is kept in the operators’ log.')
  }
  if (gb.charCount(text) > max) {
    gb.fail(field, 'validation_too_long', `The reason must be at most ${max} characters.`)
  }
  return text
}

/** An instant as PocketBase stores dates ("2030-01-01 01:00:00.000Z"). */
function stored(date) {
  return date.toISOString().replace('T', ' ')
}

module.exports = { reasonOf, stored }
