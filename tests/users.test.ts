// Registration, the users record rules and the userType transitions.
import { describe, expect, it } from 'vitest'
import {
  NOT_YOURS,
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

const server = testServer()

describe('registration', () => {
  it('a visitor registers and signs in; the new user has no type and no profile', async () => {
    const member = await makeMember(server, 'Tan Wei Ming')
    expect(member.record).toMatchObject({ name: 'Tan Wei Ming', userType: '', profile: '' })
    expect(member.record.trainer_profile).toBe('')
  })

  it('a registrant cannot set userType, profile or trainer_profile', async () => {
    const visitor = makeVisitor(server)
    const base = { password: PASSWORD, passwordConfirm: PASSWORD, ...SIGN_UP_AGREEMENT }
    await expectRefused(
      visitor.collection('users').create({ ...base, email: uniqueEmail('t'), userType: 'trainer' }),
      { status: 400 },
    )
    const other = await makeClient(server)
    await expectRefused(
      visitor
        .collection('users')
        .create({ ...base, email: uniqueEmail('p'), profile: other.profile.id }),
      { status: 400 },
    )
  })

  it('a weak password is refused with a field error', async () => {
    await expectRefused(
      makeVisitor(server)
        .collection('users')
        .create({
          email: uniqueEmail('weak'),
          password: 'password1',
          passwordConfirm: 'password1',
          ...SIGN_UP_AGREEMENT,
        }),
      { status: 400, field: 'password', code: 'validation_password_weak' },
    )
  })

  it('a taken email is flagged on the email field', async () => {
    const member = await makeMember(server)
    await expectRefused(
      makeVisitor(server)
        .collection('users')
        .create({
          email: member.email,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
          ...SIGN_UP_AGREEMENT,
        }),
      { status: 400, field: 'email', code: 'validation_not_unique' },
    )
  })
})

describe('users records', () => {
  it('a user reads only its own record, and a visitor reads none', async () => {
    const alice = await makeMember(server)
    const bob = await makeMember(server)
    expect((await alice.pb.collection('users').getOne(alice.record.id)).email).toBe(alice.email)
    await expectRefused(alice.pb.collection('users').getOne(bob.record.id), { status: 404 })
    expect((await alice.pb.collection('users').getFullList()).map((u) => u.id)).toEqual([
      alice.record.id,
    ])
    expect(await makeVisitor(server).collection('users').getFullList()).toEqual([])
  })

  it('a user changes only its own record', async () => {
    const alice = await makeMember(server)
    const bob = await makeMember(server)
    await expectRefused(alice.pb.collection('users').update(bob.record.id, { name: 'Hacked' }), {
      status: NOT_YOURS,
    })
    const renamed = await alice.pb
      .collection('users')
      .update(alice.record.id, { name: '  Alice  ' })
    expect(renamed.name).toBe('Alice')
  })

  it('nobody deletes a user over the API', async () => {
    const alice = await makeMember(server)
    await expectRefused(alice.pb.collection('users').delete(alice.record.id), { status: 403 })
  })

  it('the user record names its own profile; expanding it is refused (tests/expand-guard)', async () => {
    const client = await makeClient(server)
    const user = await client.pb.collection('users').getOne(client.record.id)
    expect(user.profile).toBe(client.profile.id)
    await expectRefused(
      client.pb.collection('users').getOne(client.record.id, { expand: 'profile,trainer_profile' }),
      { status: 400, field: 'expand', code: 'validation_expand_not_allowed' },
    )
  })
})

describe('userType transitions', () => {
  it("a new user becomes a client ('' -> client) when linking a client profile", async () => {
    const client = await makeClient(server)
    expect(client.record.userType).toBe('client')
    expect(client.record.profile).toBe(client.profile.id)
  })

  it("a new user becomes a trainer ('' -> trainer)", async () => {
    const member = await makeMember(server)
    const updated = await member.pb
      .collection('users')
      .update(member.record.id, { userType: 'trainer' })
    expect(updated.userType).toBe('trainer')
  })

  it('a client becomes a trainer (Become a Trainer)', async () => {
    const client = await makeClient(server)
    const updated = await client.pb
      .collection('users')
      .update(client.record.id, { userType: 'trainer' })
    expect(updated.userType).toBe('trainer')
  })

  it('a trainer cannot go back to client, and nobody goes back to no type', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(
      trainer.pb.collection('users').update(trainer.record.id, { userType: 'client' }),
      { status: 400, field: 'userType', code: 'validation_user_type_transition' },
    )
    const client = await makeClient(server)
    await expectRefused(client.pb.collection('users').update(client.record.id, { userType: '' }), {
      status: 400,
      field: 'userType',
      code: 'validation_user_type_transition',
    })
  })

  it('userType takes no other values', async () => {
    const member = await makeMember(server)
    await expectRefused(
      member.pb.collection('users').update(member.record.id, { userType: 'admin' }),
      { status: 400, field: 'userType' },
    )
  })

  it('a superuser may still correct a userType', async () => {
    const trainer = await makeTrainer(server)
    const root = server.root
    const fixed = await root.collection('users').update(trainer.record.id, { userType: 'client' })
    expect(fixed.userType).toBe('client')
  })
})

describe('profile links', () => {
  it("a user cannot link someone else's client profile", async () => {
    const victim = await makeClient(server)
    const member = await makeMember(server)
    await expectRefused(
      member.pb.collection('users').update(member.record.id, { profile: victim.profile.id }),
      { status: NOT_YOURS },
    )
    expect((await member.pb.collection('users').getOne(member.record.id)).profile).toBe('')
  })

  it("a user cannot link someone else's trainer profile", async () => {
    const victim = await makeTrainer(server)
    const member = await makeMember(server)
    await expectRefused(
      member.pb
        .collection('users')
        .update(member.record.id, { trainer_profile: victim.profile.id }),
      { status: NOT_YOURS },
    )
    expect((await member.pb.collection('users').getOne(member.record.id)).trainer_profile).toBe('')
  })

  it('a user links its own new trainer profile and becomes a trainer in one PATCH', async () => {
    const client = await makeClient(server)
    const profile = await client.pb
      .collection('trainer_profiles')
      .create({ ...trainerProfileInput, user: client.record.id })
    const updated = await client.pb
      .collection('users')
      .update(client.record.id, { trainer_profile: profile.id, userType: 'trainer' })
    expect(updated).toMatchObject({ trainer_profile: profile.id, userType: 'trainer' })
  })

  it('a profile link cannot be cleared by the user', async () => {
    const client = await makeClient(server)
    await expectRefused(client.pb.collection('users').update(client.record.id, { profile: '' }), {
      status: NOT_YOURS,
    })
  })

  it('a trainer may link a client profile as long as userType is not sent back to client', async () => {
    const trainer = await makeTrainer(server)
    const profile = await trainer.pb
      .collection('client_profiles')
      .create({ ...clientProfileInput, user: trainer.record.id })
    const updated = await trainer.pb
      .collection('users')
      .update(trainer.record.id, { profile: profile.id })
    expect(updated).toMatchObject({ profile: profile.id, userType: 'trainer' })
  })
})
