/// <reference path="../../pb_data/types.d.ts" />
// How member-written text enters an email: every field on one line in the text part (a name or a
// reason cannot start a line of its own, e.g. a fake "Reset your password" link), HTML-escaped in
// the HTML part, and a reason as one quoted block in both.

const MAX_REASON_CHARS = 500

/** Line breaks, control characters and bidi overrides become single spaces; trimmed. */
function oneLine(text) {
  return (
    String(text === null || text === undefined ? '' : text)
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  )
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A member's reason on one line, in quotes, bounded. */
function quotedReason(reason) {
  const line = oneLine(reason)
  if (!line) return ''
  const chars = Array.from(line)
  const short =
    chars.length > MAX_REASON_CHARS ? `${chars.slice(0, MAX_REASON_CHARS).join('')}…` : line
  return `“${short}”`
}

/** The reason block of the text part: a label line and one "> " line. */
function reasonText(reason) {
  const quoted = quotedReason(reason)
  return quoted ? ['Their reason:', `> ${quoted}`] : []
}

/** The reason block of the HTML part: one escaped blockquote. */
function reasonHtml(reason) {
  const quoted = quotedReason(reason)
  return quoted
    ? [
        '<p>Their reason:</p>',
        `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${escapeHtml(quoted)}</blockquote>`,
      ]
    : []
}

module.exports = { oneLine, escapeHtml, reasonText, reasonHtml }
