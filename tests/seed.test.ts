// The demo seed (scripts/seed.ts): the catalogue and the demo logins, and a second run adds nothing.
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TypedPocketBase } from '@/lib/types'
import { DEMO_CLIENT, DEMO_TRAINER, DEMO_TRAINERS } from '../scripts/lib/demo-data'
import { startTestPocketBase, type RunningPocketBase } from '../scripts/lib/pocketbase'
import { seedDemoData } from '../scripts/seed'

let server: RunningPocketBase & { superuser: { email: string; password: string } }
let firstRun: { created: number }

beforeAll(async () => {
  server = await startTestPocketBase()
  firstRun = await seedDemoData(server.url, server.superuser)
})

afterAll(async () => {
  await server?.stop()
})

function client(): TypedPocketBase {
  const pb = new PocketBase(server.url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

describe('demo seed', () => {
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
    const schedule = await asTrainer.collection('bookings').getFullList()
    expect(schedule.map((booking) => booking.status)).toEqual(['requested'])
  })

  it('a second run creates nothing', async () => {
    expect(firstRun.created).toBeGreaterThan(DEMO_TRAINERS.length)
    expect(await seedDemoData(server.url, server.superuser)).toEqual({ created: 0 })
  })
})
