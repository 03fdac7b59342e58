// When and where, as raw clients see it: a trainer's minimum notice (requests and reschedules),
// venues (required, one of theirs, copied, named in the notification and the email), travel time
// between venues (on request and again on confirm), the public free hours, who can read the
// WhatsApp number, and the .ics LOCATION.
import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { makeBooking, request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

/** The slot hours a trainer with no working hours set works (the booking rules). */
const SLOT_HOURS = (() => {
  const rules = JSON.parse(readFileSync('pb_hooks/lib/bookings/booking_rules.json', 'utf8')) as {
    firstSlotHour: number
    lastSlotHour: number
  }
  return { first: rules.firstSlotHour, last: rules.lastSlotHour }
})()

const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })
const HOUR = 3600_000

const GYM = { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' }
const PARK = { name: 'Bishan Park', area: 'Central', kind: 'park' }

type Trainer = Awaited<ReturnType<typeof makeTrainer>>

async function trainerWith(settings: Record<string, unknown>): Promise<Trainer> {
  const trainer = await makeTrainer(server, 'Marcus Lim')
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, settings)
  return trainer
}

async function confirm(trainer: Member, id: string) {
  return trainer.pb.collection('bookings').update(id, { status: 'confirmed' })
}

/** Whole hours from now to `iso`, after waiting out the last second of an hour (no flaky edge). */
async function wholeHoursUntil(iso: string): Promise<number> {
  const intoHour = Date.now() % HOUR
  // The clock is the point: a request must not straddle an hour's edge.
  if (intoHour > HOUR - 5000) await new Promise((done) => setTimeout(done, HOUR - intoHour + 100))
  return Math.floor((Date.parse(iso) - Date.now()) / HOUR)
}

describe('minimum notice', () => {
  it('refuses a request starting sooner than the notice and allows one exactly at it', async () => {
    const slot = sgtSlot(1, 15)
    const hours = await wholeHoursUntil(slot)
    const strict = await trainerWith({ minNoticeHours: hours + 1 })
    await expectRefused(request(await makeClient(server), strict, slot), {
      status: 400,
      field: 'datetime',
      code: 'validation_min_notice',
    })
    const boundary = await trainerWith({ minNoticeHours: hours })
    const made = await request(await makeClient(server), boundary, slot)
    expect(made.status).toBe('requested')
  })

  it('applies to a reschedule too', async () => {
    const slot = sgtSlot(1, 16)
    const hours = await wholeHoursUntil(slot)
    const trainer = await trainerWith({ minNoticeHours: 0 })
    const client = await makeClient(server)
    const first = await request(client, trainer, sgtSlot(5, 10))
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { minNoticeHours: hours + 1 })
    await expectRefused(request(client, trainer, slot, { rescheduleOf: first.id }), {
      status: 400,
      field: 'datetime',
      code: 'validation_min_notice',
    })
    await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
      minNoticeHours: hours,
    })
    const moved = await request(client, trainer, slot, { rescheduleOf: first.id })
    expect(moved.rescheduleOf).toBe(first.id)
  })

  it('is a whole number of hours from 0 to 72 on the profile', async () => {
    const trainer = await makeTrainer(server)
    const profiles = trainer.pb.collection('trainer_profiles')
    for (const minNoticeHours of [73, -1, 1.5]) {
      await expectRefused(profiles.update(trainer.profile.id, { minNoticeHours }), {
        status: 400,
        field: 'minNoticeHours',
      })
    }
    expect((await profiles.update(trainer.profile.id, { minNoticeHours: 72 })).minNoticeHours).toBe(
      72,
    )
  })
})

