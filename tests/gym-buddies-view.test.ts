// gym_buddies_view with the trainer profile's card fields flat (1800000020), expand kept.
import { describe, expect, it } from 'vitest'
import FIELDS from '../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }
import { makeBareTrainer, makeMember, makeTrainer, makeVisitor } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

describe('gym_buddies_view flat trainer fields', () => {
  it('a visitor reads the card fields flat, typed like the profile, without expand', async () => {
    const trainer = await makeTrainer(server, 'Coach Flat')
    const row = await makeVisitor(server).collection('gym_buddies_view').getOne(trainer.record.id)
    expect(row).toMatchObject({
      name: 'Coach Flat',
      email: '',
      trainer_profile: trainer.profile.id,
      specializations: ['Weights', 'Boxing'],
      experienceLevel: '3-5 years',
      preferredLocation: 'East',
      rate: 80,
    })
    expect(row.expand).toBeUndefined()
    // Only the card fields join in (lib/finder/trainer_fields.json): bio and certifications stay
    // behind the expand.
    const card = (fields: Record<string, object>) =>
      Object.keys(fields).filter((name) => 'card' in fields[name]!)
    const computed = ['ratingAvg', 'ratingCount', 'verified', 'badges']
    expect(Object.keys(row).sort()).toEqual(
      [
        'collectionId',
        'collectionName',
        ...card(FIELDS.users),
        ...card(FIELDS.trainer_profiles).filter((name) => !(name in FIELDS.users)),
        ...computed,
      ].sort(),
    )
    expect(row).not.toHaveProperty('bio')
  })

  it('keeps trainer_profile an expandable relation for API clients', async () => {
    const trainer = await makeTrainer(server)
    const visitor = makeVisitor(server)
    const rows = await visitor.collection('gym_buddies_view').getFullList({
      expand: 'trainer_profile',
      filter: visitor.filter('id = {:id}', { id: trainer.record.id }),
    })
    expect(rows).toHaveLength(1)
    expect(rows[0].rate).toBe(80)
    expect(rows[0].expand?.trainer_profile).toMatchObject({
      id: trainer.profile.id,
      specializations: ['Weights', 'Boxing'],
      bio: 'Strength coach.',
    })
  })

  it('leaves out a trainer without a profile (not listed yet)', async () => {
    const bare = await makeBareTrainer(server, 'Coach Bare')
    const client = await makeMember(server, 'Not A Trainer')
    const rows = await makeVisitor(server).collection('gym_buddies_view').getFullList()
    const ids = new Set(rows.map((row) => row.id))
    expect(ids.has(bare.record.id)).toBe(false)
    expect(ids.has(client.record.id)).toBe(false)
  })

  it('follows a profile edit, and keeps the view rules and field types', async () => {
    const trainer = await makeTrainer(server)
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { rate: 0, specializations: ['Yoga'] })
    const row = await makeVisitor(server).collection('gym_buddies_view').getOne(trainer.record.id)
    expect(row).toMatchObject({ rate: 0, specializations: ['Yoga'] })

    const admin = server.root
    const view = await admin.collections.getOne('gym_buddies_view')
    expect(view.listRule).toBe('')
    expect(view.viewRule).toBe('')
    const types = Object.fromEntries(view.fields.map((field) => [field.name, field.type]))
    expect(types).toMatchObject({
      trainer_profile: 'relation',
      specializations: 'json',
      experienceLevel: 'select',
      preferredLocation: 'select',
      rate: 'number',
      email: 'text',
      ratingAvg: 'number',
      ratingCount: 'number',
    })
  })

  it('carries a trainer’s email only when they chose to show it on their card', async () => {
    const hidden = await makeTrainer(server, 'Coach Private')
    const shown = await makeTrainer(server, 'Coach Public')
    await shown.pb.collection('trainer_profiles').update(shown.profile.id, { showEmail: true })
    expect(hidden.profile.showEmail).toBe(false)
    for (const reader of [makeVisitor(server), (await makeMember(server)).pb]) {
      const rows = await reader.collection('gym_buddies_view').getFullList()
      const byId = new Map(rows.map((row) => [row.id, row]))
      expect(byId.get(hidden.record.id)?.email).toBe('')
      expect(byId.get(shown.record.id)?.email).toBe(shown.email)
      expect(JSON.stringify(rows)).not.toContain(hidden.email)
    }
  })

  it('a filter on email finds only shown addresses', async () => {
    const hidden = await makeTrainer(server, 'Coach Hidden')
    const visitor = makeVisitor(server)
    const byEmail = (email: string) =>
      visitor
        .collection('gym_buddies_view')
        .getFullList({ filter: visitor.filter('email = {:email}', { email }) })
    expect(await byEmail(hidden.email)).toEqual([])
    await hidden.pb.collection('trainer_profiles').update(hidden.profile.id, { showEmail: true })
    expect((await byEmail(hidden.email)).map((row) => row.id)).toEqual([hidden.record.id])
  })
})
