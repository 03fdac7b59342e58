// Calendar export: a booking's .ics and each member's private feed, read back
// with an iCalendar parser (ical.js), not by matching strings.
import { request as httpRequest } from 'node:http'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { request } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()

interface Fetched {
  status: number
  type: string | null
  text: string
}

async function get(path: string, member?: Member): Promise<Fetched> {
  const headers: Record<string, string> = member ? { Authorization: member.pb.authStore.token } : {}
  const response = await fetch(`${server.url}${path}`, { headers })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  }
}

function events(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
}

function statusOf(event: ICAL.Event): unknown {
  return event.component.getFirstPropertyValue('status')
}

async function confirmed(client: Member, trainer: Member, days: number, hour: number) {
  const booking = await request(client, trainer, sgtSlot(days, hour))
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  return booking
}

async function feedUrl(member: Member): Promise<string> {
  const { url } = await member.pb.send<{ url: string }>('/api/gymbuddy/calendar/token', {
    method: 'POST',
  })
  return new URL(url).pathname
}

describe('a booking’s calendar file', () => {
  it('holds one event at the Singapore time, titled with the other person, with a stable UID', async () => {
    const client = await makeClient(server, 'Casey Client')
    const trainer = await makeTrainer(server, 'Tara Trainer')
    const booking = await confirmed(client, trainer, 3, 10)
    const path = `/api/gymbuddy/bookings/${booking.id}/ics`

    const forClient = await get(path, client)
    expect(forClient.status).toBe(200)
    expect(forClient.type).toContain('text/calendar')
    const [event, ...more] = events(forClient.text)
    expect(more).toHaveLength(0)
    expect(event!.summary).toBe('GymBuddy session with Tara Trainer')
    expect(event!.startDate.toJSDate().toISOString()).toBe(sgtSlot(3, 10))
    // 10:00 in Singapore (UTC+8) whatever zone reads it.
    expect(event!.startDate.toJSDate().getTime() + 8 * 3600_000).toBe(
      Date.parse(sgtSlot(3, 10).slice(0, 10) + 'T10:00:00Z'),
    )
    expect(event!.endDate.toJSDate().getTime() - event!.startDate.toJSDate().getTime()).toBe(
      3600_000,
    )
    expect(statusOf(event!)).toBe('CONFIRMED')

    const forTrainer = events((await get(path, trainer)).text)[0]!
    expect(forTrainer.summary).toBe('GymBuddy session with Casey Client')
    expect(forTrainer.uid).toBe(event!.uid)
    expect(events((await get(path, client)).text)[0]!.uid).toBe(event!.uid)
  })

  it('turns into a CANCELLED version of the same event once cancelled', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await confirmed(client, trainer, 4, 11)
    const path = `/api/gymbuddy/bookings/${booking.id}/ics`
    const before = events((await get(path, client)).text)[0]!
    await client.pb
      .collection('bookings')
      .update(booking.id, { status: 'cancelled', reason: 'Travelling' })
    const after = events((await get(path, client)).text)[0]!
    expect(statusOf(after)).toBe('CANCELLED')
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
  })

  it('is only for the two people of a confirmed or cancelled booking', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const stranger = await makeClient(server)
    const booking = await confirmed(client, trainer, 5, 12)
    const path = `/api/gymbuddy/bookings/${booking.id}/ics`
    expect((await get(path)).status).toBe(401)
    expect((await get(path, stranger)).status).toBe(404)
    const pending = await request(client, trainer, sgtSlot(5, 13))
    expect((await get(`/api/gymbuddy/bookings/${pending.id}/ics`, client)).status).toBe(400)
  })
})

describe('the private calendar feed', () => {
  it('lists the member’s confirmed upcoming sessions; resetting the token ends the old URL', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server, 'Feed Trainer')
    const otherTrainer = await makeTrainer(server, 'Other Trainer')
    const first = await confirmed(client, trainer, 6, 9)
    const second = await confirmed(client, otherTrainer, 7, 15)
    await request(client, trainer, sgtSlot(8, 10)) // requested: not in the feed
    const cancelled = await confirmed(client, trainer, 9, 10)
    await client.pb.collection('bookings').update(cancelled.id, { status: 'cancelled' })

    const url = await feedUrl(client)
    const feed = await get(url)
    expect(feed.status).toBe(200)
    expect(feed.type).toContain('text/calendar')
    const listed = events(feed.text)
    expect(listed.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      sgtSlot(6, 9),
      sgtSlot(7, 15),
    ])
    expect(listed.map((e) => e.summary)).toEqual([
      'GymBuddy session with Feed Trainer',
      'GymBuddy session with Other Trainer',
    ])
    const single = events((await get(`/api/gymbuddy/bookings/${first.id}/ics`, client)).text)[0]!
    expect(listed[0]!.uid).toBe(single.uid)
    expect(second.id).not.toBe(first.id)

    const trainerFeed = events((await get(await feedUrl(trainer))).text)
    expect(trainerFeed).toHaveLength(1)

    const newUrl = await feedUrl(client)
    expect(newUrl).not.toBe(url)
    expect((await get(url)).status).toBe(404)
    expect(events((await get(newUrl)).text)).toHaveLength(2)
  })

  it('an empty feed is a valid calendar, and guessed tokens find nothing', async () => {
    const member = await makeClient(server)
    expect(events((await get(await feedUrl(member))).text)).toEqual([])
    expect((await get(`/api/gymbuddy/calendar/${'a'.repeat(40)}`)).status).toBe(404)
    expect((await get('/api/gymbuddy/calendar/not-a-token')).status).toBe(404)
    const visitor = await fetch(`${server.url}/api/gymbuddy/calendar/token`, { method: 'POST' })
    expect(visitor.status).toBe(401)
  })
})

describe('the feed link', () => {
  const appUrl = 'https://gymbuddy.example'
  const configured = testServer({ env: { GYMBUDDY_APP_URL: appUrl } })

  /** POSTs for a new feed link as a raw client would, with whatever Host headers it likes. */
  function askForLink(member: Member, headers: Record<string, string>): Promise<string> {
    return new Promise((done, fail) => {
      const req = httpRequest(
        `${configured.url}/api/gymbuddy/calendar/token`,
        { method: 'POST', headers: { Authorization: member.pb.authStore.token, ...headers } },
        (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => done((JSON.parse(body) as { url: string }).url))
        },
      )
      req.on('error', fail)
      req.end()
    })
  }

  it('is built on the configured app URL, whatever Host the request names, and it works', async () => {
    const member = await makeClient(configured)
    const forged = await askForLink(member, {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'http',
    })
    expect(forged).toMatch(new RegExp(`^${appUrl}/api/gymbuddy/calendar/[A-Za-z0-9]{40}$`))
    expect(forged).not.toContain('evil.example')

    const plain = await askForLink(member, {})
    expect(plain.startsWith(`${appUrl}/api/gymbuddy/calendar/`)).toBe(true)
    const feed = await fetch(`${configured.url}${new URL(plain).pathname}`)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
  })
})