describe('venues', () => {
  it('a request must name one of the trainer’s venues, which is copied into the booking', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK] })
    const client = await makeClient(server)
    const slot = sgtSlot(4, 10)
    for (const venue of [undefined, '', 'Somewhere Else']) {
      await expectRefused(request(client, trainer, slot, venue === undefined ? {} : { venue }), {
        status: 400,
        field: 'venue',
        code: 'validation_venue',
      })
    }
    const made = await request(client, trainer, slot, { venue: '  bishan park ' })
    expect(made.venue).toBe('Bishan Park')
    const told = await trainer.pb.collection('notifications').getFullList()
    expect(told.filter((row) => row.booking === made.id).map((row) => row.venue)).toEqual([
      'Bishan Park',
    ])
    const mailText = async () =>
      (await server.mail.inbox(trainer.email)).map((mail) => mail.text ?? '').join('\n')
    await expect.poll(mailText).toContain('Where: Bishan Park')

    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { venues: [{ ...PARK, name: 'Bishan-AMK Park' }] })
    expect((await client.pb.collection('bookings').getOne(made.id)).venue).toBe('Bishan Park')
    await expectRefused(
      trainer.pb.collection('bookings').update(made.id, { status: 'confirmed', venue: 'X' }),
      { status: 400, field: 'venue', code: 'validation_booking_readonly' },
    )
  })

  it('refuses a venue for a trainer who lists none', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(
      request(await makeClient(server), trainer, sgtSlot(4, 11), { venue: 'Gym' }),
      {
        status: 400,
        field: 'venue',
        code: 'validation_venue',
      },
    )
  })

  it('keeps the list to 8 venues with a name of at most 60 characters, an area and a kind', async () => {
    const trainer = await makeTrainer(server)
    const update = (venues: unknown) =>
      trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { venues })
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...GYM, name: `Gym ${i}` }))
    for (const venues of [
      nine,
      [{ ...GYM, name: 'x'.repeat(61) }],
      [{ ...GYM, area: 'Mars' }],
      [{ ...GYM, kind: 'beach' }],
      [GYM, { ...PARK, name: 'activesg bishan' }],
    ]) {
      await expectRefused(update(venues), {
        status: 400,
        field: 'venues',
        code: 'validation_venues',
      })
    }
    const saved = await update([{ ...GYM, name: '  ActiveSG   Bishan ', extra: 1 }])
    // Saved with its place ('' when the trainer named an area only).
    expect(saved.venues).toEqual([{ ...GYM, place: '' }])
  })
})

describe('travel time between venues', () => {
  it('refuses a request next to a confirmed session at another venue, allows it at the same one', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK], travelGapHours: 1 })
    const session = await request(await makeClient(server), trainer, sgtSlot(6, 10), {
      venue: GYM.name,
    })
    await confirm(trainer, session.id)
    await expectRefused(
      request(await makeClient(server), trainer, sgtSlot(6, 11), { venue: PARK.name }),
      { status: 400, field: 'datetime', code: 'validation_travel_gap' },
    )
    await expectRefused(
      request(await makeClient(server), trainer, sgtSlot(6, 9), { venue: PARK.name }),
      { status: 400, field: 'datetime', code: 'validation_travel_gap' },
    )
    const same = await request(await makeClient(server), trainer, sgtSlot(6, 11), {
      venue: GYM.name,
    })
    const apart = await request(await makeClient(server), trainer, sgtSlot(6, 12), {
      venue: PARK.name,
    })
    expect([same.status, apart.status]).toEqual(['requested', 'requested'])
  })

  it('confirming re-checks it when the session before was confirmed after the request', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK], travelGapHours: 2 })
    const later = await request(await makeClient(server), trainer, sgtSlot(7, 13), {
      venue: PARK.name,
    })
    const earlier = await request(await makeClient(server), trainer, sgtSlot(7, 11), {
      venue: GYM.name,
    })
    await confirm(trainer, earlier.id)
    await expectRefused(confirm(trainer, later.id), {
      status: 400,
      field: 'status',
      code: 'validation_travel_gap',
    })
    const sameVenue = await request(await makeClient(server), trainer, sgtSlot(7, 12), {
      venue: GYM.name,
    })
    expect((await confirm(trainer, sameVenue.id)).status).toBe('confirmed')
  })

  it('is a whole number of hours from 0 to 2 on the profile', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(
      trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { travelGapHours: 3 }),
      { status: 400, field: 'travelGapHours', code: 'validation_travel_gap' },
    )
  })
})

describe('the free hours route', () => {
  const free = async (id: string, days = '3') => {
    const response = await fetch(`${server.url}/api/gymbuddy/trainers/${id}/free?days=${days}`)
    return { status: response.status, body: (await response.json()) as { free?: string[] } }
  }

  it('lists requestable hours in order, leaving out days off, confirmed hours and the notice', async () => {
    const dayOff = sgtSlot(2, 9).slice(0, 10)
    const trainer = await trainerWith({ minNoticeHours: 30 })
    // sgtSlot(2, 9) is 01:00Z on the Singapore date two days on: its UTC date is that date.
    await trainer.pb
      .collection('trainer_profiles')
      .update(trainer.profile.id, { daysOff: [dayOff] })
    const taken = sgtSlot(3, 10)
    await makeBooking(server.root, await makeClient(server), trainer, taken, 'confirmed')

    const { status, body } = await free(trainer.record.id, '5')
    expect(status).toBe(200)
    const hours = body.free ?? []
    expect(hours).toEqual([...hours].sort())
    expect(hours).toContain(sgtSlot(3, 11))
    expect(hours).not.toContain(taken)
    expect(
      hours.some((at) => new Date(Date.parse(at) + 8 * HOUR).toISOString().startsWith(dayOff)),
    ).toBe(false)
    expect(Date.parse(hours[0]) - Date.now()).toBeGreaterThanOrEqual(30 * HOUR)
    // The first hour is the first slot hour past the notice that is not on the day off nor taken
    // (worked out here from the slot hours, so it holds at any time of day).
    const slots = []
    for (let day = 0; day <= 4; day += 1) {
      for (let hour = SLOT_HOURS.first; hour <= SLOT_HOURS.last; hour += 1) {
        slots.push(sgtSlot(day, hour))
      }
    }
    const expected = slots.find(
      (at) =>
        Date.parse(at) - Date.now() >= 30 * HOUR &&
        !new Date(Date.parse(at) + 8 * HOUR).toISOString().startsWith(dayOff) &&
        at !== taken,
    )
    expect(hours[0]).toBe(expected)
  })

  it('takes days from 1 to 28 and answers 404 for someone who is not a listed trainer', async () => {
    const trainer = await makeTrainer(server)
    expect((await free(trainer.record.id, '0')).status).toBe(400)
    expect((await free(trainer.record.id, '29')).status).toBe(400)
    expect((await free(trainer.record.id, '28')).status).toBe(200)
    const client = await makeClient(server)
    expect((await free(client.record.id)).status).toBe(404)
  })
})

