/// <reference path="../pb_data/types.d.ts" />
// Receipts (docs/payments.md, "Receipts"): a payment that becomes received (a session or a fee) and
// a purchase that becomes active get a receipt numbered in their own transaction
// (lib/payments/receipts.js); its two parties open it as a PDF (lib/payments/receipt_pdf.js). Loads
// after payments.pb.js, so these model hooks run inside the transactions opened there.

// Every path (API, cascades, crons, superusers): the payment before the save decides.
onRecordUpdateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'bookings', e.record.id)
    const from = stored ? stored.getString('payment') : ''
    e.next()
    require(`${__hooks}/lib/payments/receipts.js`).afterBookingSave(txApp, e.record, from)
  })
}, 'bookings')

onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    require(`${__hooks}/lib/payments/receipts.js`).afterBookingSave(txApp, e.record, '')
  })
}, 'bookings')

onRecordCreateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    e.next()
    require(`${__hooks}/lib/payments/receipts.js`).afterPurchaseSave(txApp, e.record, '')
  })
}, 'package_purchases')

onRecordUpdateExecute((e) => {
  const gb = require(`${__hooks}/lib/platform/gymbuddy.js`)
  gb.inTransaction(e, (txApp) => {
    const stored = gb.findById(txApp, 'package_purchases', e.record.id)
    const from = stored ? stored.getString('status') : ''
    e.next()
    require(`${__hooks}/lib/payments/receipts.js`).afterPurchaseSave(txApp, e.record, from)
  })
}, 'package_purchases')

// The GST registration number a trainer enters: trimmed, upper-case, of IRAS's shape.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/receipts.js`).checkGstNumber(e.record)
  e.next()
}, 'trainer_profiles')

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/payments/receipts.js`).checkGstNumber(e.record)
  e.next()
}, 'trainer_profiles')

routerAdd(
  'GET',
  '/api/gymbuddy/receipts/{id}/pdf',
  (e) => require(`${__hooks}/lib/payments/receipt_pdf.js`).receiptPdf(e),
  $apis.requireAuth('users'),
)
