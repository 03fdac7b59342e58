/// <reference path="../pb_data/types.d.ts" />
// Message emails (lib/chat/message_emails.js): every minute, members with a message unread for 15
// minutes hear of it by email.
cronAdd('gymbuddy_message_emails', '* * * * *', () => {
  require(`${__hooks}/lib/chat/message_emails.js`).sendDue($app, Date.now())
})

// Superusers (tests, operators) run the job now, or as of another instant (`now`, ISO), which is
// how the tests move the clock past the 15 minutes and the 6 hours.
routerAdd(
  'POST',
  '/api/gymbuddy/message-emails/run',
  (e) => {
    const body = e.requestInfo().body
    const now = body.now ? Date.parse(String(body.now)) : Date.now()
    if (isNaN(now)) return e.json(400, { message: 'now must be an ISO date and time.' })
    return e.json(200, {
      sent: require(`${__hooks}/lib/chat/message_emails.js`).sendDue(e.app, now),
    })
  },
  $apis.requireSuperuserAuth(),
)