describe('the WhatsApp number', () => {
  const readBy = async (reader: ReturnType<typeof makeVisitor>, trainer: Trainer) => {
    const profile = await reader.collection('trainer_profiles').getOne(trainer.profile.id)
    const buddy = await reader
      .collection('gym_buddies_view')
      .getOne(trainer.record.id, { expand: 'trainer_profile' })
    const viaExpand = (buddy.expand?.trainer_profile as { whatsapp?: string } | undefined)?.whatsapp
    return [profile.whatsapp, viaExpand]
  }

  const exportText = async (member: Member) => {
    const response = await fetch(`${server.url}/api/gymbuddy/me/export`, {
      headers: { Authorization: member.pb.authStore.token },
    })
    return response.text()
  }

  it('is readable by the trainer and by clients with a confirmed upcoming session only', async () => {
    const trainer = await trainerWith({ whatsapp: '+65 9123 4567' })
    expect(
      (await trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id)).whatsapp,
    ).toBe('+6591234567')

    const stranger = await makeClient(server)
    const requested = await makeClient(server)
    await request(requested, trainer, sgtSlot(8, 10))
    const past = await makeClient(server)
    const lastHour = new Date(Math.floor(Date.now() / HOUR) * HOUR - 30 * HOUR).toISOString()
    await makeBooking(server.root, past, trainer, lastHour, 'confirmed')
    for (const reader of [makeVisitor(server), stranger.pb, requested.pb, past.pb]) {
      expect(await readBy(reader, trainer)).toEqual([undefined, undefined])
    }
    expect(await exportText(requested)).not.toContain('91234567')
    expect(JSON.parse(await exportText(trainer)).trainerProfile.whatsapp).toBe('+6591234567')

    const booked = await makeClient(server)
    const session = await request(booked, trainer, sgtSlot(8, 11))
    await confirm(trainer, session.id)
    expect(await readBy(booked.pb, trainer)).toEqual(['+6591234567', '+6591234567'])
  })

  it('cannot be found by filtering or searching for it', async () => {
    await trainerWith({ whatsapp: '+6598765432' })
    const stranger = await makeClient(server)
    const list = stranger.pb
      .collection('trainer_profiles')
      .getList(1, 10, { filter: 'whatsapp ~ "98765432"' })
    const found = await list.then((page) => page.items.length).catch(() => 0)
    expect(found).toBe(0)
    const finder = await fetch(`${server.url}/api/gymbuddy/finder?q=Marcus`)
    expect(await finder.text()).not.toContain('98765432')
  })

  it('must be a Singapore mobile number', async () => {
    const trainer = await makeTrainer(server)
    for (const whatsapp of ['+6561234567', '+4412345678', '9123']) {
      await expectRefused(
        trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { whatsapp }),
        { status: 400, field: 'whatsapp', code: 'validation_whatsapp' },
      )
    }
  })
})

describe('the calendar file', () => {
  it('names the venue as the event’s LOCATION', async () => {
    const trainer = await trainerWith({ venues: [GYM, PARK] })
    const client = await makeClient(server)
    const booking = await request(client, trainer, sgtSlot(9, 10), { venue: PARK.name })
    await confirm(trainer, booking.id)
    const response = await fetch(`${server.url}/api/gymbuddy/bookings/${booking.id}/ics`, {
      headers: { Authorization: client.pb.authStore.token },
    })
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
    expect(event.location).toBe(PARK.name)
  })
})
