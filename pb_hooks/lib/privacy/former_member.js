/// <reference path="../../pb_data/types.d.ts" />
// A closed account's "Former member" (lib/privacy/account_close.js). Its address at the placeholder domain
// exists only because PocketBase requires an email: no answer prints it, and nobody writes to it
// (its chats are read-only). tests/former-member.test.ts walks every read route and both writes.

const { PLACEHOLDER_DOMAIN } = require(`${__hooks}/lib/notifications/mail_guard.js`)
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const SUFFIX = `@${PLACEHOLDER_DOMAIN}`
const LEFT = 'This member has left GymBuddy.'

/** True for the users record a closed account left behind. */
function isFormerMember(user) {
  return Boolean(user) && user.getString('email').toLowerCase().endsWith(SUFFIX)
}

/** True when the member with this id is a Former member (false for an id nobody has). */
function hasLeft(app, userId) {
  return isFormerMember(gb.findById(app, 'users', userId))
}

/** An email column as answers print it: empty for a Former member's placeholder. */
function shownEmailSql(column) {
  return `CASE WHEN lower(${column}) LIKE '%${SUFFIX}' THEN '' ELSE ${column} END`
}

/** An email as answers print it: empty for a Former member's placeholder. */
const shownEmail = (email) => (String(email).toLowerCase().endsWith(SUFFIX) ? '' : email)

/** Refuses a write that would reach a Former member (a message, a new chat). */
function refuseIfLeft(app, userId, field) {
  if (hasLeft(app, userId)) gb.fail(field, 'validation_member_left', LEFT)
}

module.exports = { hasLeft, shownEmailSql, shownEmail, refuseIfLeft }
