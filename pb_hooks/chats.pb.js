/// <reference path="../pb_data/types.d.ts" />
// Chats and messages. A chat is unique per pair (either order) and never with yourself. A message
// is trimmed and checked, then stored together with its chat's update (lastMessageText/Sender/At,
// updated) in one transaction. Participation is in the rules. Messages are found by their `chat`
// (chats keep no list of message ids, docs/decisions.md).

onRecordCreateRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const user1 = e.record.getString('user1')
  const user2 = e.record.getString('user2')
  if (user1 && user1 === user2) {
    gb.fail('user2', 'validation_chat_with_self', 'You cannot start a chat with yourself.')
  }
  const former = require(`${__hooks}/lib/privacy/former_member.js`)
  former.refuseIfLeft(e.app, user1, 'user1')
  former.refuseIfLeft(e.app, user2, 'user2')
  require(`${__hooks}/lib/chat/chat_contacts.js`).checkNewChat(e)
  require(`${__hooks}/lib/accounts/unverified_limits.js`).checkNewChat(e)
  const existing = gb.findFirst(
    e.app,
    'chats',
    '(user1 = {:a} && user2 = {:b}) || (user1 = {:b} && user2 = {:a})',
    { a: user1, b: user2 },
  )
  if (existing) {
    gb.fail('user2', 'validation_chat_exists', 'A chat between these two users already exists.')
  }
  // A chat starts empty; only the messages hook fills these.
  e.record.set('lastMessageText', '')
  e.record.set('lastMessageSender', '')
  e.record.set('lastMessageAt', '')
  e.next()
}, 'chats')

// The pair check again inside the saving transaction: writes are serialized, so two concurrent
// creates for one pair cannot both pass (the unique index on the pair is the last line of defence).
onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    const existing = gb.findFirst(
      txApp,
      'chats',
      '(user1 = {:a} && user2 = {:b}) || (user1 = {:b} && user2 = {:a})',
      { a: e.record.getString('user1'), b: e.record.getString('user2') },
    )
    if (existing) {
      gb.fail('user2', 'validation_chat_exists', 'A chat between these two users already exists.')
    }
    e.next()
    // Only a superuser's chat can start with writers (demo data): they are contacts at once.
    require(`${__hooks}/lib/privacy/member_contacts.js`).addChatWriters(txApp, e.record)
  })
}, 'chats')

onRecordCreateRequest((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const text = e.record.getString('text').trim()
  if (!text) gb.fail('text', 'validation_required', 'A message cannot be empty.')
  if (gb.charCount(text) > gb.MAX_MESSAGE_LENGTH) {
    gb.fail(
      'text',
      'validation_too_long',
      `A message must be at most ${gb.MAX_MESSAGE_LENGTH} characters.`,
    )
  }
  e.record.set('text', text)
  // A chat with a closed account is read-only: nobody is there to read it.
  const chat = gb.findById(e.app, 'chats', e.record.getString('chat'))
  if (chat) {
    const former = require(`${__hooks}/lib/privacy/former_member.js`)
    former.refuseIfLeft(e.app, chat.getString('user1'), 'chat')
    former.refuseIfLeft(e.app, chat.getString('user2'), 'chat')
  }
  e.next()
}, 'messages')

// Model-level, so every path that stores a message (API, superuser, scripts) keeps the chat current.
onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    const chat = txApp.findRecordById('chats', e.record.getString('chat'))
    chat.set('lastMessageText', e.record.getString('text'))
    chat.set('lastMessageSender', e.record.getString('sender'))
    chat.set('lastMessageAt', e.record.getString('created'))
    require(`${__hooks}/lib/chat/chat_contacts.js`).addWriter(chat, e.record.getString('sender'))
    require(`${__hooks}/lib/privacy/member_contacts.js`).addChatWriters(txApp, chat)
    // Values come from the stored message, so validation is skipped. The save still bumps
    // `updated` and sends the realtime event.
    txApp.saveNoValidate(chat)
  })
}, 'messages')
