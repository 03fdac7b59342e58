// Client and trainer profiles: owner-only writes, public trainer cards, the forms' validation.
import { describe, expect, it } from 'vitest'
import {
  NOT_YOURS,
  clientProfileInput,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  trainerProfileInput,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

describe('client profiles', () => {
  it('the owner creates, reads and updates its client profile; null budget is stored as 0', async () => {
    const client = await makeClient(server)
    expect(client.profile.budget).toBe(0)
    const found = await client.pb
      .collection('client_profiles')
      .getFirstListItem(client.pb.filter('user = {:id}', { id: client.record.id }))
    expect(found.id).toBe(client.profile.id)
    const updated = await client.pb
      .collection('client_profiles')
      .update(client.profile.id, { budget: 120, fitnessGoals: [' Flexibility ', '', 'Endurance'] })
    expect(updated).toMatchObject({ budget: 120, fitnessGoals: ['Flexibility', 'Endurance'] })
  })

  it('the client profile lookup answers 404 when the user has none', async () => {
    const member = await makeMember(server)
    await expectRefused(
      member.pb
        .collection('client_profiles')
        .getFirstListItem(member.pb.filter('user = {:id}', { id: member.record.id })),
      { status: 404 },
    )
  })

  it("another user and a visitor cannot read or change someone's client profile", async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    await expectRefused(other.pb.collection('client_profiles').getOne(client.profile.id), {
      status: 404,
    })
    const either = {
      filter: other.pb.filter('user = {:a} || user = {:b}', {
        a: client.record.id,
        b: other.record.id,
      }),
    }
    const listed = await other.pb.collection('client_profiles').getFullList(either)
    expect(listed.map((profile) => profile.id)).toEqual([other.profile.id])
    expect(await makeVisitor(server).collection('client_profiles').getFullList(either)).toEqual([])
    await expectRefused(
      other.pb.collection('client_profiles').update(client.profile.id, { budget: 1 }),
      { status: NOT_YOURS },
    )
  })

  it('a client profile cannot be created for someone else or handed to someone else', async () => {
    const client = await makeClient(server)
    const member = await makeMember(server)
    await expectRefused(
      member.pb
        .collection('client_profiles')
        .create({ ...clientProfileInput, user: client.record.id }),
      { status: NOT_YOURS },
    )
    await expectRefused(
      client.pb.collection('client_profiles').update(client.profile.id, { user: member.record.id }),
      { status: NOT_YOURS },
    )
    expect((await client.pb.collection('client_profiles').getOne(client.profile.id)).user).toBe(
      client.record.id,
    )
  })

  it('one client profile per user', async () => {
    const client = await makeClient(server)
    await expectRefused(
      client.pb
        .collection('client_profiles')
        .create({ ...clientProfileInput, user: client.record.id }),
      { status: 400, field: 'user', code: 'validation_not_unique' },
    )
  })

  it('only its owner deletes a client profile over the API (tests/consents.test.ts: what follows)', async () => {
    const client = await makeClient(server)
    const other = await makeClient(server)
    await expectRefused(other.pb.collection('client_profiles').delete(client.profile.id), {
      status: NOT_YOURS,
    })
    await client.pb.collection('client_profiles').delete(client.profile.id)
  })

  it('client profile fields are validated with the spec messages', async () => {
    const member = await makeMember(server)
    const create = (patch: Record<string, unknown>) =>
      member.pb
        .collection('client_profiles')
        .create({ ...clientProfileInput, user: member.record.id, ...patch })
    await expectRefused(create({ fitnessGoals: [' ', ''] }), {
      status: 400,
      field: 'fitnessGoals',
      message: 'Fitness goals are required.',
    })
    await expectRefused(create({ experienceLevel: '' }), {
      status: 400,
      field: 'experienceLevel',
      message: 'Experience level is required.',
    })
    await expectRefused(create({ experienceLevel: '3-5 years' }), {
      status: 400,
      field: 'experienceLevel',
    })
    await expectRefused(create({ preferredLocation: 'Mars' }), {
      status: 400,
      field: 'preferredLocation',
    })
    await expectRefused(create({ budget: -5 }), {
      status: 400,
      field: 'budget',
      message: 'Budget must be a valid positive number.',
    })
    await expectRefused(create({ additionalInfo: 'x'.repeat(2001) }), {
      status: 400,
      field: 'additionalInfo',
    })
  })
})

