// Verified coaches in the finder: gym_buddies_view's `verified` and `badges`, the finder route's
// "Verified coaches" filter (verified=1) and its cards, and suspended members leaving every list
// of trainers (and booking) the moment the suspension is set, coming back when it is lifted.
import { describe, expect, it } from 'vitest'
import type { CredentialsResponse } from '@/lib/pocketbase-types'
import type { GymBuddyRecord } from '@/lib/types'
import {
  expectRefused,
  makeClient,
  makeOperator,
  makeTrainer,
  sgtSlot,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

type Row = GymBuddyRecord & { verified: boolean; badges: unknown[] }

async function getJson(path: string, member?: Member) {
  const headers: Record<string, string> = member ? { authorization: member.pb.authStore.token } : {}
  const response = await fetch(`${server.url}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const items = (answer: { body: Record<string, unknown> }) => answer.body.items as Row[]

/** A listed trainer whose name carries `tag`, so a finder search finds exactly them. */
async function coach(tag: string) {
  const trainer = await makeTrainer(server, `Coach ${tag}`)
  await trainer.pb
    .collection('trainer_profiles')
    .update(trainer.profile.id, { preferredLocation: 'Central' })
  return trainer
}

async function addCredential(trainer: Member, body: Record<string, unknown>) {
  return trainer.pb
    .collection('credentials')
    .create<CredentialsResponse>({ ...body, trainer: trainer.record.id })
}

async function verify(credential: CredentialsResponse) {
  const operator = await makeOperator(server)
  await operator.pb.collection('credentials').update(credential.id, { status: 'verified' })
}

const viewRow = async (trainer: Member) =>
  (await getJson(`/api/collections/gym_buddies_view/records/${trainer.record.id}`)).body as Row

describe('verified coaches', () => {
  it('the view says verified, with badges naming what was checked, only once an operator verified it', async () => {
    const trainer = await coach('Badge')
    expect(await viewRow(trainer)).toMatchObject({ verified: false, badges: [] })
    const cpr = await addCredential(trainer, {
      kind: 'cpr_aed',
      title: 'Heartsaver CPR AED',
      expiresAt: '2030-03-31',
    })
    const nrep = await addCredential(trainer, { kind: 'nrep', number: 'NREP-1' })
    expect(await viewRow(trainer)).toMatchObject({ verified: false, badges: [] })
    await verify(cpr)
    await verify(nrep)
    expect(await viewRow(trainer)).toMatchObject({
      verified: true,
      badges: [
        { kind: 'nrep', title: 'NREP registration', expiresAt: '' },
        { kind: 'cpr_aed', title: 'Heartsaver CPR AED', expiresAt: '2030-03-31 15:59:59.999Z' },
      ],
    })
  })

  it('the finder filters "Verified coaches" (verified=1); its cards carry the view’s verified and badges', async () => {
    const tag = `Vf${crypto.randomUUID().slice(0, 6)}`
    const checked = await coach(`${tag} Checked`)
    const unchecked = await coach(`${tag} Unchecked`)
    await addCredential(unchecked, { kind: 'nrep', number: 'NREP-2' }) // pending: not verified
    await verify(await addCredential(checked, { kind: 'nrep', number: 'NREP-3' }))
    const all = items(await getJson(`/api/gymbuddy/finder?search=${tag}`))
    expect(all.map((row) => row.id).sort()).toEqual([checked.record.id, unchecked.record.id].sort())
    const verified = await getJson(`/api/gymbuddy/finder?search=${tag}&verified=1`)
    expect(items(verified).map((row) => row.id)).toEqual([checked.record.id])
    expect(verified.body.totalItems).toBe(1)
    const card = items(verified)[0]
    const view = await viewRow(checked)
    expect({ verified: card.verified, badges: card.badges }).toEqual({
      verified: view.verified,
      badges: view.badges,
    })
    // Without a search (a scan of the table) the filter holds too.
    const scan = items(await getJson('/api/gymbuddy/finder?verified=1&perPage=100'))
    expect(scan.every((row) => row.verified)).toBe(true)
    expect(scan.map((row) => row.id)).toContain(checked.record.id)
    expect(await getJson('/api/gymbuddy/finder?verified=yes')).toMatchObject({
      status: 400,
      body: { data: { verified: { code: 'validation_invalid_value' } } },
    })
  })

  it('a visitor’s kept list of the view shows a verification at once', async () => {
    const trainer = await coach('Cached')
    const list = async () =>
      items(await getJson('/api/collections/gym_buddies_view/records?perPage=500')).find(
        (row) => row.id === trainer.record.id,
      )
    expect((await list())?.verified).toBe(false)
    expect((await list())?.verified).toBe(false) // answered from the kept copy
    await verify(await addCredential(trainer, { kind: 'nrep' }))
    expect((await list())?.verified).toBe(true)
  })
})

describe('suspended members leave the finder at once', () => {
  it('a suspended trainer leaves the view, the finder and recommendations and cannot be booked; lifting it brings them back', async () => {
    const tag = `Sp${crypto.randomUUID().slice(0, 6)}`
    const trainer = await coach(tag)
    const client = await makeClient(server, 'Finder Client')
    const seen = async () => ({
      view: (await getJson(`/api/collections/gym_buddies_view/records/${trainer.record.id}`))
        .status,
      list: items(await getJson('/api/collections/gym_buddies_view/records?perPage=500')).some(
        (row) => row.id === trainer.record.id,
      ),
      finder: items(await getJson(`/api/gymbuddy/finder?search=${tag}`)).length,
      picks: items(await getJson('/api/gymbuddy/recommendations', client)).some(
        (row) => row.id === trainer.record.id,
      ),
    })
    expect(await seen()).toEqual({ view: 200, list: true, finder: 1, picks: true })

    // As the operator's suspend route sets it (a save of the users row).
    await server.root
      .collection('users')
      .update(trainer.record.id, { suspendedAt: new Date().toISOString() })
    expect(await seen()).toEqual({ view: 404, list: false, finder: 0, picks: false })
    await expectRefused(
      client.pb.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime: sgtSlot(3, 10),
      }),
      { status: 400, field: 'gymBuddy' },
    )

    await server.root.collection('users').update(trainer.record.id, { suspendedAt: '' })
    expect(await seen()).toEqual({ view: 200, list: true, finder: 1, picks: true })
  })
})
