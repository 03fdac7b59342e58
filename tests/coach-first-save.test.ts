// A profile is published only with answers its member gave: the server refuses a first save that
// leaves a required answer out (a coach's "only a rate" save among them), nothing half-saved is
// listed, and a listed coach shows exactly what they chose. Every field of both profile
// collections is classed below, so a new field fails here until someone says whether it is an
// answer the server must require.
import { describe, expect, it } from 'vitest'
import type { GymBuddyRecord } from '@/lib/types'
import {
  clientProfileInput,
  expectRefused,
  makeBareTrainer,
  makeMember,
  trainerProfileInput,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

type Kind = 'answer' | 'optional' | 'system'

/** Each field: an answer the member must give, an optional one, or one the member never types. */
const FIELDS: Record<'trainer_profiles' | 'client_profiles', Record<string, Kind>> = {
  trainer_profiles: {
    id: 'system',
    user: 'system',
    created: 'system',
    updated: 'system',
    specializations: 'answer',
    experienceLevel: 'answer',
    preferredLocation: 'answer',
    rate: 'optional',
    bio: 'optional',
    certifications: 'optional',
    showEmail: 'optional',
    weeklyHours: 'optional',
    daysOff: 'optional',
    minNoticeHours: 'optional',
    travelGapHours: 'optional',
    venues: 'optional',
    whatsapp: 'optional',
    paynowId: 'optional',
    paynowName: 'optional',
    lateCancelPolicy: 'optional',
    lateCancelFeePct: 'optional',
    noShowFeePct: 'optional',
    gstNumber: 'optional',
  },
  client_profiles: {
    id: 'system',
    user: 'system',
    created: 'system',
    updated: 'system',
    fitnessGoals: 'answer',
    experienceLevel: 'answer',
    preferredLocation: 'answer',
    additionalInfo: 'optional',
    budget: 'optional',
  },
}

const FULL = {
  trainer_profiles: { ...trainerProfileInput },
  client_profiles: { ...clientProfileInput },
} as const

const answers = (collection: keyof typeof FIELDS) =>
  Object.entries(FIELDS[collection])
    .filter(([, kind]) => kind === 'answer')
    .map(([name]) => name)

async function finderIds(search: string): Promise<string[]> {
  const response = await fetch(
    `${server.url}/api/gymbuddy/finder?search=${encodeURIComponent(search)}`,
  )
  const body = (await response.json()) as { items: GymBuddyRecord[] }
  return body.items.map((row) => row.id)
}

describe('a profile has only the answers its member gave', () => {
  it.each(Object.keys(FIELDS) as (keyof typeof FIELDS)[])(
    'every field of %s is classed',
    async (collection) => {
      const schema = await server.root.collections.getOne(collection)
      const names = schema.fields.map((field) => field.name).sort()
      expect(names).toEqual(Object.keys(FIELDS[collection]).sort())
    },
  )

  it.each(
    (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).flatMap((collection) =>
      answers(collection).map((field) => [collection, field] as const),
    ),
  )('%s: a first save without %s is refused, naming it', async (collection, field) => {
    const member = await makeMember(server, 'Half Saved')
    const body: Record<string, unknown> = { ...FULL[collection], user: member.record.id }
    delete body[field]
    await expectRefused(member.pb.collection(collection).create(body), {
      status: 400,
      field,
      code: 'validation_required',
    })
  })

  it('a new coach who saves only a rate is refused and not listed; once they choose, the finder shows exactly their answers', async () => {
    const coach = await makeBareTrainer(server, 'Rate Only Coach')
    await expectRefused(
      coach.pb.collection('trainer_profiles').create({ rate: 70, user: coach.record.id }),
      { status: 400, field: 'specializations', code: 'validation_required' },
    )
    expect(await finderIds('Rate Only Coach')).toEqual([])
    expect(await finderIds('Central weights')).not.toContain(coach.record.id)

    await coach.pb.collection('trainer_profiles').create({
      specializations: ['Boxing'],
      experienceLevel: '6-10 years',
      preferredLocation: 'East',
      rate: 70,
      user: coach.record.id,
    })
    const row = await server.root.collection('gym_buddies_view').getOne(coach.record.id)
    expect(row).toMatchObject({
      specializations: ['Boxing'],
      experienceLevel: '6-10 years',
      preferredLocation: 'East',
    })
    expect(await finderIds('Rate Only Coach')).toEqual([coach.record.id])
  })

  it('a listed coach cannot blank an answer: the save is refused and the card keeps what they chose', async () => {
    const coach = await makeBareTrainer(server, 'Blanking Coach')
    const profile = await coach.pb
      .collection('trainer_profiles')
      .create({ ...trainerProfileInput, user: coach.record.id })
    for (const field of answers('trainer_profiles')) {
      const blank = field === 'specializations' ? [] : ''
      await expectRefused(
        coach.pb.collection('trainer_profiles').update(profile.id, { [field]: blank }),
        { status: 400, field, code: 'validation_required' },
      )
    }
    expect(await finderIds('Blanking Coach')).toEqual([coach.record.id])
  })
})
