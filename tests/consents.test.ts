// Consent on record: sign-up agrees to the terms, a first fitness profile to its keeping and
// sharing, removing the profile withdraws that consent, and a member accepts newer terms once.
import { describe, expect, it } from 'vitest'
import type { ConsentsRecord } from '@/lib/pocketbase-types'
import termsVersions from '../pb_hooks/lib/privacy/consent_versions.json' with { type: 'json' }
import {
  NOT_YOURS,
  PASSWORD,
  clientProfileInput,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  uniqueEmail,
  type Member,
} from './factories'
import { request } from './bookings-support'
import { testServer } from './support/test-server'

const server = testServer()

const myConsents = (member: Member) =>
  member.pb.collection('consents').getFullList<ConsentsRecord>({
    filter: member.pb.filter('user = {:me}', { me: member.record.id }),
    sort: 'acceptedAt',
  })

const signUpBody = (extra: Record<string, unknown>) => ({
  name: 'New Member',
  email: uniqueEmail('consent'),
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  ...extra,
})

/** The factories' first-profile body without its consent, plus `extra`. */
const profileBody = (member: Member, extra: Record<string, unknown> = {}) => {
  const fields: Record<string, unknown> = { ...clientProfileInput, user: member.record.id }
  delete fields.healthConsent
  return { ...fields, ...extra }
}

describe('signing up', () => {
  it.each([
    ['without acceptTerms', {}],
    ['with acceptTerms false', { acceptTerms: false }],
    ['with acceptTerms "true" as text', { acceptTerms: 'true' }],
  ])(
    'refuses a raw sign-up %s with validation_terms_required, and no account is made',
    async (_, extra) => {
      const body = signUpBody(extra)
      await expectRefused(makeVisitor(server).collection('users').create(body), {
        status: 400,
        field: 'acceptTerms',
        code: 'validation_terms_required',
      })
      const found = await server.root
        .collection('users')
        .getList(1, 1, { filter: server.root.filter('email = {:email}', { email: body.email }) })
      expect(found.totalItems).toBe(0)
    },
  )

  it('records the current terms on sign-up, readable by that member only', async () => {
    const member = await makeMember(server, 'Consenting')
    const rows = await myConsents(member)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'terms', version: termsVersions.terms, withdrawnAt: '' })
    expect(Date.now() - Date.parse(rows[0]!.acceptedAt)).toBeLessThan(60_000)

    const other = await makeMember(server, 'Nosy')
    await expectRefused(other.pb.collection('consents').getOne(rows[0]!.id), { status: 404 })
    const seen = await other.pb.collection('consents').getFullList({
      filter: other.pb.filter('user = {:them}', { them: member.record.id }),
    })
    expect(seen).toEqual([])
    expect(await makeVisitor(server).collection('consents').getFullList()).toEqual([])
  })

  it('lets nobody create, change or delete a consent row over the API, its member included', async () => {
    const member = await makeMember(server, 'Own Rows')
    const [row] = await myConsents(member)
    await expectRefused(
      member.pb.collection('consents').create({
        user: member.record.id,
        kind: 'health',
        version: termsVersions.health,
        acceptedAt: new Date().toISOString(),
      }),
      { status: 403 },
    )
    await expectRefused(
      member.pb.collection('consents').update(row!.id, { version: '1999-01-01' }),
      { status: 403 },
    )
    await expectRefused(member.pb.collection('consents').delete(row!.id), { status: 403 })
    expect(await myConsents(member)).toEqual([row])
  })
})

