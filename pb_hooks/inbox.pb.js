/// <reference path="../pb_data/types.d.ts" />
// The inbox's two lists as JSON built by SQLite (pb_hooks/lib/chat/inbox.js), for the signed-in
// member only: GET /api/gymbuddy/inbox (inbox_view's rows of my chats, newest first) and
// GET /api/gymbuddy/unread (unread_view's rows of mine with unread > 0). Same rows and rules as
// the views (which stay for raw clients); at 200 chats PocketBase's per-record work was most of
// the request (docs/decisions.md, "Inbox lists built in SQL").

routerAdd(
  'GET',
  '/api/gymbuddy/inbox',
  (e) => require(`${__hooks}/lib/chat/inbox.js`).inbox(e),
  $apis.requireAuth('users'),
)

routerAdd(
  'GET',
  '/api/gymbuddy/unread',
  (e) => require(`${__hooks}/lib/chat/inbox.js`).unread(e),
  $apis.requireAuth('users'),
)
