/// <reference path="../../pb_data/types.d.ts" />
// member_contacts rows: `party` is visible to `owner` in users_view (pb_migrations/
// 1900001110_member_contacts.js). Written inside the transaction that saves the booking or the
// message, so a contact exists exactly when its reason does; a pair already there is kept.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const INSERT =
  'INSERT OR IGNORE INTO member_contacts (id, owner, party) VALUES ({:id}, {:owner}, {:party})'

/** `party` is visible to `owner` from now on (nobody is their own contact). */
function add(txApp, owner, party) {
  if (!owner || !party || owner === party) return
  txApp
    .db()
    .newQuery(INSERT)
    .bind({ id: $security.randomStringWithAlphabet(15, ALPHABET), owner: owner, party: party })
    .execute()
}

/** The two parties of a booking (any status) see each other. */
function addBookingParties(txApp, booking) {
  const booker = booking.getString('booker')
  const gymBuddy = booking.getString('gymBuddy')
  add(txApp, booker, gymBuddy)
  add(txApp, gymBuddy, booker)
}

/** Each participant who has written in the chat is visible to the other participant. */
function addChatWriters(txApp, chat) {
  const user1 = chat.getString('user1')
  const user2 = chat.getString('user2')
  const writers = chat.getStringSlice('writers')
  if (writers.indexOf(user1) >= 0) add(txApp, user2, user1)
  if (writers.indexOf(user2) >= 0) add(txApp, user1, user2)
}

module.exports = { addBookingParties, addChatWriters }
