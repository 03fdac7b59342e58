/// <reference path="../../pb_data/types.d.ts" />
// A chat's first screen (pb_hooks/conversation.pb.js): the other member's users_view record, the
// chat of the pair and its newest page of messages, oldest first. Each record is looked up by id
// or by the pair only, so nobody reaches another pair's chat, and shown only when the caller passes
// its collection's own rule (e.app.canAccessRecord with the stored rule: never a copy of it).
// Anything the caller may not see answers as missing: person null, chat null, messages []. The
// person (users_view) carries no email: a chat never shows one. `left: true` (only then): they
// closed their account (a Former member), so the chat is read-only.

const { findById, findFirst, visibleTo } = require(`${__hooks}/lib/platform/gymbuddy.js`)

/** Messages on the first screen: src/features/chat/message-paging.ts' MESSAGE_PAGE_SIZE. */
const MESSAGE_PAGE_SIZE = 50

// Record ids are [a-z0-9], 15 characters by default: anything else cannot name a member.
const RECORD_ID = /^[a-z0-9]{1,15}$/

// The client's lookup (src/features/chat/chat-api.ts); idx_chats_pair keeps one chat per pair.
const PAIR = '(user1 = {:me} && user2 = {:other}) || (user1 = {:other} && user2 = {:me})'

/** The newest MESSAGE_PAGE_SIZE messages of the chat, oldest first (idx_messages_chat_created). */
function newestMessages(e, chat) {
  const messages = e.app.findCollectionByNameOrId('messages')
  const newest = e.app.findRecordsByFilter(
    messages,
    'chat = {:chat}',
    '-created,-id',
    MESSAGE_PAGE_SIZE,
    0,
    { chat: chat.id },
  )
  // messages' list rule reads only the chat (its participants): one check stands for the page.
  if (newest.length && !visibleTo(e, newest[0], messages.listRule)) return []
  const oldestFirst = []
  for (let i = newest.length - 1; i >= 0; i -= 1) oldestFirst.push(newest[i])
  return oldestFirst
}

/** GET /api/gymbuddy/conversations/{userId}: { person, chat, messages } for the signed-in member. */
function conversation(e) {
  const other = e.request.pathValue('userId')
  const none = { person: null, chat: null, messages: [] }
  if (!RECORD_ID.test(other)) return e.json(200, none)

  const people = e.app.findCollectionByNameOrId('users_view')
  const person = visibleTo(e, findById(e.app, people, other), people.viewRule)

  // A chat of mine with someone I may not see (they have not written in it): the chat and its
  // messages without the person; the screen names them generically.
  const chats = e.app.findCollectionByNameOrId('chats')
  const found = findFirst(e.app, chats, PAIR, { me: e.auth.id, other })
  const chat = visibleTo(e, found, chats.viewRule)
  if (!person && !chat) return e.json(200, none)
  // A closed account's chat is read-only: the screen says so instead of offering Send.
  const answer = { person, chat, messages: chat ? newestMessages(e, chat) : [] }
  if (require(`${__hooks}/lib/privacy/former_member.js`).hasLeft(e.app, other)) answer.left = true
  return e.json(200, answer)
}

module.exports = { MESSAGE_PAGE_SIZE, conversation }
