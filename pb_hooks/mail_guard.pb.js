/// <reference path="../pb_data/types.d.ts" />
// Every mail the server sends (notifications, message emails, account mails) passes here last:
// nothing is mailed to a placeholder address (lib/notifications/mail_guard.js).

onMailerSend((e) => {
  require(`${__hooks}/lib/notifications/mail_guard.js`).dropPlaceholders(e)
})
