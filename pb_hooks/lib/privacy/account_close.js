/// <reference path="../../pb_data/types.d.ts" />
// POST /api/gymbuddy/me/delete { password }: closes the signed-in member's account in one
// transaction (docs/decisions.md, "Closing an account leaves a Former member"):
// 1. every upcoming booking on either side becomes cancelled ("Account closed"), saved as any
//    cancel is, so the other party gets the in-app notification and the email; requests whose
//    hour has passed unanswered are deleted;
// 2. every row naming the member is deleted or re-pointed to a new "Former member" users record
//    (a new id, no email anyone can sign in with, a random password, no userType), as the one
//    table in lib/privacy/account_close_rows.js says per collection and field;
// 3. the member's users record is deleted: its id, sessions, password and avatar files are gone,
//    the email is free, and a trainer leaves the finder (its hooks run on these saves).
// The freed bytes leave the database file by the next night (lib/privacy/database_scrub.js).

const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const quota = require(`${__hooks}/lib/accounts/member_quota.js`)

const FORMER_MEMBER = 'Former member'
const FORMER_CLIENT = 'Former client'
const REASON = 'Account closed'
const { PLACEHOLDER_DOMAIN } = require(`${__hooks}/lib/notifications/mail_guard.js`)
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const WRONG_PASSWORD = 'The password is not correct.'
const ATTEMPTS_PER_HOUR = 5

const rows = require(`${__hooks}/lib/privacy/account_close_rows.js`)
const { STATUS } = require(`${__hooks}/lib/bookings/booking_rules.js`)

// Profiles go through model deletes, so the finder's tables and caches follow (their hooks).
const MODEL_DELETES = ['client_profiles', 'trainer_profiles']

// Where the re-pointed rows are found through an index (others: by the field itself).
const BOTH = '({:old}, {:former})'
// A notification's actor and a profile read's reader are always a booking party of its owner.
const PARTNERS = `(SELECT gymBuddy FROM bookings WHERE booker IN ${BOTH} UNION SELECT booker FROM bookings WHERE gymBuddy IN ${BOTH})`
const SCOPE = {
  bookings: `(booker IN ${BOTH} OR gymBuddy IN ${BOTH})`,
  chats: `(user1 IN ${BOTH} OR user2 IN ${BOTH})`,
  messages: `chat IN (SELECT id FROM chats WHERE user1 IN ${BOTH} OR user2 IN ${BOTH})`,
  notifications: `user IN ${PARTNERS}`,
  profile_reads: `client IN ${PARTNERS}`,
}
// Names kept beside a re-pointed relation.
const RENAMED = {
  'reviews.author': `authorName = '${FORMER_CLIENT}'`,
  'notifications.actor': `actorName = '${FORMER_MEMBER}'`,
  'profile_reads.reader': `readerName = '${FORMER_MEMBER}'`,
}

const stored = (date) => date.toISOString().replace('T', ' ')

