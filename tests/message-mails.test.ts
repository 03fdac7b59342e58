// A message unread for 15 minutes is emailed to its recipient (the sender, its first line, a link
// to the chat), at most once per chat every 6 hours and once per recipient every 15 minutes
// (listing the chats), never once read, never when the member switched message emails off, never
// for a sender whose email is not verified. Read in the mail catcher. The clock is moved by running the real
// job (the one the minute cron runs) as of a later instant.
import { describe, expect, it } from 'vitest'
import type { ChatRecord, MessageRecord } from '@/lib/types'
import { makeClient, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** The job as of `later` ms from now (0: now), as the minute cron would run it then. */
async function runJobIn(later: number): Promise<number> {
  const now = new Date(Date.now() + later).toISOString()
  const answer = await server.root.send<{ sent: number }>('/api/gymbuddy/message-emails/run', {
    method: 'POST',
    body: { now },
  })
  return answer.sent
}

function chatBetween(a: Member, b: Member): Promise<ChatRecord> {
  return a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
}

function send(from: Member, chat: ChatRecord, text: string): Promise<MessageRecord> {
  return from.pb.collection('messages').create({ text, sender: from.record.id, chat: chat.id })
}

/** A member who confirmed their email address (the link in the verification email). */
async function verifiedClient(name?: string): Promise<Member> {
  const client = await makeClient(server, name)
  await server.root.collection('users').update(client.record.id, { verified: true })
  return client
}

const messageMails = async (member: Member) =>
  (await server.mail.inbox(member.email)).filter((mail) => /^New message/.test(mail.subject))

describe('unread message emails', () => {
  it('goes once, 15 minutes after an unread message, with the sender, its first line and a link', async () => {
    const client = await verifiedClient('Eve Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const chat = await chatBetween(client, trainer)
    await send(client, chat, 'Hi Marcus, are you free on Saturday?\nI would like to try boxing.')

    expect(await runJobIn(0)).toBe(0)
    expect(await runJobIn(14 * MINUTE)).toBe(0)
    expect(await runJobIn(16 * MINUTE)).toBe(1)
    expect(await runJobIn(17 * MINUTE)).toBe(0)
    await server.mail.waitForInbox(trainer.email, 2) // the verification, then this one
    const [mail, ...more] = await messageMails(trainer)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('New message from Eve Tan')
    expect(mail?.text).toContain('"Hi Marcus, are you free on Saturday?"')
    expect(mail?.text).not.toContain('I would like to try boxing.')
    expect(mail?.text).toContain(`${server.url}/user/chat/${client.record.id}`)
    // The sender is not emailed about their own message.
    expect(await messageMails(client)).toEqual([])
  })

  it('sends at most one email per chat in 6 hours', async () => {
    const client = await verifiedClient('Eve Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const chat = await chatBetween(client, trainer)
    await send(client, chat, 'First question')
    expect(await runJobIn(16 * MINUTE)).toBe(1)
    await send(client, chat, 'Second question')
    expect(await runJobIn(2 * HOUR)).toBe(0)
    expect(await runJobIn(6 * HOUR)).toBe(0)
    // Past 6 hours since the email, the message still unread is emailed.
    expect(await runJobIn(6 * HOUR + 17 * MINUTE)).toBe(1)
    await server.mail.waitForInbox(trainer.email, 3)
    const mails = await messageMails(trainer)
    expect(mails.map((mail) => /"Second question"/.test(mail.text ?? ''))).toEqual([false, true])
  })

  it('is not sent once the recipient has read the message (the chat was open)', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server)
    const chat = await chatBetween(client, trainer)
    const message = await send(client, chat, 'Seen at once')
    const reading = await trainer.pb.collection('chat_reads').getFirstListItem(
      trainer.pb.filter('chat = {:chat} && user = {:me}', {
        chat: chat.id,
        me: trainer.record.id,
      }),
    )
    await trainer.pb.collection('chat_reads').update(reading.id, { lastReadAt: message.created })
    expect(await runJobIn(16 * MINUTE)).toBe(0)
    expect(await messageMails(trainer)).toEqual([])
  })

  it('is not sent to a member who switched message emails off', async () => {
    const client = await verifiedClient()
    const trainer = await makeTrainer(server)
    await trainer.pb.collection('users').update(trainer.record.id, { messageEmailsOff: true })
    const chat = await chatBetween(client, trainer)
    await send(client, chat, 'Anyone there?')
    expect(await runJobIn(16 * MINUTE)).toBe(0)
    expect(await messageMails(trainer)).toEqual([])
  })

  it('is never sent for a message from a member whose email is not verified', async () => {
    const throwaway = await makeClient(server, 'Fresh Account')
    const trainer = await makeTrainer(server)
    await send(throwaway, await chatBetween(throwaway, trainer), 'Buy followers at example.test')
    expect(await runJobIn(16 * MINUTE)).toBe(0)
    expect(await runJobIn(7 * HOUR)).toBe(0)
    expect(await messageMails(trainer)).toEqual([])
  })

  it('sends one email per recipient in 15 minutes, listing every chat with new messages', async () => {
    const trainer = await makeTrainer(server, 'Busy Coach')
    const [ana, ben] = [await verifiedClient('Ana Lee'), await verifiedClient('Ben Ong')]
    await send(ana, await chatBetween(ana, trainer), 'Hello from Ana')
    await send(ben, await chatBetween(ben, trainer), 'Hello from Ben')
    expect(await runJobIn(16 * MINUTE)).toBe(1)
    await server.mail.waitForInbox(trainer.email, 2) // the verification, then this one
    const [mail, ...more] = await messageMails(trainer)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('New messages in 2 chats')
    expect(mail?.text).toContain('Ana Lee: "Hello from Ana"')
    expect(mail?.text).toContain('Ben Ong: "Hello from Ben"')
    expect(mail?.text).toContain(`${server.url}/user/inbox`)

    // A third chat's message soon after waits until 15 minutes have passed since that email.
    const cara = await verifiedClient('Cara Ng')
    await send(cara, await chatBetween(cara, trainer), 'Hello from Cara')
    expect(await runJobIn(16 * MINUTE + 30_000)).toBe(0)
    expect(await runJobIn(31 * MINUTE + 30_000)).toBe(1)
    const mails = await server.mail.waitForInbox(trainer.email, 3)
    expect(mails.map((each) => each.subject)).toContain('New message from Cara Ng')
  })

  it('runs as a PocketBase cron every minute', async () => {
    const crons = await server.root.send<{ id: string; expression: string }[]>('/api/crons', {
      method: 'GET',
    })
    expect(crons).toContainEqual({ id: 'gymbuddy_message_emails', expression: '* * * * *' })
  })
})
