// PayNow QR payloads (SGQR, the EMVCo merchant-presented format): a pure function of its inputs,
// loaded by the hooks and by the unit test (src/features/payments/paynow.test.ts). A payload is a
// list of TLV fields (2-digit tag, 2-digit length, value), ending with a CRC16-CCITT in tag 63.

/** One TLV field; the value must be ASCII (its length counts characters = bytes). */
function tlv(tag, value) {
  const text = String(value)
  if (text.length > 99) throw new Error(`PayNow field ${tag} is too long`)
  return tag + (text.length < 10 ? '0' : '') + text.length + text
}

/** CRC16-CCITT (initial 0xFFFF, polynomial 0x1021, no reflection), as 4 upper-case hex digits. */
function crc16(text) {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  const hex = crc.toString(16).toUpperCase()
  return '0000'.slice(hex.length) + hex
}

/** Printable ASCII only, trimmed to `max` characters (names and references go on a bank's screen). */
function ascii(text, max) {
  return String(text || '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim()
    .slice(0, max)
}

/** True for a Singapore mobile in PayNow form: +65 and 8 digits. */
function isMobile(id) {
  return /^\+65\d{8}$/.test(id)
}

/** True for a UEN: 8 or 9 digits and a letter, or T/S/R + 2 digits + 2 letters + 4 digits + a letter. */
function isUen(id) {
  return /^(\d{8,9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(id)
}

/** A member's PayNow id as stored: spaces removed, letters upper-case; '' when not valid. */
function normalizeId(raw) {
  const id = String(raw || '')
    .replace(/\s+/g, '')
    .toUpperCase()
  return isMobile(id) || isUen(id) ? id : ''
}

/**
 * The payload for paying `amount` SGD to `proxy` (a mobile or a UEN) with `reference`:
 * dynamic QR (01 = 12), amount not editable, currency 702, country SG.
 */
function payload(input) {
  const proxy = normalizeId(input.proxy)
  if (!proxy) throw new Error('Not a PayNow mobile number or UEN')
  const amount = Number(input.amount)
  if (!(amount > 0)) throw new Error('A PayNow amount must be above zero')
  const account =
    tlv('00', 'SG.PAYNOW') +
    tlv('01', isMobile(proxy) ? '0' : '2') +
    tlv('02', proxy) +
    tlv('03', '0')
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '702') +
    tlv('54', amount.toFixed(2)) +
    tlv('58', 'SG') +
    tlv('59', ascii(input.name, 25) || 'NA') +
    tlv('60', 'Singapore') +
    tlv('62', tlv('01', ascii(input.reference, 25))) +
    '6304'
  return body + crc16(body)
}

/** The payload's fields as { tag: value } (one level; nested templates stay strings). */
function parse(text) {
  const fields = {}
  let at = 0
  while (at + 4 <= text.length) {
    const tag = text.slice(at, at + 2)
    const length = parseInt(text.slice(at + 2, at + 4), 10)
    fields[tag] = text.slice(at + 4, at + 4 + length)
    at += 4 + length
  }
  return fields
}

module.exports = { crc16, payload, parse, normalizeId }
