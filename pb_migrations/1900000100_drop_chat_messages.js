/// <reference path="../pb_data/types.d.ts" />
// chats.messages (every message id of the chat, appended on each send) is dropped.
// Messages are found by their own `chat` relation (indexed on chat, created) and paged, so no
// member can read or expand an ever-growing id list and a send costs the same at any length.
// Nothing is lost: each message keeps its `chat`; `down` rebuilds the list from it.

migrate(
  (app) => {
    const chats = app.findCollectionByNameOrId('chats')
    chats.fields.removeByName('messages')
    app.save(chats)
  },
  (app) => {
    const chats = app.findCollectionByNameOrId('chats')
    const messages = app.findCollectionByNameOrId('messages')
    chats.fields.add(
      new RelationField({
        name: 'messages',
        collectionId: messages.id,
        maxSelect: 1000000,
        cascadeDelete: false,
      }),
    )
    app.save(chats)
    // Refill each chat's list in message order (JSON array of ids, as the relation stores it).
    app
      .db()
      .newQuery(
        "UPDATE chats SET messages = COALESCE((SELECT json_group_array(id) FROM (SELECT id FROM messages WHERE messages.chat = chats.id ORDER BY created, id)), '[]')",
      )
      .execute()
  },
)
