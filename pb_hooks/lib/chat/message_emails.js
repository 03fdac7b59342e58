/// <reference path="../../pb_data/types.d.ts" />
// Message emails (pb_migrations/1900001062_message_emails.js): a message unread for 15 minutes is
// emailed to its recipient (the sender, its first line, a link to the chat), at most once per chat
// every 6 hours and at most one email per recipient every 15 minutes, listing every chat with new
// messages (lib/notifications/mail_policy.json), unless the member switched message emails off. Only messages
// from members with a verified email are ever mailed (a throwaway account mails nobody). A chat
// that is open reads its messages as they arrive (chat_reads.lastReadAt), so it never counts as
// unread here. Run every minute by pb_hooks/message_emails.pb.js; a failed send is tried again.
const text = require(`${__hooks}/lib/notifications/email_text.js`)
const layout = require(`${__hooks}/lib/notifications/email_layout.js`)
const { POLICY } = require(`${__hooks}/lib/notifications/mail_policy.js`)

const UNREAD_MS = 15 * 60 * 1000
const GAP_MS = 6 * 3600 * 1000
// A message waits at most GAP + UNREAD before its email; chats quiet for longer are not read.
const LOOKBACK_MS = 12 * 3600 * 1000
const MAX_PER_RUN = 200
const MAX_LINE_CHARS = 200
const MAX_CHATS_LISTED = 10

// Per member and chat: the other person's messages not read, not yet emailed, unread long enough,
// sent by a verified member.
const UNREAD = `FROM messages m WHERE m.chat = r.chat AND m.sender != r.user
  AND m.created > r.lastReadAt AND m.created > COALESCE(e.emailedThrough, '')
  AND m.created <= {:quiet}
  AND EXISTS (SELECT 1 FROM users v WHERE v.id = m.sender AND v.verified = TRUE)`

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
  AND COALESCE(e.emailedAt, '') <= {:gap}
  AND NOT EXISTS (SELECT 1 FROM message_emails x WHERE x.user = r.user AND x.emailedAt > {:recent}))
WHERE first IS NOT NULL ORDER BY user LIMIT {:limit}`

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

/** One chat's news: who wrote, their first unread line, how many more. */
function chatNews(app, row) {
  const message = app.findRecordById('messages', row.first)
  const sender = app.findRecordById('users', message.getString('sender'))
  return {
    row: row,
    sender: sender,
    from: text.oneLine(sender.getString('name')) || 'A GymBuddy member',
    line: firstLine(message.getString('text')),
    more: row.unread > 1 ? `(and ${row.unread - 1} more unread)` : '',
  }
}

/** One recipient's email: one chat as it always was, several chats listed with a link to the inbox. */
function compose(app, name, news) {
  const base = app.settings().meta.appURL.replace(/\/+$/, '')
  const note = 'You can switch message emails off in your profile settings.'
  if (news.length === 1) {
    const chat = news[0]
    const intro = `${chat.from} sent you a message on GymBuddy:`
    const mail = layout.compose({
      name: name,
      text: [intro, '', `"${chat.line}"`].concat(chat.more ? [chat.more] : []),
      html: [
        layout.paragraph(intro),
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151">${text.escapeHtml(chat.line)}</blockquote>`,
      ].concat(chat.more ? [layout.paragraph(chat.more)] : []),
      action: { label: 'Open the chat', url: `${base}/user/chat/${chat.sender.id}` },
      note: note,
    })
    return { subject: `New message from ${chat.from}`, text: mail.text, html: mail.html }
  }
  const listed = news.slice(0, MAX_CHATS_LISTED)
  const rest = news.length - listed.length
  const intro = `You have new messages in ${news.length} chats on GymBuddy:`
  const line = (chat) => `${chat.from}: "${chat.line}"${chat.more ? ` ${chat.more}` : ''}`
  const mail = layout.compose({
    name: name,
    text: [intro, '']
      .concat(listed.map((chat) => `- ${line(chat)}`))
      .concat(rest ? ['', `And ${rest} more chats.`] : []),
    html: [
      layout.paragraph(intro),
      `<ul style="margin:0 0 16px;padding-left:20px">${listed.map((chat) => `<li>${text.escapeHtml(line(chat))}</li>`).join('')}</ul>`,
    ].concat(rest ? [layout.paragraph(`And ${rest} more chats.`)] : []),
    action: { label: 'Open your messages', url: `${base}/user/inbox` },
    note: note,
  })
  return { subject: `New messages in ${news.length} chats`, text: mail.text, html: mail.html }
}

/** Emails every member due one as of `now` (ms): one email per member; returns how many were sent. */
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
      recent: stored(now - POLICY.messageEmailGapMinutes * 60_000),
      limit: MAX_PER_RUN,
    })
    .all(rows)
  const byUser = {}
  const order = []
  for (const row of rows) {
    if (!byUser[row.user]) {
      byUser[row.user] = []
      order.push(row.user)
    }
    byUser[row.user].push(row)
  }
  let sent = 0
  const meta = app.settings().meta
  for (const user of order) {
    const chats = byUser[user]
    const first = chats[0]
    try {
      const email = compose(
        app,
        first.name,
        chats.map((row) => chatNews(app, row)),
      )
      app.newMailClient().send(
        new MailerMessage({
          from: { address: meta.senderAddress, name: meta.senderName },
          to: [{ address: first.email, name: text.oneLine(first.name) }],
          subject: email.subject,
          text: email.text,
          html: email.html,
        }),
      )
      for (const row of chats) {
        app
          .db()
          .newQuery(REMEMBER_SQL)
          .bind({ chat: row.chat, user: row.user, at: stored(now), through: row.through })
          .execute()
      }
      sent += 1
    } catch (error) {
      app.logger().error('message email not sent', 'user', user, 'error', String(error))
    }
  }
  return sent
}

module.exports = { sendDue }
