/// <reference path="../pb_data/types.d.ts" />
// Trainers' credentials (lib/safety/credentials.js, docs/trust-and-safety.md "Credentials"): what a trainer
// and an operator may set, the review's log row and notice in the change's transaction, private
// fields hidden from everyone else (records, lists, live events), and the daily expiry sweep.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/safety/credentials.js`).checkCreate(e)
  e.next()
}, 'credentials')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/safety/credentials.js`).checkUpdate(e)
  e.next()
}, 'credentials')

// Model level, so the API and the sweep alike log and notify inside the change's transaction.
onRecordUpdate((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const credentials = require(`${__hooks}/lib/safety/credentials.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'credentials', e.record.id)
    const from = (stored || e.record.original()).getString('status')
    e.next()
    credentials.afterSave(txApp, e.record, from)
  })
}, 'credentials')

onRecordEnrich((e) => {
  require(`${__hooks}/lib/safety/credentials.js`).enrich(e)
  e.next()
}, 'credentials')

onRecordsListRequest((e) => {
  require(`${__hooks}/lib/safety/credentials.js`).checkListQuery(e)
  e.next()
}, 'credentials')

onRealtimeSubscribeRequest((e) => {
  require(`${__hooks}/lib/safety/credentials.js`).checkSubscriptions(e)
  e.next()
})

// Hourly, so a badge goes within the hour its credential expires (the view and the finder
// already leave it out from that instant).
cronAdd('gymbuddy_credentials_expiry', '7 * * * *', () => {
  require(`${__hooks}/lib/safety/credentials.js`).sweep($app, new Date())
})
