// One reading of a Singapore mobile number for every phone field (WhatsApp, PayNow), the twin of
// src/lib/sg-phone.ts: tests/sg-phone.test.ts runs both over src/lib/sg-phone.cases.ts.

/** Spaces, dashes, dots and brackets people type between the digits. */
const SEPARATORS = /[\s().-]/g
const LOCAL_MOBILE = /^[89]\d{7}$/

/** "91234567", "9123 4567", "+65 9123 4567", "6591234567" -> "+6591234567"; null if not one. */
function parseSgMobile(text) {
  const compact = String(text == null ? '' : text).replace(SEPARATORS, '')
  let local = compact
  if (compact.startsWith('+65')) local = compact.slice(3)
  else if (compact.startsWith('0065')) local = compact.slice(4)
  else if (/^65\d{8}$/.test(compact)) local = compact.slice(2)
  return LOCAL_MOBILE.test(local) ? `+65${local}` : null
}

const SG_MOBILE_MESSAGE = 'Give a Singapore mobile number: 8 digits starting with 8 or 9.'

module.exports = { parseSgMobile, SG_MOBILE_MESSAGE }