describe('trainer profiles', () => {
  it('a visitor lists and views trainer profiles (finder cards)', async () => {
    const trainer = await makeTrainer(server)
    const visitor = makeVisitor(server)
    const card = await visitor.collection('trainer_profiles').getOne(trainer.profile.id)
    expect(card).toMatchObject({ rate: 80, specializations: ['Weights', 'Boxing'] })
    expect((await visitor.collection('trainer_profiles').getFullList()).length).toBeGreaterThan(0)
  })

  it('a visitor cannot create a trainer profile', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(
      makeVisitor(server)
        .collection('trainer_profiles')
        .create({ ...trainerProfileInput, user: trainer.record.id }),
      { status: 400 },
    )
  })

  it("another user cannot change or take over someone's trainer profile", async () => {
    const trainer = await makeTrainer(server)
    const other = await makeTrainer(server)
    await expectRefused(
      other.pb.collection('trainer_profiles').update(trainer.profile.id, { rate: 1 }),
      { status: NOT_YOURS },
    )
    await expectRefused(
      trainer.pb
        .collection('trainer_profiles')
        .update(trainer.profile.id, { user: other.record.id }),
      { status: NOT_YOURS },
    )
    await expectRefused(
      other.pb
        .collection('trainer_profiles')
        .create({ ...trainerProfileInput, user: trainer.record.id }),
      { status: NOT_YOURS },
    )
    const card = await makeVisitor(server).collection('trainer_profiles').getOne(trainer.profile.id)
    expect(card).toMatchObject({ user: trainer.record.id, rate: 80 })
  })

  it('one trainer profile per user, and nobody deletes one over the API', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(
      trainer.pb
        .collection('trainer_profiles')
        .create({ ...trainerProfileInput, user: trainer.record.id }),
      { status: 400, field: 'user', code: 'validation_not_unique' },
    )
    await expectRefused(trainer.pb.collection('trainer_profiles').delete(trainer.profile.id), {
      status: 403,
    })
  })

  it('rate 0 or null means no rate; a set rate must be positive and at most 10000', async () => {
    const trainer = await makeTrainer(server)
    const profiles = trainer.pb.collection('trainer_profiles')
    expect((await profiles.update(trainer.profile.id, { rate: null })).rate).toBe(0)
    expect((await profiles.update(trainer.profile.id, { rate: 65.5 })).rate).toBe(65.5)
    await expectRefused(profiles.update(trainer.profile.id, { rate: -1 }), {
      status: 400,
      field: 'rate',
      message: 'Rate must be a valid positive number.',
    })
    await expectRefused(profiles.update(trainer.profile.id, { rate: 10001 }), {
      status: 400,
      field: 'rate',
      code: 'validation_max_rate',
    })
  })

  it('specializations are a list of strings, or the raw comma text; never empty', async () => {
    const trainer = await makeTrainer(server)
    const profiles = trainer.pb.collection('trainer_profiles')
    const listed = await profiles.update(trainer.profile.id, {
      specializations: [' Yoga ', 'Pilates'],
    })
    expect(listed.specializations).toEqual(['Yoga', 'Pilates'])
    const raw = await profiles.update(trainer.profile.id, { specializations: ' Yoga, Pilates ' })
    expect(raw.specializations).toBe('Yoga, Pilates')
    await expectRefused(profiles.update(trainer.profile.id, { specializations: [] }), {
      status: 400,
      field: 'specializations',
      message: 'Specializations are required.',
    })
    await expectRefused(profiles.update(trainer.profile.id, { specializations: '  ' }), {
      status: 400,
      field: 'specializations',
    })
    await expectRefused(profiles.update(trainer.profile.id, { specializations: [1, 2] }), {
      status: 400,
      field: 'specializations',
    })
    await expectRefused(
      profiles.update(trainer.profile.id, { specializations: Array(21).fill('Yoga') }),
      { status: 400, field: 'specializations', code: 'validation_too_many' },
    )
  })

  it('trainer experience and location must be from the spec lists', async () => {
    const member = await makeMember(server)
    const create = (patch: Record<string, unknown>) =>
      member.pb
        .collection('trainer_profiles')
        .create({ ...trainerProfileInput, user: member.record.id, ...patch })
    await expectRefused(create({ experienceLevel: 'Beginner' }), {
      status: 400,
      field: 'experienceLevel',
    })
    await expectRefused(create({ preferredLocation: '' }), {
      status: 400,
      field: 'preferredLocation',
      message: 'Preferred location is required.',
    })
  })
})
