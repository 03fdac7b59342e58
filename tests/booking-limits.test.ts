// Booking limits: working hours and days off, the 90-day horizon and the
// open-request caps, one open request per slot under concurrency (item 9), and
// who reads a client's profile.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { hoursFromNow, makeBooking, request } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/** Weekday key and YYYY-MM-DD of a slot in Singapore time. */
function sgtDayOf(iso: string): { key: (typeof DAY_KEYS)[number]; ymd: string } {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  return { key: DAY_KEYS[sgt.getUTCDay()]!, ymd: sgt.toISOString().slice(0, 10) }
}

async function setHours(trainer: Member & { profile: { id: string } }, patch: object) {
  return trainer.pb.collection('trainer_profiles').update(trainer.profile.id, patch)
}

describe('working hours', () => {
  it('a trainer who never set hours can be booked at every slot', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    expect((await request(client, trainer, sgtSlot(2, 9))).status).toBe('requested')
    await setHours(trainer, { weeklyHours: {} })
    expect((await request(client, trainer, sgtSlot(2, 21))).status).toBe('requested')
  })

  it('a request outside the trainer’s hours or on a day off is refused', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const day = sgtDayOf(sgtSlot(3, 10))
    const dayOff = sgtDayOf(sgtSlot(4, 10))
    const saved = await setHours(trainer, {
      weeklyHours: { [day.key]: [18, 10, 10] },
      daysOff: [dayOff.ymd],
    })
    expect(saved.weeklyHours).toEqual({ [day.key]: [10, 18] })
    const outside = { status: 400, field: 'datetime', code: 'validation_outside_hours' }
    await expectRefused(request(client, trainer, sgtSlot(3, 11)), outside)
    await expectRefused(request(client, trainer, sgtSlot(4, 10)), outside)
    // A day the object leaves out is not worked.
    await expectRefused(request(client, trainer, sgtSlot(5, 10)), outside)
    expect((await request(client, trainer, sgtSlot(3, 10))).status).toBe('requested')
    expect((await request(client, trainer, sgtSlot(3, 18))).status).toBe('requested')
  })

  it('hours and days off must have the documented shape', async () => {
    const trainer = await makeTrainer(server)
    for (const weeklyHours of [
      { mon: [8] },
      { mon: [9.5] },
      { funday: [9] },
      [9, 10],
      { mon: 9 },
    ]) {
      await expectRefused(setHours(trainer, { weeklyHours }), {
        status: 400,
        field: 'weeklyHours',
        code: 'validation_weekly_hours',
      })
    }
    for (const daysOff of [['2026-02-30'], ['tomorrow'], '2026-01-01', [20260101]]) {
      await expectRefused(setHours(trainer, { daysOff }), {
        status: 400,
        field: 'daysOff',
        code: 'validation_days_off',
      })
    }
    const saved = await setHours(trainer, { daysOff: ['2030-01-02', '2030-01-01', '2030-01-02'] })
    expect(saved.daysOff).toEqual(['2030-01-01', '2030-01-02'])
  })
})

describe('booking horizon and open-request caps', () => {
  it('sessions can be booked at most 90 days ahead', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const refusal = {
      status: 400,
      field: 'datetime',
      code: 'validation_booking_horizon',
      message: 'Sessions can be booked at most 90 days ahead.',
    }
    await expectRefused(request(client, trainer, sgtSlot(91, 10)), refusal)
    await expectRefused(request(client, trainer, '9999-12-31T01:00:00.000Z'), refusal)
    expect((await request(client, trainer, sgtSlot(88, 10))).status).toBe('requested')
  })

  it('at most 3 open requests with one trainer; an answer or a cancel frees a place', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const open = []
    for (const hour of [9, 10, 11]) open.push(await request(client, trainer, sgtSlot(2, hour)))
    await makeBooking(server.root, client, trainer, hoursFromNow(-2), 'requested') // past: not open
    await expectRefused(request(client, trainer, sgtSlot(2, 12)), {
      status: 400,
      field: 'gymBuddy',
      code: 'validation_booking_limit',
      message:
        'You can have at most 3 open requests with one trainer. Wait for an answer or cancel one first.',
    })
    await client.pb.collection('bookings').update(open[0]!.id, { status: 'cancelled' })
    await trainer.pb.collection('bookings').update(open[1]!.id, { status: 'confirmed' })
    expect((await request(client, trainer, sgtSlot(2, 12))).status).toBe('requested')
    expect((await request(client, trainer, sgtSlot(2, 13))).status).toBe('requested')
  })

  it('at most 20 open requests overall', async () => {
    const client = await makeClient(server)
    const trainers = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(() => makeTrainer(server)))
    for (let i = 0; i < 20; i += 1) {
      await request(client, trainers[i % 7]!, sgtSlot(3 + Math.floor(i / 7), 9 + (i % 7)))
    }
    await expectRefused(request(client, trainers[6]!, sgtSlot(6, 15)), {
      status: 400,
      field: 'booker',
      code: 'validation_booking_limit',
      message:
        'You can have at most 20 open requests at a time. Wait for answers or cancel one first.',
    })
  })

  it('identical requests sent at once are stored once', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () => request(client, trainer, sgtSlot(4, 10))),
    )
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(await client.pb.collection('bookings').getFullList()).toHaveLength(1)
    // The index holds for every path, superusers included.
    await expectRefused(makeBooking(server.root, client, trainer, sgtSlot(4, 10), 'requested'), {
      status: 400,
      field: 'datetime',
      code: 'validation_booking_duplicate',
    })
  })
})

describe('client profiles', () => {
  it('a trainer with a booking reads the client’s profile; other members do not', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const otherTrainer = await makeTrainer(server)
    const otherClient = await makeClient(server)
    await expectRefused(trainer.pb.collection('client_profiles').getOne(client.profile.id), {
      status: 404,
    })
    await request(client, trainer, sgtSlot(2, 14))
    await request(otherClient, otherTrainer, sgtSlot(2, 14))
    const seen = await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    expect(seen).toMatchObject({ fitnessGoals: client.profile.fitnessGoals })
    const listed = await trainer.pb.collection('client_profiles').getFullList({
      filter: trainer.pb.filter('user = {:a} || user = {:b}', {
        a: client.record.id,
        b: otherClient.record.id,
      }),
    })
    expect(listed.map((p) => p.id)).toEqual([client.profile.id])
    for (const outsider of [otherTrainer, otherClient]) {
      await expectRefused(outsider.pb.collection('client_profiles').getOne(client.profile.id), {
        status: 404,
      })
    }
    await expectRefused(client.pb.collection('client_profiles').getOne(otherClient.profile.id), {
      status: 404,
    })
  })
})