describe('the fitness profile and its health consent', () => {
  it.each([
    ['without healthConsent', {}],
    ['with healthConsent false', { healthConsent: false }],
  ])('refuses a first fitness profile %s with validation_health_consent', async (_, extra) => {
    const member = await makeMember(server, 'No Consent')
    await expectRefused(
      member.pb.collection('client_profiles').create(profileBody(member, extra)),
      { status: 400, field: 'healthConsent', code: 'validation_health_consent' },
    )
    expect((await myConsents(member)).map((row) => row.kind)).toEqual(['terms'])
  })

  it('records the health consent with the profile, and refuses healthConsent on an update', async () => {
    const client = await makeClient(server, 'Health Consent')
    const rows = await myConsents(client)
    expect(rows.map((row) => [row.kind, row.version, row.withdrawnAt])).toEqual([
      ['terms', termsVersions.terms, ''],
      ['health', termsVersions.health, ''],
    ])
    await expectRefused(
      client.pb
        .collection('client_profiles')
        .update(client.profile.id, { healthConsent: true, budget: 5 }),
      { status: 400, field: 'healthConsent', code: 'validation_unknown_field' },
    )
  })

  it('lets the owner delete their profile (204): the user link empties and the health consent is withdrawn', async () => {
    const client = await makeClient(server, 'Withdrawing')
    expect(client.record.profile).toBe(client.profile.id)
    await client.pb.collection('client_profiles').delete(client.profile.id)

    const user = await client.pb.collection('users').getOne(client.record.id)
    expect(user.profile).toBe('')
    expect(user.userType).toBe('client')
    await expectRefused(client.pb.collection('client_profiles').getOne(client.profile.id), {
      status: 404,
    })
    const health = (await myConsents(client)).filter((row) => row.kind === 'health')
    expect(health).toHaveLength(1)
    expect(Date.now() - Date.parse(health[0]!.withdrawnAt ?? '')).toBeLessThan(60_000)
    const terms = (await myConsents(client)).filter((row) => row.kind === 'terms')
    expect(terms[0]!.withdrawnAt).toBe('')

    // Sharing again is a new consent, and the member can link the new profile.
    const again = await client.pb
      .collection('client_profiles')
      .create(profileBody(client, { healthConsent: true }))
    await client.pb.collection('users').update(client.record.id, { profile: again.id })
    const after = (await myConsents(client)).filter((row) => row.kind === 'health')
    expect(after.map((row) => row.withdrawnAt === '')).toEqual([false, true])
  })

  it('after the owner deletes it, their trainer is shown no profile, and booking and chat go on', async () => {
    const client = await makeClient(server, 'Booked Withdrawer')
    const trainer = await makeTrainer(server, 'Booked Coach')
    const first = await request(client, trainer, sgtSlot(3, 10))
    const chat = await client.pb
      .collection('chats')
      .create({ user1: client.record.id, user2: trainer.record.id })
    const shown = () =>
      trainer.pb.send<{ clientProfiles?: { user: string }[] }>('/api/gymbuddy/bookings', {
        query: { side: 'gymBuddy', now: new Date().toISOString() },
      })
    expect((await shown()).clientProfiles?.map((profile) => profile.user)).toEqual([
      client.record.id,
    ])

    await client.pb.collection('client_profiles').delete(client.profile.id)
    expect((await shown()).clientProfiles).toEqual([])
    const listed = await trainer.pb.collection('client_profiles').getList(1, 10, {
      filter: trainer.pb.filter('user = {:client}', { client: client.record.id }),
    })
    expect(listed.items).toEqual([])

    // Bookings and chats go on without a profile.
    const second = await request(client, trainer, sgtSlot(4, 11))
    expect(second.status).toBe('requested')
    await trainer.pb.collection('bookings').update(first.id, { status: 'confirmed' })
    const message = await client.pb
      .collection('messages')
      .create({ chat: chat.id, sender: client.record.id, text: 'Still on for Thursday?' })
    expect(message.text).toBe('Still on for Thursday?')
  })

  it('refuses to let another member or a visitor delete a profile', async () => {
    const client = await makeClient(server, 'Kept Profile')
    const other = await makeClient(server, 'Other Client')
    await expectRefused(other.pb.collection('client_profiles').delete(client.profile.id), {
      status: NOT_YOURS,
    })
    await expectRefused(
      makeVisitor(server).collection('client_profiles').delete(client.profile.id),
      {
        status: NOT_YOURS,
      },
    )
    const still = await client.pb.collection('client_profiles').getOne(client.profile.id)
    expect(still.id).toBe(client.profile.id)
  })
})

describe('POST /api/gymbuddy/me/consents', () => {
  const accept = (member: Member, body: Record<string, unknown>) =>
    member.pb.send<{ kind: string; version: string; acceptedAt: string }>(
      '/api/gymbuddy/me/consents',
      { method: 'POST', body },
    )

  it('records the current terms for a member who had none (an account made before consents), once', async () => {
    const member = await makeMember(server, 'Older Account')
    await server.root.collection('consents').delete((await myConsents(member))[0]!.id)
    expect(await myConsents(member)).toEqual([])

    const body = { kind: 'terms', version: termsVersions.terms }
    const first = await accept(member, body)
    expect(first).toMatchObject(body)
    const second = await accept(member, body)
    expect(second).toEqual(first)
    const rows = await myConsents(member)
    expect(rows.map((row) => [row.kind, row.version])).toEqual([['terms', termsVersions.terms]])
  })

  it('records the current terms after an older version', async () => {
    const member = await makeMember(server, 'Old Terms')
    const [row] = await myConsents(member)
    await server.root.collection('consents').update(row!.id, { version: '2020-01-01' })
    await accept(member, { kind: 'terms', version: termsVersions.terms })
    expect((await myConsents(member)).map((found) => found.version)).toEqual([
      '2020-01-01',
      termsVersions.terms,
    ])
  })

  it.each([
    [
      'an older version',
      { kind: 'terms', version: '2020-01-01' },
      'version',
      'validation_consent_version',
    ],
    [
      'health',
      { kind: 'health', version: termsVersions.health },
      'kind',
      'validation_consent_kind',
    ],
    ['no kind', { version: termsVersions.terms }, 'kind', 'validation_consent_kind'],
    [
      'a version that is not text',
      { kind: 'terms', version: 20261129 },
      'version',
      'validation_invalid_type',
    ],
    [
      'an extra field',
      { kind: 'terms', version: termsVersions.terms, user: 'x' },
      'user',
      'validation_unknown_field',
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, field, code) => {
    const member = await makeMember(server, 'Strict')
    await expectRefused(accept(member, body), { status: 400, field, code })
    expect(await myConsents(member)).toHaveLength(1)
  })

  it('answers a visitor 401', async () => {
    await expectRefused(
      makeVisitor(server).send('/api/gymbuddy/me/consents', {
        method: 'POST',
        body: { kind: 'terms', version: termsVersions.terms },
      }),
      { status: 401 },
    )
  })
})
