/// <reference path="../../pb_data/types.d.ts" />
// The inbox's lists (pb_hooks/inbox.pb.js), each one statement whose answer SQLite writes as JSON.
// They read what inbox_view (1800000010) and unread_view (1900000400) read, with those views'
// list rules as the WHERE: the member's own chats, the member's own reading rows.

// A participant's name and avatar show only when they are a trainer, have written in the chat, or
// share a booking with the other participant (inbox_view, 1900001020); no email is ever listed.
const shown = (who, column, other) => `(${who}.userType = 'trainer'
  OR EXISTS (SELECT 1 FROM json_each(c.writers) w WHERE w.value = c.${column})
  OR EXISTS (SELECT 1 FROM bookings b WHERE b.booker = c.${other} AND b.gymBuddy = ${who}.id)
  OR EXISTS (SELECT 1 FROM bookings b WHERE b.gymBuddy = c.${other} AND b.booker = ${who}.id))`

// Each answer stays well under 1 MB however many chats a member has: at most PAGE_SIZE chats a
// page (the app asks for the next page while a page comes back full), each last message cut to
// the one line an inbox row shows (src/features/chat/inbox-row-link.tsx truncates it). A row is
// then at most ~2.4 KB (two names, two avatars, the preview in 4-byte characters).
const PAGE_SIZE = 300
const PREVIEW_LENGTH = 200

// inbox_view's rows where I am user1 or user2 (idx_chats_user1_updated / user2_updated), without
// other people's empty chats, with the fields and collection of an inbox_view record, newest first
// (id breaks ties). The chats are sorted alone, then joined in that order (LEFT JOIN keeps it):
// sorting the finished JSON objects in the aggregate cost twice as much.
const INBOX_SQL = `SELECT json_group_array(json_object('collectionId', {:collectionId},
  'collectionName', {:collectionName}, 'id', c.id, 'user1', c.user1, 'user2', c.user2,
  'startedBy', c.startedBy,
  'user1Name', COALESCE(u1.name, ''), 'user1Avatar', COALESCE(u1.avatar, ''),
  'user2Name', COALESCE(u2.name, ''), 'user2Avatar', COALESCE(u2.avatar, ''),
  'lastMessageText', substr(c.lastMessageText, 1, {:preview}), 'lastMessageSender', c.lastMessageSender,
  'lastMessageAt', c.lastMessageAt, 'updated', c.updated)) AS v
FROM (SELECT id, user1, user2, startedBy, writers, lastMessageText, lastMessageSender,
    lastMessageAt, updated
  FROM chats WHERE (user1 = {:me} OR user2 = {:me}) AND (lastMessageAt != '' OR startedBy = {:me})
  ORDER BY updated DESC, id DESC LIMIT CAST({:limit} AS INTEGER) OFFSET CAST({:offset} AS INTEGER)) c
LEFT JOIN users u1 ON u1.id = c.user1 AND ${shown('u1', 'user1', 'user2')}
LEFT JOIN users u2 ON u2.id = c.user2 AND ${shown('u2', 'user2', 'user1')}`

// unread_view's count for each of my chat_reads rows (idx_chat_reads_user), kept when above 0. The
// LIMIT keeps the subquery from being flattened, so each count runs once, not again in the WHERE.
const UNREAD_SQL = `SELECT json_group_array(json_object('chat', chat, 'unread', unread)) AS v
FROM (SELECT r.chat AS chat, (SELECT COUNT(*) FROM messages m WHERE m.chat = r.chat
    AND m.created > COALESCE(r.lastReadAt, '') AND m.sender != r.user) AS unread
  FROM chat_reads r WHERE r.user = {:me} LIMIT -1)
WHERE unread > 0`

function answer(e, sql, params) {
  const result = new DynamicModel({ v: '' })
  e.app.db().newQuery(sql).bind(params).one(result)
  return e.blob(200, 'application/json', result.v)
}

/** GET /api/gymbuddy/inbox[?page=N]: my chats as inbox_view records, newest first, a page. */
function inbox(e) {
  const view = e.app.findCachedCollectionByNameOrId('inbox_view')
  const text = e.request.url.query().get('page')
  const page = /^[0-9]{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : 1
  return answer(e, INBOX_SQL, {
    me: e.auth.id,
    collectionId: view.id,
    collectionName: view.name,
    preview: PREVIEW_LENGTH,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  })
}

/** GET /api/gymbuddy/unread: [{ chat, unread }] for my chats with unread messages. */
function unread(e) {
  return answer(e, UNREAD_SQL, { me: e.auth.id })
}

module.exports = { inbox, unread }
