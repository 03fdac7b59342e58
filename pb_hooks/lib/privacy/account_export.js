/// <reference path="../../pb_data/types.d.ts" />
// GET /api/gymbuddy/me/export: everything held about the signed-in member, as one JSON file,
// indented, whose first key `about` says in a sentence what each other key holds.
// Each record is printed as the records API prints it to the member (their own users record with
// its email; hidden fields left out). Other members appear only as ids the member already sees in
// their own records, and by the name users_view's rule lets the member read (`otherPartyName` of
// each booking and chat; never an email).
// The calendar feed says only whether one exists. At most EXPORTS_PER_HOUR per member.
// A new key needs its sentence in ABOUT (tests/data-rights.test.ts checks every key has one).

const { findById, visibleTo } = require(`${__hooks}/lib/platform/gymbuddy.js`)
const { sgtDay } = require(`${__hooks}/lib/privacy/profile_reads.js`)
const quota = require(`${__hooks}/lib/accounts/member_quota.js`)
const trainerFields = require(`${__hooks}/lib/finder/trainer_fields.js`)

const EXPORTS_PER_HOUR = 3
const HOUR_MS = 3600_000

const ABOUT = {
  account: 'Your account: name, email, avatar and settings.',
  clientProfile: 'Your fitness profile (goals, level, area, notes), if you have one.',
  trainerProfile: 'Your trainer profile as it is shown to clients, if you are a trainer.',
  bookings:
    'Every session you booked or were booked for; profileSharedUntil is when the trainer stops seeing your fitness profile.',
  bookingSeries: 'Your weekly series of sessions.',
  chats: 'Your conversations, with the name of the other person as you see it.',
  messages: 'Every message in your conversations, yours and theirs.',
  reviewsWritten: 'The reviews you wrote.',
  reviewsReceived: 'The reviews clients wrote about you.',
  notifications: 'Your in-app notifications.',
  chatReads: 'Up to when you have read each conversation.',
  waitlist: 'The taken hours you are waiting for.',
  profileReads: 'Each day a trainer was shown your fitness profile.',
  profileReadsByMe: 'Each day you were shown a client’s fitness profile.',
  contacts: 'The members whose name you can see, because of a booking or a message.',
  consents: 'What you agreed to (terms, health notes), which version and when; and any withdrawal.',
  accountMails:
    'Account emails sent to you (verification, password reset, email change) in the last day.',
  messageEmails: 'When you were last emailed about unread messages in each conversation.',
  attempts:
    'Your recent downloads of this file and tries to close your account (for the hourly limits).',
  calendarFeed: 'Whether you have a calendar link (its secret is not included).',
  busyCalendars:
    'The calendars you read your busy times from, as a trainer: name, kind, the hint of the address and the last read (the address and app password are not included).',
  busyTimes: 'The busy times read from those calendars: start and end only.',
  packages: 'The session packages you sell, if you are a trainer.',
  packagePurchases: 'The packages you bought or sold.',
  creditLedger: 'Each session credit used or returned on those packages.',
  receipts:
    'The receipts for payments you made, or received as a trainer: number, what was paid for, amount and date.',
  blocks: 'The members you blocked, and when.',
  reportsMade:
    'The reports you made and their status (the operators’ notes and any copied chat text are not included).',
  credentials:
    'The credentials you added as a trainer (number, expiry, document name), their status and the operator’s note.',
}

function all(app, collection, filter, params, sort) {
  return app.findRecordsByFilter(collection, filter, sort || '', 0, 0, params)
}

/** users_view's name of each member `ids` names, where its rule lets the caller read it, else ''. */
function namesSeen(e, ids) {
  const people = e.app.findCollectionByNameOrId('users_view')
  const names = {}
  for (const id of ids) {
    if (id in names) continue
    const person = visibleTo(e, findById(e.app, people, id), people.viewRule)
    names[id] = person ? person.getString('name') : ''
  }
  return names
}

/** Each record as the API prints it, with `otherPartyName`: the other member's name as seen. */
function withOtherParty(e, records, first, second) {
  const other = (record) => record.getString(record.getString(first) === e.auth.id ? second : first)
  const names = namesSeen(e, records.map(other))
  return records.map((record) =>
    Object.assign(JSON.parse(JSON.stringify(record)), { otherPartyName: names[other(record)] }),
  )
}

/** Bookings as the API prints them, plus each one's sharing window (a hidden field). */
function bookingsOf(e, records) {
  const printed = withOtherParty(e, records, 'booker', 'gymBuddy')
  records.forEach((record, k) => {
    printed[k].profileSharedUntil = record.getString('profileSharedUntil')
  })
  return printed
}

/** A superuser-only collection's rows of the member, as plain objects. */
function rowsOf(app, collection, field, me, sort) {
  return all(app, collection, `${field} = {:me}`, { me: me }, sort).map((record) =>
    JSON.parse(JSON.stringify(record)),
  )
}

