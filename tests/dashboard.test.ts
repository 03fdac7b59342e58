// The dashboard route: one request answers the member's own confirmed sessions, the
// trainer's waiting requests and the weekly goal, each session with the other person's name and
// photo; nobody else's bookings, never a visitor.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import type { DashboardAnswer } from '@/features/dashboard/dashboard-answer'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { png } from './images'
import { testServer } from './support/test-server'

const server = testServer()

const dashboardOf = (member: Member) =>
  member.pb.send<DashboardAnswer>('/api/gymbuddy/dashboard', {})

/** A booking as demo data and tests make past sessions: by a superuser, any status. */
function booking(client: Member, trainer: Member, datetime: string, status: string) {
  return server.root.collection('bookings').create({
    booker: client.record.id,
    gymBuddy: trainer.record.id,
    datetime,
    status,
  })
}

describe('GET /api/gymbuddy/dashboard', () => {
  it('gives a new client no sessions, no waiting requests and the unset goal (0)', async () => {
    const client = await makeClient(server, 'Fresh Client')
    expect(await dashboardOf(client)).toEqual({
      role: 'client',
      weeklyGoal: 0,
      sessions: [],
      history: { sessions: 0, partners: 0 },
      requestsWaiting: 0,
    })
  })

  it("lists a client's confirmed sessions only, newest first, with the trainer's name", async () => {
    const client = await makeClient(server, 'Busy Client')
    const other = await makeClient(server, 'Other Client')
    const trainer = await makeTrainer(server, 'Coach Ada')
    const second = await makeTrainer(server, 'Coach Bo')
    const past = await booking(client, trainer, sgtSlot(-3, 10), 'confirmed')
    const future = await booking(client, second, sgtSlot(2, 11), 'confirmed')
    await booking(client, trainer, sgtSlot(-2, 10), 'declined')
    await booking(client, trainer, sgtSlot(-1, 10), 'cancelled')
    await booking(client, trainer, sgtSlot(3, 12), 'requested')
    await booking(other, trainer, sgtSlot(-3, 11), 'confirmed')

    const answer = await dashboardOf(client)
    expect(answer.role).toBe('client')
    expect(answer.sessions).toEqual([
      {
        id: future.id,
        datetime: future.datetime,
        status: 'confirmed',
        partner: second.record.id,
        partnerName: 'Coach Bo',
        partnerAvatar: '',
      },
      {
        id: past.id,
        datetime: past.datetime,
        status: 'confirmed',
        partner: trainer.record.id,
        partnerName: 'Coach Ada',
        partnerAvatar: '',
      },
    ])
  })

  it("gives a trainer the sessions they gave, with clients' names, and future requests waiting", async () => {
    const trainer = await makeTrainer(server, 'Coach Cy')
    const client = await makeClient(server, 'Client Dee')
    const given = await booking(client, trainer, sgtSlot(-4, 9), 'confirmed')
    await booking(client, trainer, sgtSlot(2, 9), 'requested')
    await booking(client, trainer, sgtSlot(3, 9), 'requested')
    await booking(client, trainer, sgtSlot(-2, 9), 'expired')

    const answer = await dashboardOf(trainer)
    expect(answer.role).toBe('trainer')
    expect(answer.requestsWaiting).toBe(2)
    expect(answer.sessions).toEqual([
      expect.objectContaining({
        id: given.id,
        partner: client.record.id,
        partnerName: 'Client Dee',
      }),
    ])
  })

  it("carries the other person's photo, which the member's app can load", async () => {
    const client = await makeClient(server, 'Photo Client')
    const trainer = await makeTrainer(server, 'Coach Pic')
    const form = new FormData()
    form.append('avatar', new Blob([new Uint8Array(png(64, 64))], { type: 'image/png' }), 'me.png')
    const withPhoto = await trainer.pb.collection('users').update(trainer.record.id, form)
    await booking(client, trainer, sgtSlot(2, 10), 'confirmed')

    const [session] = (await dashboardOf(client)).sessions
    expect(withPhoto.avatar).toMatch(/\.png$/)
    expect(session?.partnerAvatar).toBe(withPhoto.avatar)
    const url = client.pb.files.getURL(withPhoto, session!.partnerAvatar, { thumb: '100x100' })
    const photo = await fetch(url)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    // Without a photo, the row says so (the card shows the initial).
    const [given] = (await dashboardOf(trainer)).sessions
    expect(given).toMatchObject({ partnerName: 'Photo Client', partnerAvatar: '' })
  })

  it('answers a long history in a few rows: the latest three ended, the next one, and all-time counts', async () => {
    const client = await makeClient(server, 'Regular Client')
    const trainers = await Promise.all(
      ['Coach One', 'Coach Two', 'Coach Three'].map((name) => makeTrainer(server, name)),
    )
    // 60 ended sessions before this week (8 to 67 days ago), with three trainers in turn.
    const past: { id: string }[] = []
    for (let day = 8; day < 68; day++) {
      past.push(await booking(client, trainers[day % 3]!, sgtSlot(-day, 10), 'confirmed'))
    }
    const next = await booking(client, trainers[0]!, sgtSlot(10, 11), 'confirmed')
    await booking(client, trainers[1]!, sgtSlot(20, 11), 'confirmed')

    const answer = await dashboardOf(client)
    expect(answer.history).toEqual({ sessions: 60, partners: 3 })
    expect(answer.sessions.map((session) => session.id)).toEqual([
      next.id,
      past[0]!.id,
      past[1]!.id,
      past[2]!.id,
    ])
  })

  it('refuses a visitor', async () => {
    const visitor = makeVisitor(server)
    const error = await visitor
      .send('/api/gymbuddy/dashboard', {})
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ClientResponseError)
    expect((error as ClientResponseError).status).toBe(401)
  })
})

describe('the weekly goal (users.weeklyGoal)', () => {
  it('the member sets 1–14 sessions and the dashboard answers it', async () => {
    const client = await makeClient(server, 'Goal Client')
    await client.pb.collection('users').update(client.record.id, { weeklyGoal: 5 })
    expect((await dashboardOf(client)).weeklyGoal).toBe(5)
  })

  it.each([0, 15, 2.5, -1, 'many'])('refuses %j with a sentence naming the field', async (goal) => {
    const client = await makeClient(server, 'Goal Client')
    await expectRefused(
      client.pb.collection('users').update(client.record.id, { weeklyGoal: goal }),
      {
        status: 400,
        field: 'weeklyGoal',
      },
    )
  })

  it("cannot be set on someone else's account", async () => {
    const client = await makeClient(server, 'Goal Client')
    const other = await makeClient(server, 'Goal Other')
    await expectRefused(client.pb.collection('users').update(other.record.id, { weeklyGoal: 4 }), {
      status: 404,
    })
  })
})
