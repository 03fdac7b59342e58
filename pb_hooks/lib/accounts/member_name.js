/// <reference path="../../pb_data/types.d.ts" />
// A member's name is one line of text: it is printed in other members' emails and screens, where a
// line break or a control character could fake a line of its own (e.g. "Bcc: ..." or a link).

// C0/C1 controls (newlines included), the Unicode line and paragraph separators, bidi overrides.
// eslint-disable-next-line no-control-regex -- finding control characters is this regex's job
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/
const MESSAGE = 'Name cannot contain line breaks or control characters.'

/** Throws a 400 naming `name` when the name is not one line of text. */
function checkOneLine(name) {
  if (NOT_ONE_LINE.test(name)) {
    require(`${__hooks}/lib/platform/gymbuddy.js`).fail(
      'name',
      'validation_name_characters',
      MESSAGE,
    )
  }
}

module.exports = { checkOneLine }
