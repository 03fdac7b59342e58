// GET /api/gymbuddy/me (issue 17): the signed-in area's first data in one request. It answers
// exactly what the gate's two calls give the same member (their users record, their client
// profile or none) and never another member's, without the list API's throttled empty answer.
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

/** What the gate asked before: the users record and the profile lookup (404: none). */
async function sdkAnswers(member: Member) {
  const user = await member.pb.collection('users').getOne(member.record.id)
  const clientProfile = await member.pb
    .collection('client_profiles')
    .getFirstListItem(`user = "${member.record.id}"`)
    .catch((error: { status?: number }) => {
      if (error.status === 404) return null
      throw error
    })
  return { user: { ...user }, clientProfile: clientProfile && { ...clientProfile } }
}

describe('GET /api/gymbuddy/me', () => {
  it("answers a client's users record and client profile as the records API does", async () => {
    const client = await makeClient(server, 'Cara Client')
    const me = await meOf(client)
    expect(me).toEqual(await sdkAnswers(client))
    expect(me.clientProfile).toMatchObject({ id: client.profile.id, user: client.record.id })
    expect(me.user).toMatchObject({ email: client.email, userType: 'client' })
  })

  it('answers no profile for a new member and a trainer', async () => {
    const member = await makeMember(server, 'New Member')
    const trainer = await makeTrainer(server, 'Tina Trainer')
    for (const who of [member, trainer]) {
      const me = await meOf(who)
      expect(me.clientProfile).toBeNull()
      expect(me).toEqual(await sdkAnswers(who))
    }
    expect((await meOf(trainer)).user.userType).toBe('trainer')
  })

  it('gives each member only their own records, and a visitor a 401', async () => {
    const [a, b] = await Promise.all([makeClient(server, 'Ann'), makeClient(server, 'Ben')])
    const [meA, meB] = await Promise.all([meOf(a), meOf(b)])
    expect([meA.user.id, meA.clientProfile?.id]).toEqual([a.record.id, a.profile.id])
    expect([meB.user.id, meB.clientProfile?.id]).toEqual([b.record.id, b.profile.id])
    await expect(makeVisitor(server).send('/api/gymbuddy/me', {})).rejects.toMatchObject({
      status: 401,
    })
  })
})
