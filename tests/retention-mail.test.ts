// The quiet-chat warning of the retention job (pb_hooks/lib/privacy/retention.js) reaches both members by
// email too, through the notification outbox (lib/notifications/notification_emails.js), and only once: a
// second run of the job and of the outbox mails nothing more. Read from a real MailDev.
import { describe, expect, it } from 'vitest'
import RULES from '../pb_hooks/lib/privacy/retention.json' with { type: 'json' }
import { makeClient } from './factories'
import { hooksWithTestRoutes, RETENTION_ROUTE, SQL_ROUTE } from './support/test-hooks'
import { testServer } from './support/test-server'

// Test-only: a superuser ages the chat (its dates cannot be written through the API) and runs the
// sweep in the request, to read its counts.
const hooks = hooksWithTestRoutes(SQL_ROUTE + RETENTION_ROUTE)
const server = testServer({ hooksDir: hooks, mail: true })

/** Just inside the warning: the chat goes in chatWarningDays - 1 days. */
function quietSince() {
  const date = new Date(Date.now() + (RULES.chatWarningDays - 1) * 86400_000)
  date.setUTCMonth(date.getUTCMonth() - RULES.quietChatMonths)
  return date.toISOString().replace('T', ' ')
}

const sweep = () =>
  server.root.send<Record<string, number>>('/api/test/retention', { method: 'POST' })
const runOutbox = () =>
  server.root.send('/api/gymbuddy/notifications/jobs/emails', { method: 'POST' })
const warnings = async (address: string) =>
  (await server.mail.inbox(address)).filter((mail) => /will be deleted/.test(mail.subject))

describe('the quiet-chat warning email', () => {
  it('is mailed once to each member of a chat about to be deleted', async () => {
    const [nora, wei] = await Promise.all([
      makeClient(server, 'Nora Quiet'),
      makeClient(server, 'Wei Quiet'),
    ])
    const chat = await server.root
      .collection('chats')
      .create({ user1: nora.record.id, user2: wei.record.id })
    await nora.pb
      .collection('messages')
      .create({ chat: chat.id, sender: nora.record.id, text: 'Hi' })
    await server.root.send('/api/test/sql', {
      method: 'POST',
      body: {
        sql: 'UPDATE chats SET lastMessageAt = {:at}, created = {:at} WHERE id = {:id}',
        params: { at: quietSince(), id: chat.id },
      },
    })

    // Each notice is mailed as it is made; a second sweep and outbox run add nothing.
    expect(await sweep()).toMatchObject({ chatWarnings: 1, chats: 0 })
    expect(await sweep()).toMatchObject({ chatWarnings: 0, chats: 0 })
    expect(await runOutbox()).toEqual({ sent: 0, failed: 0 })
    const notices = await server.root
      .collection('notifications')
      .getFullList({ filter: "kind = 'chat_expiring'" })
    expect(notices.map((row) => row.emailStatus as string)).toEqual(['sent', 'sent'])

    for (const [member, other] of [
      [nora, 'Wei Quiet'],
      [wei, 'Nora Quiet'],
    ] as const) {
      await expect.poll(async () => (await warnings(member.email)).length).toBeGreaterThan(0)
      const mails = await warnings(member.email)
      expect(mails.map((mail) => mail.subject)).toEqual([`Your chat with ${other} will be deleted`])
      expect(mails[0]!.text).toContain(
        `has had no message for ${RULES.quietChatMonths} months: it will be deleted with its messages on`,
      )
      expect(mails[0]!.text).toContain('Send a message to keep it.')
      const otherId = member === nora ? wei.record.id : nora.record.id
      expect(mails[0]!.html).toContain(`href="${server.url}/user/chat/${otherId}"`)
    }
  })
})
