/// <reference path="../pb_data/types.d.ts" />
// Chat reading state. One chat_reads row per chat and participant (created with the
// chat by pb_hooks/chat_reads.pb.js): lastReadAt is the `created` of the newest message that
// member has read. unread_view counts, per row, the other person's messages after it, so the
// inbox and the sidebar get every chat's unread count in one request.
const SIGNED_IN = '@request.auth.id != ""'
const PARTICIPANT = '(chat.user1 = @request.auth.id || chat.user2 = @request.auth.id)'

// Existing history counts as read: rows start at the chat's last message.
const BACKFILL = (column) =>
  [
    'INSERT INTO chat_reads (id, chat, user, lastReadAt, created, updated)',
    `SELECT substr(lower(hex(randomblob(8))), 1, 15), c.id, c.${column}, COALESCE(c.lastMessageAt, ''),`,
    "strftime('%Y-%m-%d %H:%M:%fZ', 'now'), strftime('%Y-%m-%d %H:%M:%fZ', 'now')",
    'FROM chats c WHERE NOT EXISTS',
    `(SELECT 1 FROM chat_reads r WHERE r.chat = c.id AND r.user = c.${column})`,
  ].join(' ')

migrate(
  (app) => {
    const { belongsTo, timestamps } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const chats = app.findCollectionByNameOrId('chats')
    const users = app.findCollectionByNameOrId('users')
    const chatReads = new Collection({
      type: 'base',
      name: 'chat_reads',
      // Both participants list/view the chat's two rows (the other's row says whether my last
      // message was seen). Only hooks create rows; a member updates only their own lastReadAt.
      listRule: `${SIGNED_IN} && ${PARTICIPANT}`,
      viewRule: `${SIGNED_IN} && ${PARTICIPANT}`,
      createRule: null,
      updateRule: `${SIGNED_IN} && user = @request.auth.id && @request.body.chat:isset = false && @request.body.user:isset = false`,
      deleteRule: null,
      fields: [
        belongsTo('chat', chats),
        belongsTo('user', users),
        { name: 'lastReadAt', type: 'date' },
        ...timestamps(),
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_chat_reads_chat_user ON chat_reads (chat, user)',
        'CREATE INDEX idx_chat_reads_user ON chat_reads (user)',
      ],
    })
    app.save(chatReads)

    app.db().newQuery(BACKFILL('user1')).execute()
    app.db().newQuery(BACKFILL('user2')).execute()

    const unreadView = new Collection({
      type: 'view',
      name: 'unread_view',
      // A member lists their own rows: per chat, how many of the other person's messages are newer
      // than their lastReadAt. The count walks idx_messages_chat_created from lastReadAt on.
      listRule: `${SIGNED_IN} && user = @request.auth.id`,
      viewRule: `${SIGNED_IN} && user = @request.auth.id`,
      viewQuery: [
        'SELECT r.id, r.chat, r.user,',
        'CAST((SELECT COUNT(*) FROM messages m WHERE m.chat = r.chat',
        "AND m.created > COALESCE(r.lastReadAt, '') AND m.sender != r.user) AS INTEGER) AS unread",
        'FROM chat_reads r',
      ].join(' '),
    })
    app.save(unreadView)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('unread_view'))
    app.delete(app.findCollectionByNameOrId('chat_reads'))
  },
)
