// A trainer is listed only once their profile has a specialization and a location: until then no
// visitor finds them (gym_buddies_view, the finder route, recommendations) and
// nobody can book them; once the profile is saved they appear everywhere at once.
import { describe, expect, it } from 'vitest'
import type { GymBuddyRecord } from '@/lib/types'
import {
  expectRefused,
  makeBareTrainer,
  makeClient,
  sgtSlot,
  trainerProfileInput,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function getJson(path: string, member?: Member) {
  const headers: Record<string, string> = member ? { authorization: member.pb.authStore.token } : {}
  const response = await fetch(`${server.url}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** What a visitor reads of the trainer: the view's list, its record, the finder route. */
async function visitorSees(trainer: Member) {
  const id = trainer.record.id
  const list = await getJson('/api/collections/gym_buddies_view/records?perPage=500&sort=name,id')
  const one = await getJson(`/api/collections/gym_buddies_view/records/${id}`)
  const finder = await getJson(`/api/gymbuddy/finder?search=${encodeURIComponent('Tan Wei Jie')}`)
  const ids = (answer: { body: Record<string, unknown> }) =>
    (answer.body.items as GymBuddyRecord[]).map((row) => row.id)
  return {
    inList: ids(list).includes(id),
    record: one.status,
    inFinder: ids(finder).includes(id),
  }
}

describe('the listing rule', () => {
  it('a new trainer without specializations or a location is not listed, and appears once the profile has them', async () => {
    const client = await makeClient(server, 'Listing Client')
    const trainer = await makeBareTrainer(server, 'Tan Wei Jie')

    expect(await visitorSees(trainer)).toEqual({ inList: false, record: 404, inFinder: false })
    await expectRefused(
      client.pb.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: sgtSlot(3, 10),
      }),
      { status: 400, field: 'gymBuddy', code: 'validation_booking_not_listed' },
    )

    const profile = await trainer.pb.collection('trainer_profiles').create({
      ...trainerProfileInput,
      specializations: ['Weights'],
      preferredLocation: 'Central',
      user: trainer.record.id,
    })
    await trainer.pb.collection('users').update(trainer.record.id, { trainer_profile: profile.id })

    expect(await visitorSees(trainer)).toEqual({ inList: true, record: 200, inFinder: true })
    const picks = await getJson('/api/gymbuddy/recommendations', client)
    expect((picks.body.items as GymBuddyRecord[]).map((row) => row.id)).toContain(trainer.record.id)
    const booking = await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(3, 10),
    })
    expect(booking.status).toBe('requested')
  })
})
