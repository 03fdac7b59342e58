/// <reference path="../../pb_data/types.d.ts" />
// Message emails (pb_migrations/1900001062_message_emails.js): a message unread for 15 minutes is
// emailed to its recipient (the sender, its first line, a link to the chat), at most once per chat
// every 6 hours, unless the member switched message emails off. A chat that is open reads its
// messages as they arrive (chat_reads.lastReadAt), so it never counts as unread here. Run every
// minute by pb_hooks/message_emails.pb.js; a failed send is tried again at the next run.
const text = require(`${__hooks}/lib/email_text.js`)
const layout = require(`${__hooks}/lib/email_layout.js`)

const UNREAD_MS = 15 * 60 * 1000
const GAP_MS = 6 * 3600 * 1000
// A message waits at most GAP + UNREAD before its email; chats quiet for longer are not read.
const LOOKBACK_MS = 12 * 3600 * 1000
const MAX_PER_RUN = 200
const MAX_LINE_CHARS = 200

// Per member and chat: the other person's messages not read, not yet emailed, unread long enough.
const UNREAD = `FROM messages m WHERE m.chat = r.chat AND m.sender != r.user
  AND m.created > r.lastReadAt AND m.created > COALESCE(e.emailedThrough, '')
  AND m.created <= {:quiet}`

const DUE_SQL = `SELECT * FROM (SELECT r.chat AS chat, u.id AS user, u.name AS name,
  u.email AS email,
  (SELECT m.id ${UNREAD} ORDER BY m.created LIMIT 1) AS first,
  (SELECT MAX(m.created) ${UNREAD}) AS through,
  (SELECT COUNT(*) ${UNREAD}) AS unread
FROM chats c
JOIN chat_reads r ON r.chat = c.id
JOIN users u ON u.id = r.user
LEFT JOIN message_emails e ON e.chat = r.chat AND e.user = r.user
WHERE c.lastMessageAt > {:since} AND c.lastMessageSender != r.user
  AND u.messageEmailsOff = FALSE AND u.email != ''
  AND COALESCE(e.emailedAt, '') <= {:gap})
WHERE first IS NOT NULL LIMIT {:limit}`

// One row per chat and member, written by this job only.
const REMEMBER_SQL = `INSERT INTO message_emails (id, chat, user, emailedAt, emailedThrough)
VALUES (substr(lower(hex(randomblob(8))), 1, 15), {:chat}, {:user}, {:at}, {:through})
ON CONFLICT (chat, user) DO UPDATE SET emailedAt = excluded.emailedAt,
  emailedThrough = excluded.emailedThrough`

function stored(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** The first line of a message, on one line and bounded. */
function firstLine(message) {
  const line = text.oneLine(String(message).split(/\r?\n/)[0])
  const chars = Array.from(line)
  return chars.length > MAX_LINE_CHARS ? `${chars.slice(0, MAX_LINE_CHARS).join('')}…` : line
}

function compose(app, row, message, sender) {
  const from = text.oneLine(sender.getString('name')) || 'A GymBuddy member'
  const line = firstLine(message.getString('text'))
  const more = row.unread > 1 ? `(and ${row.unread - 1} more unread)` : ''
  const link = `${app.settings().meta.appURL.replace(/\/+$/, '')}/user/chat/${sender.id}`
  const intro = `${from} sent you a message on GymBuddy:`
  const mail = layout.compose({
    name: row.name,
    text: [intro, '', `"${line}"`].concat(more ? [more] : []),
    html: [
      layout.paragraph(intro),
      `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151">${text.escapeHtml(line)}</blockquote>`,
    ].concat(more ? [layout.paragraph(more)] : []),
    action: { label: 'Open the chat', url: link },
    note: 'You can switch message emails off in your profile settings.',
  })
  return { subject: `New message from ${from}`, text: mail.text, html: mail.html }
}

/** Emails every member due one as of `now` (ms); returns how many were sent. */
function sendDue(app, now) {
  if (!app.settings().smtp.enabled) return 0
  const rows = arrayOf(
    new DynamicModel({
      chat: '',
      user: '',
      name: '',
      email: '',
      first: '',
      through: '',
      unread: 0,
    }),
  )
  app
    .db()
    .newQuery(DUE_SQL)
    .bind({
      quiet: stored(now - UNREAD_MS),
      since: stored(now - LOOKBACK_MS),
      gap: stored(now - GAP_MS),
      limit: MAX_PER_RUN,
    })
    .all(rows)
  let sent = 0
  const meta = app.settings().meta
  for (const row of rows) {
    try {
      const message = app.findRecordById('messages', row.first)
      const sender = app.findRecordById('users', message.getString('sender'))
      const email = compose(app, row, message, sender)
      app.newMailClient().send(
        new MailerMessage({
          from: { address: meta.senderAddress, name: meta.senderName },
          to: [{ address: row.email, name: text.oneLine(row.name) }],
          subject: email.subject,
          text: email.text,
          html: email.html,
        }),
      )
      app
        .db()
        .newQuery(REMEMBER_SQL)
        .bind({ chat: row.chat, user: row.user, at: stored(now), through: row.through })
        .execute()
      sent += 1
    } catch (error) {
      app.logger().error('message email not sent', 'chat', row.chat, 'error', String(error))
    }
  }
  return sent
}

module.exports = { sendDue }
