// Accounts: one account per email whatever its letter case, sign-in
// in any case, private names and emails, becoming a trainer in one request, one answer to an
// email change whether the address is taken or not, and characters counted as code points.
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  clientProfileInput,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  trainerProfileInput,
  uniqueEmail,
  SIGN_UP_AGREEMENT,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })

async function register(email: string, name = 'Member') {
  return makeVisitor(server)
    .collection('users')
    .create({ email, name, password: PASSWORD, passwordConfirm: PASSWORD, ...SIGN_UP_AGREEMENT })
}

describe('emails in any letter case', () => {
  it('CLIENT@… cannot open a second account beside client@…', async () => {
    const email = uniqueEmail('client')
    await register(email)
    await expectRefused(register(email.toUpperCase()), {
      status: 400,
      field: 'email',
      code: 'validation_not_unique',
    })
  })

  it('an email is stored lowercased and signs in typed in any case', async () => {
    const email = uniqueEmail('Mixed.Case')
    await register(email.replace('mixed', 'MiXeD'))
    const visitor = makeVisitor(server)
    const auth = await visitor.collection('users').authWithPassword(email.toUpperCase(), PASSWORD)
    expect(auth.record.email).toBe(email.toLowerCase())
  })
})

describe('who may view a user by id', () => {
  it('a member cannot read a stranger’s name and email by id', async () => {
    const stranger = await makeClient(server)
    const member = await makeClient(server)
    await expectRefused(member.pb.collection('users_view').getOne(stranger.record.id), {
      status: 404,
    })
  })

  it('a member views themselves, a trainer, and someone who wrote to them in a chat', async () => {
    const member = await makeClient(server)
    const trainer = await makeTrainer(server)
    const friend = await makeClient(server)
    expect((await member.pb.collection('users_view').getOne(member.record.id)).name).toBe('Client')
    expect((await member.pb.collection('users_view').getOne(trainer.record.id)).name).toBe(
      'Trainer',
    )
    // A chat between two clients who share nothing exists only from before the chat rule.
    const chat = await server.root
      .collection('chats')
      .create({ user1: member.record.id, user2: friend.record.id })
    await expectRefused(friend.pb.collection('users_view').getOne(member.record.id), {
      status: 404,
    })
    await member.pb
      .collection('messages')
      .create({ chat: chat.id, sender: member.record.id, text: 'Hi' })
    const seen = await friend.pb.collection('users_view').getOne(member.record.id)
    expect(seen.name).toBe('Client')
    expect(seen).not.toHaveProperty('email')
  })

  it('the trainer profile of someone who is not a trainer is not public', async () => {
    const trainer = await makeTrainer(server)
    const root = server.root
    await root.collection('users').update(trainer.record.id, { userType: 'client' })
    const visitor = makeVisitor(server)
    await expectRefused(visitor.collection('trainer_profiles').getOne(trainer.profile.id), {
      status: 404,
    })
    const listed = await visitor.collection('trainer_profiles').getFullList({
      filter: visitor.filter('user = {:user}', { user: trainer.record.id }),
    })
    expect(listed).toEqual([])
    expect((await trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id)).id).toBe(
      trainer.profile.id,
    )
  })
})

describe('becoming a trainer', () => {
  it('is one request: saving the trainer profile makes the member a trainer linked to it', async () => {
    const client = await makeClient(server)
    const profile = await client.pb
      .collection('trainer_profiles')
      .create({ ...trainerProfileInput, user: client.record.id })
    const me = await client.pb.collection('users').getOne(client.record.id)
    expect(me).toMatchObject({ userType: 'trainer', trainer_profile: profile.id })
  })

  it('a refused trainer profile leaves the member as they were', async () => {
    const member = await makeMember(server)
    await expectRefused(
      member.pb
        .collection('trainer_profiles')
        .create({ ...trainerProfileInput, specializations: [], user: member.record.id }),
      { status: 400, field: 'specializations' },
    )
    const me = await member.pb.collection('users').getOne(member.record.id)
    expect(me).toMatchObject({ userType: '', trainer_profile: '' })
  })
})

describe('email change', () => {
  it('answers the same for a taken and a free address, and mails only the free one', async () => {
    const member = await makeMember(server)
    const other = await makeMember(server)
    const free = uniqueEmail('free')
    const answer = async (newEmail: string) => {
      const response = await fetch(`${server.url}/api/collections/users/request-email-change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: member.pb.authStore.token },
        body: JSON.stringify({ newEmail }),
      })
      return { status: response.status, body: await response.text() }
    }
    const otherMailBefore = (await server.mail.inbox(other.email)).length
    const taken = await answer(other.email.toUpperCase())
    const open = await answer(free)
    expect(taken).toEqual(open)
    expect(open.status).toBe(204)
    // The mail goes from the outbox after the answer: run its cron now instead of within a minute.
    await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
    expect(await server.mail.waitForInbox(free, 1)).toHaveLength(1)
    expect(await server.mail.inbox(other.email)).toHaveLength(otherMailBefore)
  })
})

describe('characters are code points', () => {
  it('a name of 100 emoji and a goal of 100 emoji are 100 characters: accepted', async () => {
    const member = await makeMember(server)
    const name = '💪'.repeat(100)
    const updated = await member.pb.collection('users').update(member.record.id, { name })
    expect(updated.name).toBe(name)
    const goal = '🏋'.repeat(100)
    const profile = await member.pb
      .collection('client_profiles')
      .create({ ...clientProfileInput, fitnessGoals: [goal], user: member.record.id })
    expect(profile.fitnessGoals).toEqual([goal])
    await expectRefused(
      member.pb.collection('users').update(member.record.id, { name: '💪'.repeat(101) }),
      { status: 400, field: 'name' },
    )
  })
})
