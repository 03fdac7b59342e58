/// <reference path="../../pb_data/types.d.ts" />
// One spelling per mailbox: trimmed, lowercased, and without the trailing dot of a fully
// qualified domain (`client@gymbuddy.sg.` is `client@gymbuddy.sg`), so no look-alike account can
// be opened beside an existing one. Used on every save of a user, on sign-in and on email change.

// The HTML form's email syntax with at least one dot in the domain (the mails go out over SMTP).
const PLAIN_ADDRESS =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/
const MAX_LENGTH = 254

function normalise(value) {
  return String(value === null || value === undefined ? '' : value)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '')
}

/** True for an ordinary normalised address this app can mail. */
function isPlain(address) {
  return address.length <= MAX_LENGTH && PLAIN_ADDRESS.test(address)
}

module.exports = { normalise, isPlain }
