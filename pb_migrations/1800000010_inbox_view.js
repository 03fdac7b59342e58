/// <reference path="../pb_data/types.d.ts" />
// The inbox in one request: one row per chat with both participants' name, email and avatar and
// the chat's last message, so the inbox needs no `id = … || …` filter over every partner (which
// outgrows PocketBase's filter limits at ~130 partners). Views emit no realtime events: the
// inbox subscribes to `chats`, which every new message updates.
const SIGNED_IN = '@request.auth.id != ""'

migrate(
  (app) => {
    const inboxView = new Collection({
      type: 'view',
      name: 'inbox_view',
      // The chat's two participants list/view their rows (the same people the chats rules allow,
      // who already see each other through users_view); emails are shown to exactly them.
      listRule: `${SIGNED_IN} && (user1 = @request.auth.id || user2 = @request.auth.id)`,
      viewRule: `${SIGNED_IN} && (user1 = @request.auth.id || user2 = @request.auth.id)`,
      viewQuery: [
        'SELECT c.id, c.user1, c.user2,',
        'u1.name AS user1Name, u1.email AS user1Email, u1.avatar AS user1Avatar,',
        'u2.name AS user2Name, u2.email AS user2Email, u2.avatar AS user2Avatar,',
        'c.lastMessageText, c.lastMessageSender, c.lastMessageAt, c.updated',
        'FROM chats c',
        'JOIN users u1 ON u1.id = c.user1',
        'JOIN users u2 ON u2.id = c.user2',
      ].join(' '),
    })
    app.save(inboxView)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('inbox_view'))
  },
)
