// One reading of a Singapore mobile number for every phone field (WhatsApp, PayNow), the twin of
// pb_hooks/lib/accounts/sg_phone.js: tests/sg-phone.test.ts runs both over ./sg-phone.cases.ts.

/** Spaces, dashes, dots and brackets people type between the digits. */
const SEPARATORS = /[\s().-]/g
const LOCAL_MOBILE = /^[89]\d{7}$/

/** "91234567", "9123 4567", "+65 9123 4567", "6591234567" → "+6591234567"; null if not one. */
export function parseSgMobile(text: string): string | null {
  const compact = text.replace(SEPARATORS, '')
  let local = compact
  if (compact.startsWith('+65')) local = compact.slice(3)
  else if (compact.startsWith('0065')) local = compact.slice(4)
  else if (/^65\d{8}$/.test(compact)) local = compact.slice(2)
  return LOCAL_MOBILE.test(local) ? `+65${local}` : null
}

/** The number as sent to the server: its stored form when it reads as a mobile, else as typed. */
export function phoneForSaving(text: string): string {
  return parseSgMobile(text) ?? text.trim()
}

/** "+6591234567" → "+65 9123 4567", for reading; anything else as it is. */
export function formatSgMobile(stored: string): string {
  const match = /^\+65(\d{4})(\d{4})$/.exec(stored)
  return match ? `+65 ${match[1]} ${match[2]}` : stored
}
