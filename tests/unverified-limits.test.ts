// Throwaway accounts: a member whose email is not verified still books and chats, but starts at most
// 3 new chats a day, refused with validation_verify_email saying why; a verified member is not
// limited, and verifying lifts the limit. Without email (no SMTP) nobody could verify, so nothing
// is limited there.
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  sgtSlot,
  type Member,
  type Server,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })

function startChat(member: Member, other: Member) {
  return member.pb.collection('chats').create({ user1: member.record.id, user2: other.record.id })
}

async function trainersOf(on: Server, count: number): Promise<Member[]> {
  const trainers = [] as Member[]
  for (let n = 1; n <= count; n += 1) trainers.push(await makeTrainer(on, `Coach ${n}`))
  return trainers
}

describe('an unverified member starts at most 3 new chats a day', () => {
  it('the 4th is refused saying why; chatting and booking in the chats started go on', async () => {
    const [a, b, c, d] = (await trainersOf(server, 4)) as [Member, Member, Member, Member]
    const fresh = await makeClient(server, 'Fresh Account')
    const chats = [await startChat(fresh, a), await startChat(fresh, b), await startChat(fresh, c)]
    await expectRefused(startChat(fresh, d), {
      status: 400,
      field: 'startedBy',
      code: 'validation_verify_email',
      message:
        'Verify your email address to start more than 3 new chats a day: until then an account is limited, so throwaway accounts cannot flood trainers. Use the link we emailed you, or resend it.',
    })
    // Messages in the chats already started, and a booking, are as for anyone.
    for (const chat of chats) {
      await fresh.pb
        .collection('messages')
        .create({ chat: chat.id, sender: fresh.record.id, text: 'Hello' })
    }
    const booking = await fresh.pb
      .collection('bookings')
      .create({ booker: fresh.record.id, gymBuddy: d.record.id, datetime: sgtSlot(3, 10) })
    expect(booking.status).toBe('requested')
    // The trainer may still start a chat with them (the limit is on the unverified side only).
    expect((await startChat(d, fresh)).startedBy).toBe(d.record.id)
  })

  it('verifying lifts the limit, and a verified member is never limited', async () => {
    const trainers = await trainersOf(server, 5)
    const fresh = await makeClient(server, 'Soon Verified')
    for (const trainer of trainers.slice(0, 3)) await startChat(fresh, trainer)
    await expectRefused(startChat(fresh, trainers[3] as Member), {
      status: 400,
      code: 'validation_verify_email',
      field: 'startedBy',
    })
    await server.root.collection('users').update(fresh.record.id, { verified: true })
    await fresh.pb.collection('users').authRefresh()
    for (const trainer of trainers.slice(3)) await startChat(fresh, trainer)
  })
})

describe('on a server that sends no email', () => {
  const quiet = testServer()

  it('an unverified member is not limited (nobody could verify)', async () => {
    const trainers = await trainersOf(quiet, 4)
    const fresh = await makeClient(quiet, 'No Mail Here')
    for (const trainer of trainers) await startChat(fresh, trainer)
  })
})