function memberData(e) {
  const app = e.app
  const me = e.auth.id
  const mine = { me: me }
  const users = app.findCollectionByNameOrId('users')
  const account = findById(app, users, me)
  $apis.enrichRecord(e, account)
  const bookings = all(app, 'bookings', 'booker = {:me} || gymBuddy = {:me}', mine, 'datetime')
  const chats = all(app, 'chats', 'user1 = {:me} || user2 = {:me}', mine, 'created')
  const messages = []
  for (const chat of chats)
    for (const message of all(app, 'messages', 'chat = {:chat}', { chat: chat.id }, 'created'))
      messages.push(message)
  const feed = app.findRecordsByFilter('calendar_feeds', 'user = {:me}', '', 1, 0, mine)
  // As the records API shows it to its owner (their own WhatsApp number included).
  const trainerProfile = all(app, 'trainer_profiles', 'user = {:me}', mine)[0] || null
  if (trainerProfile) $apis.enrichRecord(e, trainerProfile)
  // As the trainer reads them (the reviewing operator left unnamed).
  const credentials = all(app, 'credentials', 'trainer = {:me}', mine, 'created')
  for (const credential of credentials) $apis.enrichRecord(e, credential)
  // As the member reads them: whom they blocked; their reports' status, not the operators' part.
  const blocks = all(app, 'blocks', 'blocker = {:me}', mine, 'created')
  for (const block of blocks) $apis.enrichRecord(e, block)
  const reportsMade = all(app, 'reports', 'reporter = {:me}', mine, 'created')
  for (const report of reportsMade) $apis.enrichRecord(e, report)
  return {
    account: account,
    clientProfile: all(app, 'client_profiles', 'user = {:me}', mine)[0] || null,
    // The fields lib/finder/trainer_fields.json marks for the export.
    trainerProfile: trainerProfile && trainerFields.exported('trainer_profiles', trainerProfile),
    bookings: bookingsOf(e, bookings),
    bookingSeries: withOtherParty(
      e,
      all(app, 'booking_series', 'booker = {:me} || gymBuddy = {:me}', mine, 'datetime'),
      'booker',
      'gymBuddy',
    ),
    chats: withOtherParty(e, chats, 'user1', 'user2'),
    messages: messages,
    reviewsWritten: all(app, 'reviews', 'author = {:me}', mine, 'created'),
    reviewsReceived: all(app, 'reviews', 'trainer = {:me}', mine, 'created'),
    notifications: all(app, 'notifications', 'user = {:me}', mine, 'created'),
    chatReads: all(app, 'chat_reads', 'user = {:me}', mine),
    waitlist: all(app, 'waitlist', 'user = {:me}', mine, 'datetime'),
    profileReads: all(app, 'profile_reads', 'client = {:me}', mine, 'day'),
    profileReadsByMe: withOtherParty(
      e,
      all(app, 'profile_reads', 'reader = {:me}', mine, 'day'),
      'reader',
      'client',
    ),
    contacts: withOtherParty(
      e,
      all(app, 'member_contacts', 'owner = {:me}', mine),
      'owner',
      'party',
    ),
    consents: all(app, 'consents', 'user = {:me}', mine, 'acceptedAt'),
    accountMails: rowsOf(app, 'account_mails', 'user', me, 'created'),
    messageEmails: rowsOf(app, 'message_emails', 'user', me, 'emailedAt'),
    attempts: rowsOf(app, 'member_attempts', 'member', me, 'at'),
    calendarFeed: { exists: feed.length > 0 },
    // Hidden fields (address, user name, app password) print as nothing.
    busyCalendars: all(app, 'busy_calendars', 'trainer = {:me}', mine, 'created'),
    busyTimes: all(app, 'busy_times', 'trainer = {:me}', mine, 'start'),
    packages: all(app, 'packages', 'trainer = {:me}', mine, 'created'),
    packagePurchases: all(
      app,
      'package_purchases',
      'client = {:me} || trainer = {:me}',
      mine,
      'created',
    ),
    creditLedger: all(
      app,
      'credit_ledger',
      'purchase.client = {:me} || purchase.trainer = {:me}',
      mine,
      'created',
    ),
    receipts: all(app, 'receipts', 'client = {:me} || trainer = {:me}', mine, 'issuedAt'),
    credentials: credentials,
    blocks: blocks,
    reportsMade: reportsMade,
  }
}

/** The route: one attachment `gymbuddy-data-YYYY-MM-DD.json` (Singapore date). */
function exportData(e) {
  quota.spend(
    'export',
    e.auth.id,
    EXPORTS_PER_HOUR,
    HOUR_MS,
    (minutes) =>
      `You can download your data ${EXPORTS_PER_HOUR} times an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
  const name = `gymbuddy-data-${sgtDay(new Date())}.json`
  e.response.header().set('Content-Disposition', `attachment; filename="${name}"`)
  e.response.header().set('Cache-Control', 'no-store')
  const data = memberData(e)
  const file = { about: {} }
  for (const key of Object.keys(data)) {
    file.about[key] = ABOUT[key] || ''
    file[key] = data[key]
  }
  // Records print through Go's encoder (one line each): parse back first so all of it is indented.
  const text = JSON.stringify(JSON.parse(JSON.stringify(file)), null, 2)
  e.response.header().set('Content-Type', 'application/json; charset=utf-8')
  return e.string(200, text + '\n')
}

module.exports = { exportData }
