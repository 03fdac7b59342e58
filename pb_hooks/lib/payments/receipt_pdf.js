/// <reference path="../../pb_data/types.d.ts" />
// GET /api/gymbuddy/receipts/{id}/pdf (docs/payments.md, "Receipts"): the receipt as a PDF, to its
// trainer and client only (anyone else: the 404 of a receipt that does not exist). Drawn with jsPDF
// (pb_hooks/vendor/jspdf.js, `npm run vendor:jspdf`), which runs synchronously in the JSVM once the
// few browser globals it reads at load are there. Tests: tests/receipts.test.ts.
const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
const NOT_YOURS = 'No receipt of yours has this id: only its trainer and its client can open it.'
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function btoa(text) {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const n =
      (text.charCodeAt(i) << 16) |
      ((text.charCodeAt(i + 1) || 0) << 8) |
      (text.charCodeAt(i + 2) || 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += i + 1 < text.length ? B64[(n >> 6) & 63] : '='
    out += i + 2 < text.length ? B64[n & 63] : '='
  }
  return out
}

function atob(base64) {
  let out = ''
  let bits = 0
  let acc = 0
  for (const ch of String(base64).replace(/[^A-Za-z0-9+/]/g, '')) {
    acc = ((acc << 6) | B64.indexOf(ch)) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out += String.fromCharCode((acc >> bits) & 255)
    }
  }
  return out
}

/** UTF-8 in and out, for the PNG reader jsPDF's build sets up at load (receipts draw no image). */
class Utf8Encoder {
  encode(text) {
    const bytes = unescape(encodeURIComponent(String(text || '')))
    const out = new Uint8Array(bytes.length)
    for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i)
    return out
  }
}
class Utf8Decoder {
  decode(input) {
    const bytes = new Uint8Array(input || [])
    let text = ''
    for (let i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i])
    return decodeURIComponent(escape(text))
  }
}

/** jsPDF, with the browser globals its build reads at load (the JSVM has none of them). */
function jsPDF() {
  if (typeof globalThis.btoa !== 'function') globalThis.btoa = btoa
  if (typeof globalThis.atob !== 'function') globalThis.atob = atob
  if (typeof globalThis.TextEncoder !== 'function') globalThis.TextEncoder = Utf8Encoder
  if (typeof globalThis.TextDecoder !== 'function') globalThis.TextDecoder = Utf8Decoder
  return require(`${__hooks}/vendor/jspdf.js`).jsPDF
}

function money(amount) {
  return `S$${Number(amount).toFixed(2)}`
}

/** "5 Dec 2026" in Singapore time. */
function sgtDay(value) {
  const offset = require(`${__hooks}/lib/bookings/booking_rules.js`).SGT_OFFSET_MS
  const sgt = new Date(new Date(String(value).replace(' ', 'T')).getTime() + offset)
  return `${sgt.getUTCDate()} ${MONTHS[sgt.getUTCMonth()]} ${sgt.getUTCFullYear()}`
}

/** The GST included in a price that includes it at `ratePct`: price × rate / (100 + rate). */
function includedGst(amount, ratePct) {
  return Math.round((amount * ratePct * 100) / (100 + ratePct)) / 100
}

function nameOf(app, userId) {
  const user = gb.findById(app, 'users', userId)
  return (user && user.getString('name')) || 'Former member'
}

/** The receipt's lines, top to bottom: what the PDF prints (and what the tests read back). */
function receiptLines(app, receipt) {
  const rules = require(`${__hooks}/lib/payments/receipts.js`).RULES
  const amount = receipt.getFloat('amount')
  const gst = receipt.getString('gstNumber')
  const paidFor = receipt.getString('booking')
    ? gb.findById(app, 'bookings', receipt.getString('booking'))
    : gb.findById(app, 'package_purchases', receipt.getString('purchase'))
  const reference = paidFor
    ? require(`${__hooks}/lib/payments/payments.js`).referenceOf(paidFor)
    : ''
  return {
    title: `Receipt No. ${receipt.getInt('number')}`,
    parties: [
      ['Date', sgtDay(receipt.getString('issuedAt'))],
      ['Trainer', nameOf(app, receipt.getString('trainer'))],
      ...(gst ? [['GST registration number', gst]] : []),
      ['Client', nameOf(app, receipt.getString('client'))],
      ...(reference ? [['Reference', reference]] : []),
    ],
    item: receipt.getString('item'),
    amount: money(amount),
    tax: gst
      ? `Includes GST at ${rules.gstRatePct}%: ${money(includedGst(amount, rules.gstRatePct))}`
      : 'GST not charged',
    footer: 'Paid by PayNow to the trainer. Issued through GymBuddy.',
  }
}

/** What the standard PDF fonts can print: Latin-1 and typographic quotes and dashes. */
function printable(text) {
  return String(text).replace(/[^\u0020-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026]/g, '?')
}

function drawPdf(lines) {
  const Pdf = jsPDF()
  const doc = new Pdf({ unit: 'mm', format: 'a4', compress: true })
  doc.setProperties({ title: lines.title, creator: 'GymBuddy' })
  doc.setFont('helvetica', 'bold')
  doc.setFontSize(20)
  doc.text(printable(lines.title), 20, 28)
  doc.setFontSize(11)
  let y = 44
  for (const [label, value] of lines.parties) {
    doc.setFont('helvetica', 'bold')
    doc.text(`${label}:`, 20, y)
    doc.setFont('helvetica', 'normal')
    doc.text(printable(value), 75, y)
    y += 7
  }
  y += 6
  doc.setDrawColor(180)
  doc.line(20, y, 190, y)
  y += 8
  doc.setFont('helvetica', 'bold')
  doc.text('Paid for', 20, y)
  doc.text('Amount (SGD)', 190, y, { align: 'right' })
  y += 8
  doc.setFont('helvetica', 'normal')
  const wrapped = doc.splitTextToSize(printable(lines.item), 130)
  doc.text(wrapped, 20, y)
  doc.text(lines.amount, 190, y, { align: 'right' })
  y += 6 * wrapped.length + 4
  doc.line(20, y, 190, y)
  y += 8
  doc.setFont('helvetica', 'bold')
  doc.text('Total', 20, y)
  doc.text(lines.amount, 190, y, { align: 'right' })
  y += 7
  doc.setFont('helvetica', 'normal')
  doc.text(lines.tax, 20, y)
  y += 14
  doc.setFontSize(9)
  doc.setTextColor(100)
  doc.text(lines.footer, 20, y)
  return new Uint8Array(doc.output('arraybuffer'))
}

/** GET /api/gymbuddy/receipts/{id}/pdf */
function receiptPdf(e) {
  const receipt = gb.findById(e.app, 'receipts', e.request.pathValue('id'))
  if (
    !receipt ||
    (receipt.getString('trainer') !== e.auth.id && receipt.getString('client') !== e.auth.id)
  ) {
    throw new NotFoundError(NOT_YOURS)
  }
  const bytes = drawPdf(receiptLines(e.app, receipt))
  const header = e.response.header()
  header.set('Content-Disposition', `inline; filename="receipt-${receipt.getInt('number')}.pdf"`)
  header.set('Cache-Control', 'private, no-store')
  return e.blob(200, 'application/pdf', Array.from(bytes))
}

module.exports = { receiptPdf }
