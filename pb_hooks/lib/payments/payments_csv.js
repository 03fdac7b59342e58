/// <reference path="../../pb_data/types.d.ts" />
// Every payment of a trainer as a CSV (GET /api/gymbuddy/payments/earnings.csv, docs/payments.md
// "Earnings"): each session and fee with a payment state (not those paid by a package credit) and
// each package purchase, oldest first, times in Singapore time. A cell a spreadsheet would run as a
// formula (a client's name starting with "=") is written as text. Tested by tests/earnings.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const br = require(`${__hooks}/lib/bookings/booking_rules.js`)
const { OUTCOME, PAYMENT } = br

const HEADER = [
  'Kind',
  'Client',
  'Paid for',
  'Session (SGT)',
  'Amount (SGD)',
  'State',
  'Changed (SGT)',
  'Reference',
]
const MAX_ROWS = 20000

/** "2026-12-05 10:00" in Singapore time, or '' for no date. */
function sgtText(value) {
  if (!value) return ''
  const ms = new Date(String(value).replace(' ', 'T')).getTime()
  if (isNaN(ms)) return ''
  return new Date(ms + br.SGT_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}

/** One CSV cell: quoted when needed; a leading formula character is made plain text. */
function cell(value) {
  let text = String(value === undefined || value === null ? '' : value)
  if (/^[=+\-@\t\r]/.test(text)) text = "'" + text
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text
}

function line(cells) {
  return cells.map(cell).join(',') + '\r\n'
}

/** What a booking's payment was for: the session, or the fee after a late cancel or no-show. */
function bookingRow(booking, clientName, reference) {
  const fee = booking.getFloat('feeDue')
  const when = sgtText(booking.getString('datetime'))
  let paidFor = 'Session'
  if (fee > 0) {
    paidFor =
      booking.getString('outcome') === OUTCOME.client_no_show ? 'No-show fee' : 'Late-cancel fee'
  }
  return [
    fee > 0 ? 'Fee' : 'Session',
    clientName,
    paidFor,
    when,
    (fee > 0 ? fee : booking.getFloat('price')).toFixed(2),
    booking.getString('payment'),
    sgtText(booking.getString('paymentAt')),
    reference,
  ]
}

/** The CSV text of every payment of `trainerId`. */
function paymentsCsv(app, trainerId) {
  const payments = require(`${__hooks}/lib/payments/payments.js`)
  const names = {}
  const nameOf = (id) => {
    if (!(id in names)) {
      const user = gb.findById(app, 'users', id)
      names[id] = user ? user.getString('name') : 'Former member'
    }
    return names[id]
  }
  const rows = []
  const bookings = app.findRecordsByFilter(
    'bookings',
    `gymBuddy = {:me} && payment != '' && payment != '${PAYMENT.package}'`,
    'datetime',
    MAX_ROWS,
    0,
    { me: trainerId },
  )
  for (const booking of bookings) {
    rows.push({
      at: booking.getString('datetime'),
      cells: bookingRow(
        booking,
        nameOf(booking.getString('booker')),
        payments.referenceOf(booking),
      ),
    })
  }
  const purchases = app.findRecordsByFilter(
    'package_purchases',
    'trainer = {:me}',
    'created',
    MAX_ROWS,
    0,
    { me: trainerId },
  )
  for (const purchase of purchases) {
    const changed = purchase.getString('paidAt') || purchase.getString('created')
    rows.push({
      at: changed,
      cells: [
        'Package',
        nameOf(purchase.getString('client')),
        `Package: ${purchase.getInt('sessions')} sessions`,
        '',
        purchase.getFloat('price').toFixed(2),
        purchase.getString('status'),
        sgtText(changed),
        payments.referenceOf(purchase),
      ],
    })
  }
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return line(HEADER) + rows.map((row) => line(row.cells)).join('')
}

module.exports = { paymentsCsv }
