/// <reference path="../../pb_data/types.d.ts" />
// One look for every GymBuddy email, booking and account mails alike (docs/decisions.md, "Emails
// look like GymBuddy"): the brand on top, "Hi <name>," from the member's record, the message, one
// button (a link in the text part), a footer. HTML and plain text come from the same parts.
// Member-written text reaches here only through lib/notifications/email_text.js: `text` lines are already one
// line each and `html` blocks already escaped; the name is cleaned and escaped here.
const { oneLine, escapeHtml } = require(`${__hooks}/lib/notifications/email_text.js`)

const BRAND = 'GymBuddy'
const TAGLINE = 'Personal trainers in Singapore'
// The app's primary colour (src/index.css --primary, hsl(173 80% 26%)).
const PRIMARY = '#0d776b'

/** "Hi Nora," from a member's name, or "Hi there," without one. */
function greetingOf(name) {
  return `Hi ${oneLine(name) || 'there'},`
}

/**
 * parts: { name, text: string[] (lines of the text part), html: string[] (escaped blocks),
 * action: { label, url } | null, note: string (plain, ours) }. Returns { text, html }.
 */
function compose(parts) {
  const greeting = greetingOf(parts.name)
  const action = parts.action && parts.action.url ? parts.action : null
  const note = parts.note || ''

  const textPart = [BRAND, '', greeting, '']
    .concat(parts.text)
    .concat(action ? ['', `${action.label}: ${action.url}`] : [])
    .concat(['', '--'])
    .concat(note ? [note] : [])
    .concat([`${BRAND} · ${TAGLINE}`])
    .join('\n')

  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : ''
  const htmlPart = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${BRAND}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827;line-height:1.5">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">',
    `<tr><td style="padding:0 4px 16px;font-size:20px;font-weight:700;color:${PRIMARY}">${BRAND}</td></tr>`,
    '<tr><td style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px;font-size:15px;overflow-wrap:anywhere">',
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
  ]
    .concat(parts.html)
    .concat([
      button,
      '</td></tr>',
      '<tr><td style="padding:16px 4px;font-size:12px;color:#6b7280">',
      note ? `<p style="margin:0 0 8px">${escapeHtml(note)}</p>` : '',
      `<p style="margin:0">${BRAND} · ${TAGLINE}</p>`,
      '</td></tr></table>',
      '</td></tr></table></body></html>',
    ])
    .filter((line) => line !== '')
    .join('\n')

  return { text: textPart, html: htmlPart }
}

/** A paragraph of our own words (escaped) for the HTML part. */
function paragraph(words) {
  return `<p style="margin:0 0 16px">${escapeHtml(words)}</p>`
}

module.exports = { compose, paragraph }
