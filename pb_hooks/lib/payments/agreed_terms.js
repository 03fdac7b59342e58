/// <reference path="../../pb_data/types.d.ts" />
// What was agreed stays agreed (docs/payments.md; the table: lib/payments/agreed_terms.json): a
// session moved without the client being shown a price (the trainer's proposed time, a weekly
// series changed from a week on) keeps the terms of the session it replaces, not the trainer's
// rate or policy as edited since. Tested by tests/agreed-terms.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)

const KEPT = require(`${__hooks}/lib/payments/agreed_terms.json`).bookings.keptOnMove

/** Model level, a new booking: a proposed time or a series week moved copies the old terms. */
function keepAgreedOnMove(app, record) {
  const oldId = record.getString('rescheduleOf')
  if (!oldId || !(record.getBool('proposed') || record.getString('series'))) return
  const old = gb.findById(app, 'bookings', oldId)
  if (!old) return
  for (const field of KEPT) {
    if (record.collection().fields.getByName(field)) record.set(field, old.get(field))
  }
}

module.exports = { keepAgreedOnMove }
