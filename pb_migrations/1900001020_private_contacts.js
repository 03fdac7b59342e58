/// <reference path="../pb_data/types.d.ts" />
// Emails and names reach only the people who may see them (docs/decisions.md "One rule for
// emails; a chat shows a person once they write"):
// - users_view carries no email. A view cannot tell who is asking, so an email is served only by
//   routes that know the viewer: your own users record, the trainer's Schedule (the booker of a
//   shared booking: pb_hooks/lib/bookings/booking_groups.js) and gym_buddies_view (emails a trainer chose to
//   show). inbox_view drops its two email columns for the same reason.
// - A chat shows the other person only once they have written in it: chats.writers lists the
//   participants who have sent a message (the messages hook adds the sender), and users_view's
//   rules read it instead of "shares a chat". Trainers and booking parties stay visible.
// - An empty chat is listed only by the member who started it (chats.startedBy, set by the hook):
//   nobody gets someone else's empty chat in their inbox.
// - A review's author id is hidden (superusers only; rules still read it): the public answer names
//   the author by authorName, which the review hook sets.
const SIGNED_IN = '@request.auth.id != ""'
const ME = '@request.auth.id'

const TRAINER =
  '(@collection.users:trainer.id ?= id && @collection.users:trainer.userType ?= "trainer")'
const BOOKED_WITH_ME = [
  '@request.auth.bookings_via_booker.gymBuddy ?= id',
  '@request.auth.bookings_via_gymBuddy.booker ?= id',
].join(' || ')
const WROTE_TO_ME = [
  '@request.auth.chats_via_user1.writers:each ?= id',
  '@request.auth.chats_via_user2.writers:each ?= id',
].join(' || ')
// Yourself, a trainer, someone you share a booking with, or someone who wrote to you in a chat.
const USERS_VIEW_RULE = `${SIGNED_IN} && (id = ${ME} || ${BOOKED_WITH_ME} || ${WROTE_TO_ME} || ${TRAINER})`

const PREVIOUS_USERS_VIEW_QUERY = 'SELECT id, name, email, avatar FROM users'
const PREVIOUS_USERS_VIEW_LIST_RULE = `${SIGNED_IN} && @collection.contacts_view.owner ?= @request.auth.id && @collection.contacts_view.party ?= id`
const PREVIOUS_USERS_VIEW_RULE = `${SIGNED_IN} && (id = @request.auth.id || @request.auth.chats_via_user1.user2 ?= id || @request.auth.chats_via_user2.user1 ?= id || ${BOOKED_WITH_ME} || ${TRAINER})`

// A participant is shown to the other one when a trainer, a writer in the chat, or a party of a
// booking between the two (any status). Joined only then, so a hidden person's name and avatar
// read as empty (the columns stay plain references: the avatar keeps serving as a file).
const shown = (who, other) =>
  [
    `${who}.userType = 'trainer'`,
    `EXISTS (SELECT 1 FROM json_each(c.writers) w WHERE w.value = c.${who === 'u1' ? 'user1' : 'user2'})`,
    `EXISTS (SELECT 1 FROM bookings b WHERE b.booker = c.${other} AND b.gymBuddy = ${who}.id)`,
    `EXISTS (SELECT 1 FROM bookings b WHERE b.gymBuddy = c.${other} AND b.booker = ${who}.id)`,
  ].join(' OR ')

const INBOX_QUERY = [
  'SELECT c.id, c.user1, c.user2, c.startedBy,',
  'u1.name AS user1Name, u1.avatar AS user1Avatar,',
  'u2.name AS user2Name, u2.avatar AS user2Avatar,',
  'c.lastMessageText, c.lastMessageSender, c.lastMessageAt, c.updated',
  'FROM chats c',
  `LEFT JOIN users u1 ON u1.id = c.user1 AND (${shown('u1', 'user2')})`,
  `LEFT JOIN users u2 ON u2.id = c.user2 AND (${shown('u2', 'user1')})`,
].join(' ')
const PREVIOUS_INBOX_QUERY = [
  'SELECT c.id, c.user1, c.user2,',
  'u1.name AS user1Name, u1.email AS user1Email, u1.avatar AS user1Avatar,',
  'u2.name AS user2Name, u2.email AS user2Email, u2.avatar AS user2Avatar,',
  'c.lastMessageText, c.lastMessageSender, c.lastMessageAt, c.updated',
  'FROM chats c',
  'JOIN users u1 ON u1.id = c.user1',
  'JOIN users u2 ON u2.id = c.user2',
].join(' ')
const PARTICIPANT = `(user1 = ${ME} || user2 = ${ME})`
// The two participants; an empty chat only the member who started it.
const INBOX_RULE = `${SIGNED_IN} && ${PARTICIPANT} && (lastMessageAt != "" || startedBy = ${ME})`
const PREVIOUS_INBOX_RULE = `${SIGNED_IN} && ${PARTICIPANT}`

// Existing chats: user1 started them (the app creates chats as user1 = me); writers from messages.
const BACKFILL = `UPDATE chats SET startedBy = user1,
  writers = COALESCE((SELECT json_group_array(sender) FROM
    (SELECT DISTINCT sender FROM messages WHERE messages.chat = chats.id)), '[]')`

function setView(app, name, query, listRule, viewRule) {
  const view = app.findCollectionByNameOrId(name)
  view.viewQuery = query
  view.listRule = listRule
  view.viewRule = viewRule
  app.save(view)
}

function setAuthorHidden(app, hidden) {
  const reviews = app.findCollectionByNameOrId('reviews')
  reviews.fields.getByName('author').hidden = hidden
  app.save(reviews)
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.add(
      new RelationField({ name: 'startedBy', collectionId: users.id, maxSelect: 1 }),
      new RelationField({ name: 'writers', collectionId: users.id, maxSelect: 2 }),
    )
    app.save(chats)
    app.db().newQuery(BACKFILL).execute()

    setView(
      app,
      'users_view',
      'SELECT id, name, avatar FROM users',
      USERS_VIEW_RULE,
      USERS_VIEW_RULE,
    )
    setView(app, 'inbox_view', INBOX_QUERY, INBOX_RULE, INBOX_RULE)
    setAuthorHidden(app, true)
  },
  (app) => {
    setAuthorHidden(app, false)
    setView(app, 'inbox_view', PREVIOUS_INBOX_QUERY, PREVIOUS_INBOX_RULE, PREVIOUS_INBOX_RULE)
    setView(
      app,
      'users_view',
      PREVIOUS_USERS_VIEW_QUERY,
      PREVIOUS_USERS_VIEW_LIST_RULE,
      PREVIOUS_USERS_VIEW_RULE,
    )
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.removeByName('writers')
    chats.fields.removeByName('startedBy')
    app.save(chats)
  },
)
