// Every claim derived from a trainer's history says nothing until there is history behind it:
// the rating, the session record, the reply time (the trainer page's "Usually replies within an
// hour" and the request email's "usually replies within…"). A trainer's reply time counts only
// the answers they gave: requests declined because another took the hour, or the weeks of a
// series answered at once, are not answers of theirs.
import { describe, expect, it } from 'vitest'
import type { GymBuddyRecord } from '@/lib/types'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

async function replyTime(trainerId: string) {
  const response = await fetch(`${server.url}/api/gymbuddy/trainers/${trainerId}/reply-time`)
  expect(response.status).toBe(200)
  return (await response.json()) as { answers: number; medianMinutes: number | null }
}

async function finderRow(name: string): Promise<GymBuddyRecord | undefined> {
  const query = new URLSearchParams({ search: name.toLowerCase(), perPage: '5' })
  const response = await fetch(`${server.url}/api/gymbuddy/finder?${query}`)
  const body = (await response.json()) as { items: GymBuddyRecord[] }
  return body.items.find((row) => row.name === name)
}

/** The replyMinutes the server wrote on the client's "Request sent" row (0: "no reply time yet"). */
async function requestSentReplyMinutes(trainerId: string, datetime: string) {
  const client = await makeClient(server)
  const booking = await client.pb
    .collection('bookings')
    .create({ booker: client.record.id, gymBuddy: trainerId, datetime })
  const row = await client.pb
    .collection('notifications')
    .getFirstListItem(
      client.pb.filter('booking = {:id} && kind = "booking_sent"', { id: booking.id }),
    )
  return row.replyMinutes
}

describe('a trainer with no history', () => {
  it('has no rating, no session record and no reply time anywhere', async () => {
    const name = `Claimless ${Date.now().toString(36)}`
    const trainer = await makeTrainer(server, name)
    const row = await finderRow(name)
    expect(row).toMatchObject({ ratingAvg: 0, ratingCount: 0, reliability: null })
    expect(await replyTime(trainer.record.id)).toEqual({ answers: 0, medianMinutes: null })
    expect(await requestSentReplyMinutes(trainer.record.id, sgtSlot(6, 10))).toBe(0)
  })
})

describe('reply time counts only the trainer’s own answers', () => {
  it('one confirm that declined three competing requests is one answer: no reply time', async () => {
    const trainer = await makeTrainer(server)
    const hour = sgtSlot(4, 10)
    const requests = []
    for (let i = 0; i < 4; i++) {
      const client = await makeClient(server)
      requests.push(
        await client.pb
          .collection('bookings')
          .create({ booker: client.record.id, gymBuddy: trainer.record.id, datetime: hour }),
      )
    }
    await trainer.pb.collection('bookings').update(requests[0].id, { status: 'confirmed' })
    const declined = await server.root.collection('bookings').getOne(requests[1].id)
    expect(declined).toMatchObject({ status: 'declined', reason: 'slot taken' })
    expect(await replyTime(trainer.record.id)).toEqual({ answers: 1, medianMinutes: null })
    expect(await requestSentReplyMinutes(trainer.record.id, sgtSlot(7, 10))).toBe(0)
  })

  it('a weekly series answered once is one answer, however many weeks it has', async () => {
    const trainer = await makeTrainer(server)
    const client = await makeClient(server)
    const series = await client.pb.collection('booking_series').create({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: sgtSlot(3, 11),
      weeks: 6,
    })
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    expect(await replyTime(trainer.record.id)).toEqual({ answers: 1, medianMinutes: null })
  })

  it('three answers of their own give a reply time, and the request email words it', async () => {
    const trainer = await makeTrainer(server)
    for (const day of [2, 3, 4]) {
      const client = await makeClient(server)
      const request = await client.pb.collection('bookings').create({
        booker: client.record.id,
        gymBuddy: trainer.record.id,
        datetime: sgtSlot(day, 9),
      })
      await trainer.pb.collection('bookings').update(request.id, { status: 'declined' })
    }
    expect(await replyTime(trainer.record.id)).toEqual({ answers: 3, medianMinutes: 0 })
    expect(await requestSentReplyMinutes(trainer.record.id, sgtSlot(8, 10))).toBe(1)
  })
})
