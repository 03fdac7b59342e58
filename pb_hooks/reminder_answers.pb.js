/// <reference path="../pb_data/types.d.ts" />
// "Are you coming?" (lib/notifications/reminder_answers.js): the client's reminder email links to
// an app page that shows the session and posts the answer with the link's signed token, no sign-in;
// in the app the client answers from their booking row or the reminder in the bell.
// - POST /api/gymbuddy/reminder-answer/session { token }  the session the link is for
// - POST /api/gymbuddy/reminder-answer { token }          "I'm coming" from the link
// - POST /api/gymbuddy/bookings/{id}/coming               "I'm coming", signed in

routerAdd('POST', '/api/gymbuddy/reminder-answer/session', (e) =>
  require(`${__hooks}/lib/notifications/reminder_answers.js`).look(e),
)

routerAdd('POST', '/api/gymbuddy/reminder-answer', (e) =>
  require(`${__hooks}/lib/notifications/reminder_answers.js`).answerByLink(e),
)

routerAdd(
  'POST',
  '/api/gymbuddy/bookings/{id}/coming',
  (e) => require(`${__hooks}/lib/notifications/reminder_answers.js`).answerInApp(e),
  $apis.requireAuth('users'),
)