/** At most ATTEMPTS_PER_HOUR tries per member (a stolen session cannot guess the password). */
function checkPassword(e, user) {
  quota.spend(
    'close-account',
    user.id,
    ATTEMPTS_PER_HOUR,
    3600_000,
    (minutes) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
  const password = gb.asString(e.requestInfo().body['password'])
  if (!password || !user.validatePassword(password))
    gb.fail('password', 'validation_invalid_password', WRONG_PASSWORD)
}

const CLOSING = 'gymbuddy.close.cancel.'

/** True while closing an account cancels this booking (no late-cancel fee: lib/payments/late_fees.js). */
function isClosingCancel(booking) {
  return $app.store().has(CLOSING + booking.getString('cancelledBy'))
}

/** Upcoming bookings → cancelled by the member; unanswered past requests → deleted. */
function settleBookings(txApp, me) {
  $app.store().set(CLOSING + me, true)
  try {
    cancelUpcoming(txApp, me)
  } finally {
    $app.store().remove(CLOSING + me)
  }
}

function cancelUpcoming(txApp, me) {
  // Open weekly series first: each is cancelled as one event (lib/series/series_endings.js).
  require(`${__hooks}/lib/series/series_endings.js`).closeSeriesOf(txApp, me, REASON)
  const now = stored(new Date())
  const open = txApp.findRecordsByFilter(
    'bookings',
    `(booker = {:me} || gymBuddy = {:me}) && (status = '${STATUS.requested}' || status = '${STATUS.confirmed}' || status = '')`,
    'datetime',
    0,
    0,
    { me: me },
  )
  for (const booking of open) {
    if (booking.getString('datetime') > now) {
      booking.set('status', STATUS.cancelled)
      booking.set('reason', REASON)
      booking.set('cancelledBy', me)
      txApp.save(booking)
    } else if (booking.getString('status') !== STATUS.confirmed) {
      txApp.delete(booking)
    }
  }
}

/** The rows the table deletes, by SQL (the profiles: by deleteProfiles). */
function deleteRows(txApp, me) {
  for (const [name, field] of rows.fieldsTo(rows.DELETE)) {
    if (MODEL_DELETES.includes(name)) continue
    txApp
      .db()
      .newQuery(`DELETE FROM \`${name}\` WHERE \`${field}\` = {:me}`)
      .bind({ me: me })
      .execute()
  }
}

function deleteProfiles(txApp, user) {
  user.set('userType', '')
  user.set('profile', '')
  user.set('trainer_profile', '')
  txApp.save(user)
  for (const name of MODEL_DELETES)
    for (const profile of txApp.findRecordsByFilter(name, 'user = {:me}', '', 0, 0, {
      me: user.id,
    }))
      txApp.delete(profile)
}

function makeFormerMember(txApp) {
  const former = new Record(txApp.findCollectionByNameOrId('users'))
  former.set('name', FORMER_MEMBER)
  // PocketBase requires an email: a random one at a reserved domain that can never receive mail.
  former.set(
    'email',
    `former-${$security.randomStringWithAlphabet(20, ALPHABET)}@${PLACEHOLDER_DOMAIN}`,
  )
  former.set('emailVisibility', false)
  former.set('verified', false)
  former.setRandomPassword()
  txApp.save(former)
  return former
}

/** Each relation the table re-points, still naming `old`, now names `former`. */
function repoint(txApp, old, former) {
  const params = { old: old, former: former }
  for (const [name, fieldName] of rows.fieldsTo(rows.REPOINT)) {
    const field = txApp.findCollectionByNameOrId(name).fields.getByName(fieldName)
    const table = `\`${name}\``
    const column = `\`${fieldName}\``
    const renamed = RENAMED[`${name}.${fieldName}`]
    const scope = SCOPE[name] ? `${SCOPE[name]} AND ` : ''
    const sql =
      field.maxSelect > 1
        ? `UPDATE ${table} SET ${column} = (SELECT json_group_array(CASE WHEN value = {:old} THEN {:former} ELSE value END) FROM json_each(${column}))
           WHERE ${scope}EXISTS (SELECT 1 FROM json_each(${column}) WHERE value = {:old})`
        : `UPDATE ${table} SET ${column} = {:former}${renamed ? `, ${renamed}` : ''} WHERE ${scope}${column} = {:old}`
    txApp.db().newQuery(sql).bind(params).execute()
  }
}

/** The route: 204 once the account is closed. */
function closeAccount(e) {
  const users = e.app.findCollectionByNameOrId('users')
  checkPassword(e, e.app.findRecordById(users, e.auth.id))
  e.app.runInTransaction((txApp) => {
    const user = txApp.findRecordById(users, e.auth.id)
    // Before the cancellations too: nobody is told an hour of a departing trainer opened.
    deleteRows(txApp, user.id)
    settleBookings(txApp, user.id)
    // With the credits of the cancelled sessions back: the trainer hears what was left unused.
    require(`${__hooks}/lib/payments/purchase_claims.js`).clientLeaves(txApp, user.id)
    deleteProfiles(txApp, user)
    deleteRows(txApp, user.id) // and what the cancellations and profile deletes wrote
    const former = makeFormerMember(txApp)
    repoint(txApp, user.id, former.id)
    txApp.delete(user)
  })
  return e.noContent(204)
}

module.exports = { closeAccount, isClosingCancel }
