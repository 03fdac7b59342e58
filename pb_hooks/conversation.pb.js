/// <reference path="../pb_data/types.d.ts" />
// A chat's first screen in one request; the client's cold open made three requests, two
// in a row (users_view's record of the other member, then the chat of the pair, then its newest
// messages). GET /api/gymbuddy/conversations/{userId} answers all three for the signed-in member
// (pb_hooks/lib/chat/conversation.js), each record only where its collection's view rule lets them see
// it, serialized as the records API would (the collection APIs stay for raw clients).

routerAdd(
  'GET',
  '/api/gymbuddy/conversations/{userId}',
  (e) => require(`${__hooks}/lib/chat/conversation.js`).conversation(e),
  $apis.requireAuth('users'),
)
