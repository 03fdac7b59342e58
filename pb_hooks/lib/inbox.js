/// <reference path="../../pb_data/types.d.ts" />
// The inbox's lists (pb_hooks/inbox.pb.js), each one statement whose answer SQLite writes as JSON.
// They read what inbox_view (1800000010) and unread_view (1900000400) read, with those views'
// list rules as the WHERE: the member's own chats, the member's own reading rows.

// inbox_view's rows where I am user1 or user2 (idx_chats_user1_updated / user2_updated), with the
// fields and collection of an inbox_view record, newest first (id breaks ties). The chats are
// sorted alone, then joined in that order (CROSS JOIN keeps it): sorting the finished JSON
// objects in the aggregate cost twice as much.
const INBOX_SQL = `SELECT json_group_array(json_object('collectionId', {:collectionId},
  'collectionName', {:collectionName}, 'id', c.id, 'user1', c.user1, 'user2', c.user2,
  'user1Name', u1.name, 'user1Email', u1.email, 'user1Avatar', u1.avatar,
  'user2Name', u2.name, 'user2Email', u2.email, 'user2Avatar', u2.avatar,
  'lastMessageText', c.lastMessageText, 'lastMessageSender', c.lastMessageSender,
  'lastMessageAt', c.lastMessageAt, 'updated', c.updated)) AS v
FROM (SELECT id, user1, user2, lastMessageText, lastMessageSender, lastMessageAt, updated
  FROM chats WHERE user1 = {:me} OR user2 = {:me} ORDER BY updated DESC, id DESC) c
CROSS JOIN users u1 ON u1.id = c.user1
CROSS JOIN users u2 ON u2.id = c.user2`

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

/** GET /api/gymbuddy/inbox: my chats as inbox_view records, newest first. */
function inbox(e) {
  const view = e.app.findCachedCollectionByNameOrId('inbox_view')
  return answer(e, INBOX_SQL, {
    me: e.auth.id,
    collectionId: view.id,
    collectionName: view.name,
  })
}

/** GET /api/gymbuddy/unread: [{ chat, unread }] for my chats with unread messages. */
function unread(e) {
  return answer(e, UNREAD_SQL, { me: e.auth.id })
}

module.exports = { inbox, unread }
