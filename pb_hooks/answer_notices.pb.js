/// <reference path="../pb_data/types.d.ts" />
// Every answer one side gives on a session reaches the other side (lib/notifications/answer_notices.js): at
// model level, so every path is seen, inside the save's transaction (nested: joins the caller's).
onRecordUpdate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const notices = require(`${__hooks}/lib/notifications/answer_notices.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'bookings', e.record.id)
    const before = notices.snapshot(stored || e.record.original())
    e.next()
    notices.bookingAnswered(txApp, e.record, before)
  })
}, 'bookings')
