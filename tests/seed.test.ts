// The demo seed (scripts/seed.ts): the catalogue and the demo logins, and a second run adds nothing.
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TypedPocketBase } from '@/lib/types'
import { DEMO_CLIENT, DEMO_OPERATOR, DEMO_TRAINER, DEMO_TRAINERS } from '../scripts/lib/demo-data'
import { seedDemoData } from '../scripts/seed'
import { testServer } from './support/test-server'

const server = testServer()
let firstRun: { created: number }

beforeAll(async () => {
  firstRun = await seedDemoData(server.url, server.superuser)
})

function client(): TypedPocketBase {
  const pb = new PocketBase(server.url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

describe('demo seed', () => {
  it('the demo operator signs in with the fixed password and opens the operator desk', async () => {
    const asOperator = client()
    const auth = await asOperator
      .collection('users')
      .authWithPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password)
    expect(auth.record).toMatchObject({ email: 'ops@gymbuddy.sg', userType: '' })
    const summary = await asOperator.send('/api/gymbuddy/ops/summary', {})
    expect(Object.keys(summary).sort()).toEqual([
      'openDisputes',
      'openReports',
      'pendingCredentials',
    ])
    // Neither demo member is one.
    const asClient = client()
    await asClient.collection('users').authWithPassword(DEMO_CLIENT.email, DEMO_CLIENT.password)
    await expect(asClient.send('/api/gymbuddy/ops/summary', {})).rejects.toMatchObject({
      status: 404,
    })
  })

  it('a visitor finds verified coaches with their badges; the desk has a credential to check', async () => {
    const verified = await client()
      .collection('gym_buddies_view')
      .getFullList({ filter: 'verified = true' })
    expect(verified.map((buddy) => buddy.name).sort()).toEqual(
      DEMO_TRAINERS.slice(0, 3)
        .map((trainer) => trainer.name)
        .sort(),
    )
    const asOperator = client()
    await asOperator
      .collection('users')
      .authWithPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password)
    const summary = await asOperator.send('/api/gymbuddy/ops/summary', {})
    expect(summary.pendingCredentials).toBe(1)
  })

  it('lists every seeded trainer, with a profile, to visitors', async () => {
    const buddies = await client()
      .collection('gym_buddies_view')
      .getFullList({ expand: 'trainer_profile' })
    expect(buddies).toHaveLength(DEMO_TRAINERS.length + 1)
    expect(buddies.every((buddy) => buddy.expand?.trainer_profile)).toBe(true)
    const rates = buddies.map((buddy) => buddy.expand?.trainer_profile?.rate)
    expect(rates).toContain(0)
    const locations = new Set(buddies.map((b) => b.expand?.trainer_profile?.preferredLocation))
    expect(locations.size).toBe(9)
  })

  it('the demo client and demo trainer sign in with their fixed passwords', async () => {
    const asClient = client()
    const clientAuth = await asClient
      .collection('users')
      .authWithPassword(DEMO_CLIENT.email, DEMO_CLIENT.password)
    expect(clientAuth.record).toMatchObject({ userType: 'client' })
    expect(clientAuth.record.profile).not.toBe('')

    const asTrainer = client()
    const trainerAuth = await asTrainer
      .collection('users')
      .authWithPassword(DEMO_TRAINER.email, DEMO_TRAINER.password)
    expect(trainerAuth.record).toMatchObject({ userType: 'trainer' })
    expect(trainerAuth.record.trainer_profile).not.toBe('')
    expect(trainerAuth.record.profile).not.toBe('')

    const chats = await asTrainer.collection('chats').getFullList()
    expect(chats).toHaveLength(1)
    const messages = await asTrainer
      .collection('messages')
      .getFullList({ filter: asTrainer.filter('chat = {:chat}', { chat: chats[0]?.id ?? '' }) })
    expect(messages).toHaveLength(2)
    // The demo trainer shows every state a trainer meets, within working hours.
    const schedule = await asTrainer
      .collection('bookings')
      .getFullList({ filter: asTrainer.filter('gymBuddy = {:me}', { me: trainerAuth.record.id }) })
    const now = Date.now()
    const upcoming = (b: { datetime: string }) => Date.parse(b.datetime.replace(' ', 'T')) > now
    expect(schedule.filter((b) => b.status === 'requested' && upcoming(b))).toHaveLength(1)
    // With the demo client (his record and a taken hour are with other clients): single
    // sessions; the weekly series is checked on its own below.
    const withDemoClient = (b: { booker: string }) => b.booker === clientAuth.record.id
    expect(
      schedule.filter(
        (b) => b.status === 'confirmed' && upcoming(b) && !b.series && withDemoClient(b),
      ),
    ).toHaveLength(1)
    expect(
      schedule.filter((b) => b.status === 'confirmed' && !upcoming(b) && withDemoClient(b)),
    ).toHaveLength(1)
    const hours = await asTrainer
      .collection('trainer_profiles')
      .getOne(trainerAuth.record.trainer_profile)
    expect(Object.keys(hours.weeklyHours ?? {})).toHaveLength(7)
  })

  it('the demo client has a month of history in every state', async () => {
    const asClient = client()
    const auth = await asClient
      .collection('users')
      .authWithPassword(DEMO_CLIENT.email, DEMO_CLIENT.password)
    const mine = await asClient
      .collection('bookings')
      .getFullList({ filter: asClient.filter('booker = {:me}', { me: auth.record.id }) })
    const now = Date.now()
    const at = (b: { datetime: string }) => Date.parse(b.datetime.replace(' ', 'T'))
    const past = mine.filter((b) => b.status === 'confirmed' && at(b) < now)
    expect(past.length).toBeGreaterThanOrEqual(6)
    expect(new Set(past.map((b) => b.gymBuddy)).size).toBeGreaterThanOrEqual(3)
    expect(past.every((b) => at(b) > now - 28 * 24 * 3600_000)).toBe(true)
    const sgtNow = new Date(now + 8 * 3600_000)
    const monday =
      Date.UTC(sgtNow.getUTCFullYear(), sgtNow.getUTCMonth(), sgtNow.getUTCDate()) -
      ((sgtNow.getUTCDay() + 6) % 7) * 24 * 3600_000 -
      8 * 3600_000
    expect(past.some((b) => at(b) >= monday)).toBe(true)
    expect(mine.filter((b) => b.status === 'confirmed' && at(b) > now && !b.series)).toHaveLength(1)
    for (const status of ['declined', 'cancelled']) {
      const answered = mine.filter((b) => b.status === status)
      expect(answered).toHaveLength(1)
      expect(answered[0]?.reason).not.toBe('')
    }
  })

  it('the demo client has a confirmed weekly series with the demo trainer', async () => {
    const asClient = client()
    await asClient.collection('users').authWithPassword(DEMO_CLIENT.email, DEMO_CLIENT.password)
    const [series, ...more] = await asClient.collection('booking_series').getFullList()
    expect(more).toHaveLength(0)
    expect(series?.status).toBe('confirmed')
    const weeks = await asClient
      .collection('bookings')
      .getFullList({ filter: asClient.filter('series = {:s}', { s: series?.id ?? '' }) })
    const skipped = series?.skipDates?.length ?? 0
    expect(weeks).toHaveLength((series?.weeks ?? 0) - skipped)
    expect(weeks.every((b) => b.status === 'confirmed')).toBe(true)
    const trainer = await asClient.collection('users_view').getOne(series?.gymBuddy ?? '')
    expect(trainer.name).toBe(DEMO_TRAINER.name)
  })

  it('shows real ratings, reply times and shown emails on the first start', async () => {
    const buddies = await client().collection('gym_buddies_view').getFullList()
    const rated = buddies.filter((buddy) => (buddy.ratingCount ?? 0) > 0)
    expect(rated.length).toBeGreaterThanOrEqual(5)
    expect(rated.every((buddy) => (buddy.ratingAvg ?? 0) >= 4)).toBe(true)
    // Demo trainers chose to show their email on their card.
    expect(buddies.every((buddy) => buddy.email.endsWith('gymbuddy.sg'))).toBe(true)
    const cardio = rated.find((buddy) => buddy.name === 'Rajesh Kumar')
    const reply = await fetch(`${server.url}/api/gymbuddy/trainers/${cardio?.id}/reply-time`)
    const { answers, medianMinutes } = (await reply.json()) as {
      answers: number
      medianMinutes: number
    }
    expect(answers).toBeGreaterThanOrEqual(3)
    expect(medianMinutes).toBeGreaterThan(0)
    expect(medianMinutes).toBeLessThan(24 * 60)
  })

  it('the demo trainer has venues, a notice period and a WhatsApp number; sessions a venue', async () => {
    const asTrainer = client()
    const auth = await asTrainer
      .collection('users')
      .authWithPassword(DEMO_TRAINER.email, DEMO_TRAINER.password)
    const profile = await asTrainer
      .collection('trainer_profiles')
      .getOne(auth.record.trainer_profile)
    expect(profile).toMatchObject({ minNoticeHours: 12, whatsapp: '+6591234567' })
    expect(Array.isArray(profile.venues) && profile.venues.length).toBeGreaterThan(1)
    const sessions = await asTrainer
      .collection('bookings')
      .getFullList({ filter: asTrainer.filter('gymBuddy = {:me}', { me: auth.record.id }) })
    expect(sessions.filter((booking) => booking.venue === '')).toEqual([])
  })

  it('the demo trainer has a record with one no-show and one late cancel; the demo client waits for one of his hours', async () => {
    const visitor = client()
    const trainer = (await visitor.collection('gym_buddies_view').getFullList()).find(
      (buddy) => buddy.name === DEMO_TRAINER.name,
    )
    const record = await visitor.send(`/api/gymbuddy/reliability/${trainer?.id ?? ''}`, {})
    expect(record).toMatchObject({ noShows: 1, lateCancels: 1 })
    expect(record.sessions).toBeGreaterThanOrEqual(3)
    const asClient = client()
    await asClient.collection('users').authWithPassword(DEMO_CLIENT.email, DEMO_CLIENT.password)
    const waiting = await asClient.collection('waitlist').getFullList()
    expect(waiting.map((row) => row.gymBuddy)).toEqual([trainer?.id])
    const taken = await asClient.collection('booked_slots_view').getFullList({
      filter: asClient.filter('gymBuddy = {:t} && datetime = {:at}', {
        t: trainer?.id ?? '',
        at: waiting[0]?.datetime ?? '',
      }),
    })
    expect(taken).toHaveLength(1)
  })

  it('the demo trainer has a paid session, a claimed one, an unpaid past one and an active package', async () => {
    const asTrainer = client()
    const auth = await asTrainer
      .collection('users')
      .authWithPassword(DEMO_TRAINER.email, DEMO_TRAINER.password)
    const sessions = await asTrainer.collection('bookings').getFullList({
      filter: asTrainer.filter("gymBuddy = {:me} && status = 'confirmed' && datetime < @now", {
        me: auth.record.id,
      }),
    })
    const states = sessions.map((b) => b.payment)
    for (const state of ['received', 'claimed', 'unpaid']) expect(states).toContain(state)
    const credits: { items: { status: string; remaining: number }[] } = await asTrainer.send(
      '/api/gymbuddy/credits',
      {},
    )
    expect(credits.items).toContainEqual(
      expect.objectContaining({ status: 'active', remaining: 10 }),
    )
  })

  it('a second run creates nothing', async () => {
    expect(firstRun.created).toBeGreaterThan(DEMO_TRAINERS.length)
    expect(await seedDemoData(server.url, server.superuser)).toEqual({ created: 0 })
  })
})
