// Calendar files say where the booking is and withdraw a cancelled session: every event has a
// DESCRIPTION with a link to the booking in the app, and a cancelled booking's file is a
// METHOD:CANCEL of the same UID. Read back with an iCalendar parser (ical.js).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const APP_URL = 'https://gymbuddy.example'
const server = testServer({ env: { GYMBUDDY_APP_URL: APP_URL } })

async function ics(path: string, member?: Member): Promise<ICAL.Component> {
  const headers: Record<string, string> = member ? { Authorization: member.pb.authStore.token } : {}
  const response = await fetch(`${server.url}${path}`, { headers })
  expect(response.status).toBe(200)
  return new ICAL.Component(ICAL.parse(await response.text()))
}

const eventsOf = (calendar: ICAL.Component) => calendar.getAllSubcomponents('vevent')

async function confirmed(client: Member, trainer: Member, days: number, hour: number) {
  const booking = await request(client, trainer, sgtSlot(days, hour))
  await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  return booking
}

describe('calendar files', () => {
  it('every event describes the session with a link to the booking on the member’s own list', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await confirmed(client, trainer, 3, 10)
    const path = `/api/gymbuddy/bookings/${booking.id}/ics`

    const [forClient] = eventsOf(await ics(path, client))
    expect(forClient!.getFirstPropertyValue('description')).toContain(
      `${APP_URL}/user/bookings?booking=${booking.id}`,
    )
    const [forTrainer] = eventsOf(await ics(path, trainer))
    expect(forTrainer!.getFirstPropertyValue('description')).toContain(
      `${APP_URL}/user/schedule?booking=${booking.id}`,
    )

    const { url } = await client.pb.send<{ url: string }>('/api/gymbuddy/calendar/token', {
      method: 'POST',
    })
    const feed = eventsOf(await ics(new URL(url).pathname))
    expect(feed).toHaveLength(1)
    expect(feed[0]!.getFirstPropertyValue('description')).toContain(`?booking=${booking.id}`)
  })

  it('a cancelled session’s file is a METHOD:CANCEL of the same event, with the reason', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const booking = await confirmed(client, trainer, 4, 11)
    const path = `/api/gymbuddy/bookings/${booking.id}/ics`
    const before = await ics(path, client)
    expect(before.getFirstPropertyValue('method')).toBe('PUBLISH')

    await client.pb
      .collection('bookings')
      .update(booking.id, { status: 'cancelled', reason: 'Travelling' })
    const after = await ics(path, trainer)
    expect(after.getFirstPropertyValue('method')).toBe('CANCEL')
    const [event] = eventsOf(after)
    expect(event!.getFirstPropertyValue('uid')).toBe(
      eventsOf(before)[0]!.getFirstPropertyValue('uid'),
    )
    expect(event!.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event!.getFirstPropertyValue('description')).toContain('Cancelled: Travelling')
    expect(event!.getFirstPropertyValue('description')).toContain(`?booking=${booking.id}`)
  })
})
