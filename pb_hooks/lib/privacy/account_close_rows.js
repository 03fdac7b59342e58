/// <reference path="../../pb_data/types.d.ts" />
// What closing an account (lib/privacy/account_close.js) does to each row that names the member: one line
// per relation field to `users` in the schema. tests/account-close-rows.test.ts reads the migrated
// schema and fails when a collection or relation to users is missing here: a new one is ONE line.
//   delete:  the row is the member's own; it goes with the account.
//   repoint: the row belongs to someone else too; it names the "Former member" record instead.
//   keep:    nothing to do (a view shows what closing left in its base tables).

const DELETE = 'delete'
const REPOINT = 'repoint'
const KEEP = 'keep'

const ON_CLOSE = {
  client_profiles: { user: [DELETE, 'The member’s own fitness profile and health notes.'] },
  trainer_profiles: { user: [DELETE, 'The member’s own trainer profile; the finder drops it.'] },
  chats: {
    user1: [REPOINT, 'The other participant keeps the conversation.'],
    user2: [REPOINT, 'The other participant keeps the conversation.'],
    lastMessageSender: [REPOINT, 'Part of the conversation the other participant keeps.'],
    startedBy: [REPOINT, 'Part of the conversation the other participant keeps.'],
    writers: [REPOINT, 'Part of the conversation the other participant keeps.'],
  },
  messages: { sender: [REPOINT, 'The other participant keeps what was said to them.'] },
  bookings: {
    booker: [REPOINT, 'The trainer keeps their past sessions (record-keeping for their income).'],
    gymBuddy: [REPOINT, 'The client keeps their past sessions and payments.'],
    cancelledBy: [REPOINT, 'Part of the session history the other party keeps.'],
    outcomeBy: [REPOINT, 'Part of the session history the other party keeps.'],
    outcomeSettledBy: [REPOINT, 'Part of the session history both parties keep.'],
  },
  booking_series: {
    booker: [REPOINT, 'The trainer keeps the weekly series their sessions came from.'],
    gymBuddy: [REPOINT, 'The client keeps the weekly series their sessions came from.'],
  },
  calendar_feeds: { user: [DELETE, 'The member’s own calendar link.'] },
  busy_calendars: { trainer: [DELETE, 'The trainer’s own calendars and their addresses.'] },
  busy_times: { trainer: [DELETE, 'The trainer’s own busy times, read from their calendars.'] },
  notifications: {
    user: [DELETE, 'Notices addressed to the member.'],
    actor: [REPOINT, 'Other members keep their notices, naming a Former member.'],
  },
  chat_reads: { user: [DELETE, 'The member’s own read marks.'] },
  reviews: {
    author: [REPOINT, 'The trainer keeps the rating, by a Former client.'],
    trainer: [REPOINT, 'The client keeps the review they wrote.'],
  },
  account_mails: { user: [DELETE, 'The log of account mails sent to the member’s address.'] },
  message_emails: { user: [DELETE, 'When the member was last emailed about a chat.'] },
  profile_reads: {
    client: [DELETE, 'The log of who read the member’s own health notes.'],
    reader: [REPOINT, 'Clients keep the record that a trainer read their notes.'],
  },
  member_contacts: {
    owner: [DELETE, 'Who the member could see.'],
    party: [REPOINT, 'Others keep seeing the name of whom they dealt with: Former member.'],
  },
  waitlist: {
    user: [DELETE, 'The member’s own places in a queue.'],
    gymBuddy: [DELETE, 'Nobody can book the hour of a trainer who left, so nobody waits for it.'],
  },
  packages: { trainer: [REPOINT, 'Clients who bought the package keep what they bought.'] },
  package_purchases: {
    client: [REPOINT, 'The trainer keeps the payment record (record-keeping for their income).'],
    trainer: [REPOINT, 'The client keeps the payment record and its sessions.'],
  },
  receipts: {
    client: [REPOINT, 'The trainer keeps the receipts they issued (record-keeping for tax).'],
    trainer: [REPOINT, 'The client keeps the receipts for what they paid.'],
  },
  consents: { user: [DELETE, 'The member’s own agreements.'] },
  credentials: {
    trainer: [DELETE, 'The trainer’s own credentials and their documents.'],
    reviewedBy: [REPOINT, 'The trainer keeps the check; it names a Former member.'],
  },
  member_attempts: { member: [DELETE, 'The member’s own attempt counters.'] },
  operator_actions: {
    operator: [REPOINT, 'The operators’ log keeps every decision; it names a Former member.'],
    target: [REPOINT, 'The operators’ log keeps every decision; it names a Former member.'],
  },
  blocks: {
    blocker: [DELETE, 'The member’s own blocks go with the account.'],
    blocked: [DELETE, 'Nobody needs to block a member who left (and one Former member is shared).'],
  },
  reports: {
    reporter: [REPOINT, 'Operators keep the report to act on it; it names a Former member.'],
    target: [REPOINT, 'Operators keep the report and what they did; it names a Former member.'],
    handledBy: [REPOINT, 'Part of the operators’ record of the report.'],
  },
  booked_slots_view: { gymBuddy: [KEEP, 'A view over bookings: no rows of its own.'] },
  inbox_view: {
    user1: [KEEP, 'A view over chats: no rows of its own.'],
    user2: [KEEP, 'A view over chats: no rows of its own.'],
    startedBy: [KEEP, 'A view over chats: no rows of its own.'],
    lastMessageSender: [KEEP, 'A view over chats: no rows of its own.'],
  },
  unread_view: { user: [KEEP, 'A view over chat reads: no rows of its own.'] },
}

/** [collection, field] pairs whose rows closing does `action` to, in the table's order. */
function fieldsTo(action) {
  const pairs = []
  for (const collection of Object.keys(ON_CLOSE))
    for (const field of Object.keys(ON_CLOSE[collection]))
      if (ON_CLOSE[collection][field][0] === action) pairs.push([collection, field])
  return pairs
}

module.exports = { ON_CLOSE, DELETE, REPOINT, fieldsTo }
