/// <reference path="../pb_data/types.d.ts" />
// Message emails (pb_hooks/lib/chat/message_emails.js): a message unread for 15 minutes is emailed to
// its recipient, at most once per chat every 6 hours. `users.messageEmailsOff` is the member's
// switch ("Email me about new messages"). `message_emails` keeps, per chat and member, when that
// member was last emailed about the chat (`emailedAt`) and the newest message that email covered
// (`emailedThrough`); written and read by the server only. The cron looks at chats by their last
// message (index below).
const INDEX = 'idx_chats_lastMessageAt'

migrate(
  (app) => {
    const { SERVER_ONLY, belongsTo } = require(`${__hooks}/lib/platform/migration_blocks.js`)
    const users = app.findCollectionByNameOrId('users')
    users.fields.add(new BoolField({ name: 'messageEmailsOff' }))
    app.save(users)

    const chats = app.findCollectionByNameOrId('chats')
    chats.addIndex(INDEX, false, '`lastMessageAt`', '')
    app.save(chats)

    const mails = new Collection({
      type: 'base',
      name: 'message_emails',
      // Superusers only: the job's own bookkeeping.
      ...SERVER_ONLY,
      fields: [
        belongsTo('chat', chats),
        belongsTo('user', users),
        { name: 'emailedAt', type: 'date' },
        { name: 'emailedThrough', type: 'date' },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_message_emails_chat_user ON message_emails (chat, user)'],
    })
    app.save(mails)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('message_emails'))
    const chats = app.findCollectionByNameOrId('chats')
    chats.removeIndex(INDEX)
    app.save(chats)
    const users = app.findCollectionByNameOrId('users')
    users.fields.removeByName('messageEmailsOff')
    app.save(users)
  },
)
