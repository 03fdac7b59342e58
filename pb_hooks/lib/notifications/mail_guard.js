/// <reference path="../../pb_data/types.d.ts" />
// Placeholder addresses (a closed account's "Former member" record, lib/privacy/account_close.js) are at
// a reserved domain that can never receive mail; no mail of any kind is addressed to one. The
// one check is pb_hooks/mail_guard.pb.js, on every mail the server sends.

const PLACEHOLDER_DOMAIN = 'closed.invalid'

/** True for an address at the placeholder domain (any case, trailing dot or not). */
function isPlaceholder(address) {
  const domain = String(address || '')
    .trim()
    .toLowerCase()
    .replace(/\.+$/, '')
    .split('@')
    .pop()
  return domain === PLACEHOLDER_DOMAIN
}

/** The recipients of `list` that are not placeholders. */
function realRecipients(list) {
  return (list || []).filter((to) => !isPlaceholder(to.address))
}

/** onMailerSend step: placeholder recipients are removed; a mail left with none is not sent. */
function dropPlaceholders(e) {
  const message = e.message
  const to = realRecipients(message.to)
  const removed =
    (message.to || []).length -
    to.length +
    ((message.cc || []).length - realRecipients(message.cc).length) +
    ((message.bcc || []).length - realRecipients(message.bcc).length)
  if (removed === 0) return e.next()
  e.app.logger().info('mail to a placeholder address not sent', 'recipients', removed)
  if (to.length === 0) return
  message.to = to
  message.cc = realRecipients(message.cc)
  message.bcc = realRecipients(message.bcc)
  return e.next()
}

module.exports = { PLACEHOLDER_DOMAIN, isPlaceholder, dropPlaceholders }
