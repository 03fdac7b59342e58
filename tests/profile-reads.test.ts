// A client's fitness profile reaches a trainer only while they share a requested or confirmed
// booking whose session is ahead or ended at most 30 days ago (the records API and the bookings
// route alike), and each day a trainer is shown it leaves one profile_reads row that only the
// client lists (migration 1900001050, pb_hooks/lib/privacy/profile_reads.js). Each as a raw client.
import { describe, expect, it } from 'vitest'
import type { ClientProfileRecord } from '@/lib/types'
import { hoursFromNow, makeBooking, request } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const DAY_MS = 86400_000

interface ProfileRead {
  id: string
  client: string
  reader: string
  readerName: string
  day: string
}

const schedule = (trainer: Member) =>
  trainer.pb.send<{ clientProfiles?: ClientProfileRecord[] }>('/api/gymbuddy/bookings', {
    query: { side: 'gymBuddy' },
  })

const profileOf = (trainer: Member, client: { profile: ClientProfileRecord }) =>
  trainer.pb.collection('client_profiles').getOne(client.profile.id)

const listedBy = (trainer: Member, client: Member) =>
  trainer.pb
    .collection('client_profiles')
    .getFullList({ filter: trainer.pb.filter('user = {:user}', { user: client.record.id }) })

const readsOf = (member: Member) => member.pb.collection('profile_reads').getFullList<ProfileRead>()

/** Today in Singapore (UTC+8, no DST) as YYYY-MM-DD. */
const sgtToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** A whole hour `days` days ago (the session started then). */
const daysAgo = (days: number) => hoursFromNow(-days * 24 - 1)

async function expectHidden(trainer: Member, client: Member & { profile: ClientProfileRecord }) {
  await expectRefused(profileOf(trainer, client), { status: 404 })
  expect(await listedBy(trainer, client)).toEqual([])
  expect((await schedule(trainer)).clientProfiles).toEqual([])
}

describe('a fitness profile is shared only while a booking needs it', () => {
  it('a trainer whose only request was declined reads nothing, on any route', async () => {
    const client = await makeClient(server, 'Declined Client')
    const trainer = await makeTrainer(server, 'Declining Coach')
    const booking = await request(client, trainer, sgtSlot(3, 10))
    expect((await profileOf(trainer, client)).id).toBe(client.profile.id)
    await trainer.pb.collection('bookings').update(booking.id, { status: 'declined' })
    await expectHidden(trainer, client)
  })

  it('a cancelled or expired booking shares nothing; another trainer’s open booking does not help', async () => {
    const client = await makeClient(server, 'Closed Client')
    const cancelling = await makeTrainer(server, 'Cancelled Coach')
    const expiring = await makeTrainer(server, 'Expired Coach')
    const open = await makeTrainer(server, 'Open Coach')
    const cancelled = await request(client, cancelling, sgtSlot(4, 11))
    await client.pb
      .collection('bookings')
      .update(cancelled.id, { status: 'cancelled', cancelledBy: client.record.id })
    await makeBooking(server.root, client, expiring, hoursFromNow(-2), 'requested')
    await server.root.send('/api/crons/bookingsExpire', { method: 'POST' })
    await request(client, open, sgtSlot(5, 12))
    await expect
      .poll(async () => (await profileOf(expiring, client).catch(() => null)) === null)
      .toBe(true)
    await expectHidden(cancelling, client)
    await expectHidden(expiring, client)
    expect((await profileOf(open, client)).id).toBe(client.profile.id)
    expect((await schedule(open)).clientProfiles?.map((p) => p.id)).toEqual([client.profile.id])
  })

  it('a confirmed session shares the profile until 30 days after it ended', async () => {
    const client = await makeClient(server, 'Past Client')
    const recent = await makeTrainer(server, 'Recent Coach')
    const old = await makeTrainer(server, 'Old Coach')
    await makeBooking(server.root, client, recent, daysAgo(29), 'confirmed')
    await makeBooking(server.root, client, old, daysAgo(31), 'confirmed')
    expect((await profileOf(recent, client)).id).toBe(client.profile.id)
    expect((await schedule(recent)).clientProfiles?.map((p) => p.id)).toEqual([client.profile.id])
    await expectHidden(old, client)
  })
})

describe('profile_reads: who was shown my fitness profile', () => {
  it('a trainer with an open request reads the profile; one row a day, however often', async () => {
    const client = await makeClient(server, 'Read Client')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    await request(client, trainer, sgtSlot(2, 15))
    expect(await readsOf(client)).toEqual([])
    await profileOf(trainer, client)
    await profileOf(trainer, client)
    await listedBy(trainer, client)
    await schedule(trainer)
    await schedule(trainer)
    const reads = await readsOf(client)
    expect(reads).toHaveLength(1)
    expect(reads[0]).toMatchObject({
      client: client.record.id,
      reader: trainer.record.id,
      readerName: 'Marcus Lim',
      day: sgtToday(),
    })
    // The client reading their own profile is not a read by someone else.
    await client.pb.collection('client_profiles').getOne(client.profile.id)
    expect(await readsOf(client)).toHaveLength(1)
  })

  it('a list of client_profiles alone logs the read', async () => {
    const client = await makeClient(server, 'Listed Client')
    const trainer = await makeTrainer(server, 'Listing Coach')
    await request(client, trainer, sgtSlot(2, 18))
    expect((await listedBy(trainer, client)).map((p) => p.id)).toEqual([client.profile.id])
    expect((await readsOf(client)).map((read) => read.reader)).toEqual([trainer.record.id])
  })

  it('the Schedule alone logs the read; a trainer shown nothing logs nothing', async () => {
    const client = await makeClient(server, 'Schedule Client')
    const trainer = await makeTrainer(server, 'Schedule Coach')
    const declined = await makeTrainer(server, 'Shown Nothing Coach')
    await request(client, trainer, sgtSlot(2, 16))
    const refused = await request(client, declined, sgtSlot(2, 17))
    await declined.pb.collection('bookings').update(refused.id, { status: 'declined' })
    await schedule(trainer)
    await schedule(declined)
    await expectRefused(profileOf(declined, client), { status: 404 })
    expect((await readsOf(client)).map((read) => read.reader)).toEqual([trainer.record.id])
  })

  it('nobody but the client lists those rows, and nobody writes them through the API', async () => {
    const client = await makeClient(server, 'Private Log Client')
    const trainer = await makeTrainer(server, 'Log Coach')
    const other = await makeMember(server, 'Curious Member')
    await request(client, trainer, sgtSlot(3, 15))
    await profileOf(trainer, client)
    const [read] = await readsOf(client)
    expect(read).toBeDefined()
    for (const outsider of [trainer, other]) {
      expect(await readsOf(outsider)).toEqual([])
      await expectRefused(outsider.pb.collection('profile_reads').getOne(read!.id), {
        status: 404,
      })
    }
    expect(await makeVisitor(server).collection('profile_reads').getFullList()).toEqual([])
    const day = new Date(Date.now() - 5 * DAY_MS).toISOString().slice(0, 10)
    for (const member of [client, trainer]) {
      await expectRefused(
        member.pb.collection('profile_reads').create({
          client: client.record.id,
          reader: trainer.record.id,
          day,
        }),
        { status: 403 },
      )
      await expectRefused(member.pb.collection('profile_reads').update(read!.id, { day }), {
        status: 403,
      })
      await expectRefused(member.pb.collection('profile_reads').delete(read!.id), {
        status: 403,
      })
    }
    expect(await readsOf(client)).toHaveLength(1)
  })
})
