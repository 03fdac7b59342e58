// GET /api/gymbuddy/me: the signed-in area's first data in one request. It answers
// exactly what the gate's two calls give the same member (their users record; their client profile,
// or null where the lookup answers 404) and never another member's, without the list API's
// throttled empty answer.
import { describe, expect, it } from 'vitest'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { makeClient, makeMember, makeTrainer, makeVisitor, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

interface Me {
  user: UserRecord
  clientProfile: ClientProfileRecord | null
}

const meOf = (member: Member) => member.pb.send<Me>('/api/gymbuddy/me', {})

/** What the gate asked before, as the same member: getOne, then the profile lookup (404: none). */
async function sdkAnswers(member: Member): Promise<Me> {
  const pb = member.pb
  const user = await pb.collection('users').getOne(member.record.id)
  const clientProfile = await pb
    .collection('client_profiles')
    .getFirstListItem(pb.filter('user = {:me}', { me: member.record.id }))
    .catch((error: { status?: number }) => {
      if (error.status === 404) return null
      throw error
    })
  return { user, clientProfile }
}

/** Milliseconds each of `count` calls in a row takes. */
async function timesOf(count: number, call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i += 1) {
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
  }
  return times
}

describe('GET /api/gymbuddy/me', () => {
  it("answers a client's users record and client profile as the records API does", async () => {
    const client = await makeClient(server, 'Cara Client')
    const me = await meOf(client)
    expect(me).toEqual(await sdkAnswers(client))
    expect(me.user).toMatchObject({
      id: client.record.id,
      collectionName: 'users',
      email: client.email,
      userType: 'client',
      profile: client.profile.id,
    })
    expect(me.user).not.toHaveProperty('password')
    expect(me.user).not.toHaveProperty('tokenKey')
    expect(me.clientProfile).toMatchObject({
      id: client.profile.id,
      collectionName: 'client_profiles',
      user: client.record.id,
    })
  })

  it('answers clientProfile null for a member without one, and their users record', async () => {
    const member = await makeMember(server, 'New Member')
    const me = await meOf(member)
    expect(me).toEqual({
      user: await member.pb.collection('users').getOne(member.record.id),
      clientProfile: null,
    })
    expect(me).toEqual(await sdkAnswers(member))
    expect(me.user).toMatchObject({ id: member.record.id, email: member.email, userType: '' })
  })

  it("answers a trainer's users record (userType 'trainer') and no client profile", async () => {
    const trainer = await makeTrainer(server, 'Tina Trainer')
    const me = await meOf(trainer)
    expect(me).toEqual(await sdkAnswers(trainer))
    expect(me.user).toMatchObject({
      id: trainer.record.id,
      userType: 'trainer',
      trainer_profile: trainer.profile.id,
    })
    expect(me.clientProfile).toBeNull()
  })

  it('refuses a visitor with a 401', async () => {
    expect((await fetch(`${server.url}/api/gymbuddy/me`)).status).toBe(401)
    await expect(makeVisitor(server).send('/api/gymbuddy/me', {})).rejects.toMatchObject({
      status: 401,
    })
  })

  it("never gives a member another member's records", async () => {
    const [ann, ben] = await Promise.all([makeClient(server, 'Ann'), makeClient(server, 'Ben')])
    for (const [me, other] of [
      [ann, ben],
      [ben, ann],
    ] as const) {
      const answer = await meOf(me)
      expect([answer.user.id, answer.clientProfile?.id]).toEqual([me.record.id, me.profile.id])
      const text = JSON.stringify(answer)
      for (const theirs of [other.record.id, other.profile.id, other.email])
        expect(text).not.toContain(theirs)
    }
  })

  // PocketBase sleeps a random 0-500 ms on an empty filtered list once the same address had 3 empty
  // answers in 3 s (randomizedThrottle), rate limits on or off: the old profile lookup of a member
  // without one took up to ~500 ms from its 4th call in a row on (checked on 0.40.4: 8 calls took
  // 4, 4, 3, 372, 99, 392, 365, 62 ms). The route makes no list request, so it is never throttled.
  it('is not throttled for a member without a client profile, call after call', async () => {
    const member = await makeMember(server, 'Cold Opener')
    const times = await timesOf(8, () => meOf(member))
    expect(Math.max(...times), times.join(', ')).toBeLessThan(300)
    // Five throttled calls of the old path sum under 500 ms about once in 200 runs.
    expect(
      times.reduce((sum, each) => sum + each, 0),
      times.join(', '),
    ).toBeLessThan(500)
  })
})
