// Each step of a series changed from a week on is one email to the other side (read from a real
// MailDev), naming the week it starts from: asked, accepted (listing the new dates), declined, ended.
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, sgtSlot, stored, type Member } from './factories'
import { requestSeries } from './bookings-support'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })
const WEEK_MS = 7 * 24 * 3600_000
const weekOf = (first: string, n: number) => new Date(Date.parse(first) + n * WEEK_MS).toISOString()
const later = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3600_000).toISOString()

/** "Tue 24 Dec" of an ISO instant in Singapore time, computed independently of the server. */
function dayText(iso: string): string {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  return `${day} ${sgt.getUTCDate()} ${month}`
}

const seriesMails = async (member: Member) =>
  (await server.mail.inbox(member.email)).filter((mail) => /weekly sessions/i.test(mail.subject))

async function weekId(member: Member, seriesId: string, datetime: string) {
  const rows = await member.pb.collection('bookings').getFullList({
    filter: member.pb.filter('series = {:s} && datetime = {:d}', {
      s: seriesId,
      d: stored(datetime),
    }),
  })
  return rows[0]!.id
}

describe('emails of a series changed from a week on', () => {
  it('asked, accepted and ended each reach the other side once', async () => {
    const client = await makeClient(server, 'Mia Change')
    const trainer = await makeTrainer(server, 'Tom Change')
    const first = sgtSlot(3, 18)
    const series = await requestSeries(client, trainer, first, 4)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    await client.pb.send(`/api/gymbuddy/series/${series.id}/change`, {
      method: 'POST',
      body: {
        booking: await weekId(client, series.id, weekOf(first, 2)),
        datetime: later(weekOf(first, 2), 1),
      },
    })
    // The ask's email is out before the answer (an ask answered first is not mailed at all).
    await server.mail.waitForInbox(trainer.email, 3) // verification, the request, the change asked
    await trainer.pb.send(`/api/gymbuddy/series/${series.id}/change/answer`, {
      method: 'POST',
      body: { accept: true },
    })
    await trainer.pb.send(`/api/gymbuddy/series/${series.id}/end`, {
      method: 'POST',
      body: {
        booking: await weekId(trainer, series.id, later(weekOf(first, 3), 1)),
        reason: 'Moving abroad',
      },
    })
    await server.mail.waitForInbox(client.email, 4) // verification, confirmed, changed, ended
    const toTrainer = await seriesMails(trainer)
    expect(toTrainer.map((mail) => mail.subject)).toEqual([
      'Mia Change asks for 4 weekly sessions',
      'Mia Change asks to change your weekly sessions',
    ])
    expect(toTrainer[1]?.text).toContain(dayText(weekOf(first, 2)))
    const toClient = await seriesMails(client)
    expect(toClient.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Weekly sessions confirmed/),
      `Weekly sessions changed from ${dayText(weekOf(first, 2))}`,
      `Weekly sessions ended from ${dayText(weekOf(first, 3))}`,
    ])
    for (const n of [2, 3]) expect(toClient[1]?.text).toContain(dayText(weekOf(first, n)))
  })

  it('a declined change is told to the asker', async () => {
    const client = await makeClient(server, 'Mia Decline')
    const trainer = await makeTrainer(server, 'Tom Decline')
    const first = sgtSlot(4, 10)
    const series = await requestSeries(client, trainer, first, 2)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    await trainer.pb.send(`/api/gymbuddy/series/${series.id}/change`, {
      method: 'POST',
      body: {
        booking: await weekId(trainer, series.id, weekOf(first, 1)),
        datetime: later(weekOf(first, 1), 2),
      },
    })
    await client.pb.send(`/api/gymbuddy/series/${series.id}/change/answer`, {
      method: 'POST',
      body: { accept: false },
    })
    await server.mail.waitForInbox(trainer.email, 3) // verification, the request, declined change
    expect((await seriesMails(trainer)).map((mail) => mail.subject)).toEqual([
      'Mia Decline asks for 2 weekly sessions',
      'Weekly sessions unchanged',
    ])
  })
})
