// GET /api/gymbuddy/finder, the finder's one search: the case table
// (src/features/finder/search/finder-search.cases.ts) gives the trainers each search and filter finds, in
// order with the exact total; then bounds, privacy and keeping in step.
import { beforeAll, describe, expect, it } from 'vitest'
import { formatRate } from '@/lib/rates'
import type { GymBuddyRecord, TypedPocketBase } from '@/lib/types'
import {
  CASE_TRAINERS,
  FINDER_CASES,
  type CaseTrainer,
} from '@/features/finder/search/finder-search.cases'
import { makeClient, makeTrainer, makeVisitor, PASSWORD, SIGN_UP_AGREEMENT } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

interface FinderAnswer {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: GymBuddyRecord[]
}

async function find(params: Record<string, string | number | undefined>) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value))
  }
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
  return { status: response.status, body: (await response.json()) as FinderAnswer }
}

/** Makes a case trainer as the app does: register, profile (with showEmail), link. */
async function makeCaseTrainer(trainer: CaseTrainer): Promise<TypedPocketBase> {
  const pb = makeVisitor(server)
  const email = trainer.email
  await pb.collection('users').create({
    name: trainer.name,
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...SIGN_UP_AGREEMENT,
  })
  const auth = await pb.collection('users').authWithPassword(email, PASSWORD)
  if (!trainer.profile) {
    await pb.collection('users').update(auth.record.id, { userType: 'trainer' })
    return pb
  }
  const profile = await pb.collection('trainer_profiles').create({
    ...trainer.profile,
    showEmail: trainer.showEmail,
    user: auth.record.id,
  })
  await pb
    .collection('users')
    .update(auth.record.id, { trainer_profile: profile.id, userType: 'trainer' })
  return pb
}

describe('the finder cases, on the server', () => {
  beforeAll(async () => {
    for (const trainer of CASE_TRAINERS) await makeCaseTrainer(trainer)
    // A client is never a gym buddy.
    await makeClient(server, 'Ana Client')
  })

  it.each(FINDER_CASES)('$title', async (finderCase) => {
    const { status, body } = await find({
      ...finderCase.filters,
      sort: finderCase.sort,
      page: finderCase.page,
      perPage: finderCase.perPage ?? 100,
    })
    expect(status).toBe(200)
    expect(body.items.map((row) => row.name)).toEqual(finderCase.names)
    expect(body.totalItems).toBe(finderCase.total ?? finderCase.names.length)
    if (finderCase.rates) {
      expect(body.items.map((row) => formatRate(row.rate))).toEqual(finderCase.rates)
    }
  })

  it('gives the rows gym_buddies_view gives a visitor, in its order (name, then id)', async () => {
    const view = await makeVisitor(server)
      .collection('gym_buddies_view')
      .getFullList({ sort: 'name,id' })
    const { body } = await find({ perPage: 100 })
    // Beside the view's fields, each row carries the trainer's 12-month record (none yet: null)
    // and their next free hour (tests/finder-free.test.ts).
    expect(body.items.map(({ reliability: _, nextFree: __, ...row }) => row)).toEqual(
      view.map((row) => ({ ...row })),
    )
    expect(body.items.map((row) => row.reliability)).toEqual(view.map(() => null))
    expect(body).toMatchObject({ page: 1, perPage: 100, totalItems: 8, totalPages: 1 })
    // No hidden email leaves the server.
    const hidden = CASE_TRAINERS.filter((t) => !t.showEmail).map((t) => t.email)
    expect(JSON.stringify(body)).not.toMatch(new RegExp(hidden.join('|').replace(/\./g, '\\.')))
  })

  it('pages of 6 by default size 30, with the exact total', async () => {
    const { body } = await find({})
    expect(body).toMatchObject({ page: 1, perPage: 30, totalItems: 8, totalPages: 1 })
    const six = await find({ perPage: 6, page: 2 })
    expect(six.body).toMatchObject({ page: 2, perPage: 6, totalItems: 8, totalPages: 2 })
    expect(six.body.items).toHaveLength(2)
  })
})

describe('finder bounds', () => {
  const refusals: [string, Record<string, string>, string, string][] = [
    [
      'search',
      { search: 'a'.repeat(201) },
      'validation_too_long',
      'Search can be at most 200 characters.',
    ],
    [
      'location',
      { location: 'n'.repeat(101) },
      'validation_too_long',
      'Location can be at most 100 characters.',
    ],
    [
      'specialization',
      { specialization: 'Yoga\u001fPilates' },
      'validation_invalid_characters',
      'Specialization cannot contain control characters.',
    ],
    [
      'perPage',
      { perPage: '101' },
      'validation_invalid_number',
      'Per page must be a whole number from 1 to 100.',
    ],
    [
      'perPage',
      { perPage: '0' },
      'validation_invalid_number',
      'Per page must be a whole number from 1 to 100.',
    ],
    [
      'page',
      { page: '-1' },
      'validation_invalid_number',
      'Page must be a whole number from 1 to 100000.',
    ],
    [
      'page',
      { page: '1.5' },
      'validation_invalid_number',
      'Page must be a whole number from 1 to 100000.',
    ],
  ]

  it.each(refusals)(
    'refuses a bad %s with a 400 naming it',
    async (field, params, code, message) => {
      const response = await fetch(
        `${server.url}/api/gymbuddy/finder?${new URLSearchParams(params)}`,
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string; data: Record<string, unknown> }
      expect(body.data[field]).toEqual({ code, message })
      expect(body.message).toBe(message)
    },
  )

  it('accepts a search of exactly 200 characters', async () => {
    const { status, body } = await find({ search: 'é'.repeat(200) })
    expect(status).toBe(200)
    expect(body.totalItems).toBe(0)
  })
})

describe('the finder keeps in step with trainers and profiles', () => {
  it('sees a new trainer, a rename, a profile change, a hidden email and a new client', async () => {
    const trainer = await makeTrainer(server, 'Quinn Step')
    const mine = () => find({ search: 'quinn', perPage: 10 })
    expect((await mine()).body.items.map((row) => row.name)).toEqual(['Quinn Step'])

    await trainer.pb.collection('users').update(trainer.record.id, { name: 'Quinn Stépanova' })
    expect((await find({ search: 'STÉP' })).body.items.map((row) => row.name)).toEqual([
      'Quinn Stépanova',
    ])

    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      specializations: ['Aqua Aerobics'],
      experienceLevel: 'More than 10 years',
      preferredLocation: 'Northwest',
      showEmail: true,
    })
    const changed = await find({
      search: trainer.email.slice(0, 12),
      location: 'northw',
      experienceLevel: 'More than 10 years',
      specialization: 'aqua aerobics',
    })
    expect(changed.body.items).toHaveLength(1)
    expect(changed.body.items[0]).toMatchObject({ id: trainer.record.id, email: trainer.email })
    expect((await find({ specialization: 'Weights', search: 'quinn' })).body.totalItems).toBe(0)

    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { showEmail: false })
    expect((await find({ search: trainer.email })).body.totalItems).toBe(0)

    const client = await makeClient(server, 'Quinn Client')
    expect((await find({ search: 'quinn' })).body.items.map((row) => row.id)).toEqual([
      trainer.record.id,
    ])
    expect(client.record.userType).toBe('client')
  })
})
