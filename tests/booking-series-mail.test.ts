// A weekly series is one email per event (requested, confirmed, cancelled the rest), naming its
// dates, read from a real MailDev; reminders stay per session.
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })
const WEEK_MS = 7 * 24 * 3600_000

/** "Tue 24 Dec" of an ISO instant in Singapore time, computed independently of the server. */
function dayText(iso: string): string {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  return `${day} ${sgt.getUTCDate()} ${month}`
}

const bookingMails = async (member: Member) =>
  (await server.mail.inbox(member.email)).filter((mail) => /weekly sessions/i.test(mail.subject))

describe('series emails', () => {
  it('one email per series event, each naming the dates', async () => {
    const client = await makeClient(server, 'Mia Series')
    const trainer = await makeTrainer(server, 'Tom Coach')
    const first = sgtSlot(3, 19)
    const dates = [0, 1, 2, 3].map((n) => new Date(Date.parse(first) + n * WEEK_MS).toISOString())
    const series = await client.pb.collection('booking_series').create({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: first,
      weeks: 4,
    })
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    await client.pb.collection('booking_series').update(series.id, { status: 'cancelled' })

    await server.mail.waitForInbox(trainer.email, 3) // verification, the request, the cancel
    await server.mail.waitForInbox(client.email, 2) // verification, the confirmation
    const toTrainer = await bookingMails(trainer)
    expect(toTrainer.map((mail) => mail.subject)).toEqual([
      'Mia Series asks for 4 weekly sessions',
      expect.stringMatching(/^Weekly sessions cancelled/),
    ])
    for (const date of dates) expect(toTrainer[0]?.text).toContain(dayText(date))
    const toClient = await bookingMails(client)
    expect(toClient.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Weekly sessions confirmed/),
    ])
    for (const date of dates) expect(toClient[0]?.text).toContain(dayText(date))
  })
})
