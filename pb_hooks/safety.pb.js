/// <reference path="../pb_data/types.d.ts" />
// Member safety (docs/trust-and-safety.md, "Blocks and reports"): blocks stop every new contact
// between two members either way (lib/safety/blocks.js), reports reach the operators (lib/safety/reports.js).

// Each collection where a member's new record reaches another member (lib/safety/blocks.js REACH).
const REACHING = [
  'chats',
  'messages',
  'bookings',
  'booking_series',
  'waitlist',
  'package_purchases',
]

// Runs after each collection's own checks; the final answer inside the saving transaction.
onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/safety/blocks.js`).checkReach(e)
  },
  ...REACHING,
)

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/safety/blocks.js`).createBlock(e)
}, 'blocks')

// The blocker's list names whom they blocked (the blocked member may be no contact of theirs).
onRecordEnrich((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  const blocked = gb.findById(e.app, 'users', e.record.getString('blocked'))
  e.record.withCustomData(true)
  e.record.set('blockedName', blocked ? blocked.getString('name') : '')
  e.next()
}, 'blocks')

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/safety/reports.js`).createReport(e)
}, 'reports')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/safety/reports.js`).handleReport(e)
}, 'reports')

onRecordEnrich((e) => {
  require(`${__hooks}/lib/safety/reports.js`).enrichReport(e)
  e.next()
}, 'reports')

// After the commit: the operators' email about an urgent report.
onRecordAfterCreateSuccess((e) => {
  e.next()
  try {
    require(`${__hooks}/lib/safety/reports.js`).tellOperators(e.app, e.record)
  } catch (error) {
    e.app.logger().error('operator email not sent', 'report', e.record.id, 'error', String(error))
  }
}, 'reports')
