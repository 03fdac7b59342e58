/// <reference path="../../pb_data/types.d.ts" />
// Who may start a chat with whom (pb_hooks/chats.pb.js): a member starts one with a trainer or
// with someone they share a booking with (any status), nobody else, so a chat cannot be used to
// reach a stranger. The chat starts with no writers; the messages hook adds each sender, and only
// a writer becomes visible to the other participant (users_view, inbox: 1900001020).
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const BOOKED_PAIR = '(booker = {:a} && gymBuddy = {:b}) || (booker = {:b} && gymBuddy = {:a})'

const NOT_ALLOWED =
  'You can start a chat only with a trainer or with someone you share a booking with.'

/** Whether `me` may start a chat with `other`: a trainer, or a party of a booking with me. */
function mayStartChat(app, me, other) {
  const person = gb.findById(app, 'users', other)
  if (!person) return false
  if (person.getString('userType') === 'trainer') return true
  return gb.findFirst(app, 'bookings', BOOKED_PAIR, { a: me, b: other }) !== null
}

/** POST chats by a member: who started it, no writers yet, and only with an allowed person. */
function checkNewChat(e) {
  const record = e.record
  if (e.hasSuperuserAuth()) {
    // Demo data and benches: the chat may be set up as given; it was started by user1 unless said.
    if (!record.getString('startedBy')) record.set('startedBy', record.getString('user1'))
    return
  }
  record.set('writers', [])
  const me = e.auth ? e.auth.id : ''
  const user1 = record.getString('user1')
  const user2 = record.getString('user2')
  // Refused before the pair's chat is looked up, so nobody learns whether two others have one.
  if (!me || (me !== user1 && me !== user2)) {
    gb.fail('user1', 'validation_chat_not_yours', 'You can only start a chat you take part in.')
  }
  record.set('startedBy', me)
  const field = me === user1 ? 'user2' : 'user1'
  const other = record.getString(field)
  if (other && other !== me && !mayStartChat(e.app, me, other)) {
    gb.fail(field, 'validation_chat_not_allowed', NOT_ALLOWED)
  }
}

/** After a message is stored: its sender, a participant, is now a writer of the chat. */
function addWriter(chat, sender) {
  if (sender !== chat.getString('user1') && sender !== chat.getString('user2')) return
  const writers = chat.getStringSlice('writers')
  if (writers.indexOf(sender) < 0) chat.set('writers', writers.concat([sender]))
}

module.exports = { addWriter, checkNewChat }
