/// <reference path="../../pb_data/types.d.ts" />
// Throwaway accounts (docs/notifications-and-email.md, "Unverified accounts"): a member whose email
// is not verified still books and chats, but starts at most 3 new chats a day (a rolling 24 hours),
// refused with validation_verify_email saying why (the app offers "Resend"), and their messages
// mail nobody (lib/chat/message_emails.js). Only while this server sends email: without it nobody
// could verify. Reviews ask for a verified email always (lib/safety/reviews.js).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { POLICY } = require(`${__hooks}/lib/notifications/mail_policy.js`)

const DAY_MS = 24 * 3600_000
const VERIFY_TO_CHAT = `Verify your email address to start more than ${POLICY.newChatsPerDayUnverified} new chats a day: until then an account is limited, so throwaway accounts cannot flood trainers. Use the link we emailed you, or resend it.`

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** A signed-in member whose email is not verified, on a server that can send the link. */
function isUnverified(app, auth) {
  return !!auth && !auth.getBool('verified') && app.settings().smtp.enabled
}

/** POST chats by a member: an unverified one starts at most newChatsPerDayUnverified a day. */
function checkNewChat(e) {
  if (e.hasSuperuserAuth() || !isUnverified(e.app, e.auth)) return
  const limit = POLICY.newChatsPerDayUnverified
  const started = e.app.findRecordsByFilter(
    'chats',
    'startedBy = {:me} && created >= {:since}',
    '',
    limit,
    0,
    { me: e.auth.id, since: stored(Date.now() - DAY_MS) },
  )
  if (started.length >= limit) gb.fail('startedBy', 'validation_verify_email', VERIFY_TO_CHAT)
}

module.exports = { checkNewChat }
