// Credential expiry: the hourly sweep warns a trainer once, 30 days before a verified credential
// expires (credential_expiring), and on the day it passes marks it expired and tells them
// (credential_expired). The badge goes at that instant, before the sweep runs.
import { describe, expect, it } from 'vitest'
import type { CredentialsResponse } from '@/lib/pocketbase-types'
import { makeOperator, makeTrainer, makeVisitor, sgtSlot, type Member } from './factories'
import { hooksWithTestRoutes, SQL_ROUTE } from './support/test-hooks'
import { testServer } from './support/test-server'

const server = testServer({ hooksDir: hooksWithTestRoutes(SQL_ROUTE), mail: true })

const stored = (iso: string) => iso.replace('T', ' ')

/** Runs the sweep as the scheduler does (PocketBase's own cron endpoint runs it in the background). */
const sweep = () => server.root.send('/api/crons/gymbuddy_credentials_expiry', { method: 'POST' })

async function sql(statement: string, params: Record<string, string>) {
  await server.root.send('/api/test/sql', { method: 'POST', body: { sql: statement, params } })
}

async function verifiedCredential(trainer: Member, days: number) {
  const operator = await makeOperator(server)
  const created = await trainer.pb.collection('credentials').create<CredentialsResponse>({
    trainer: trainer.record.id,
    kind: 'cpr_aed',
    issuer: 'Singapore Red Cross',
    expiresAt: sgtSlot(days, 12),
  })
  await operator.pb.collection('credentials').update(created.id, { status: 'verified' })
  return created
}

async function noticeKinds(trainer: Member) {
  const rows = await trainer.pb.collection('notifications').getFullList({ sort: 'created' })
  return rows.map((row) => row.kind)
}

describe('credential expiry', () => {
  it('warns the trainer once, 30 days before, and not earlier', async () => {
    const trainer = await makeTrainer(server, 'Coach Expiring')
    const far = await verifiedCredential(trainer, 45)
    const near = await verifiedCredential(trainer, 20)
    await sweep()
    await sweep()
    await expect
      .poll(async () =>
        (await noticeKinds(trainer)).filter((kind) => kind === 'credential_expiring'),
      )
      .toHaveLength(1)
    const notice = (await trainer.pb.collection('notifications').getFullList()).find(
      (row) => row.kind === 'credential_expiring',
    )
    expect(notice?.datetime).toBe(
      (await trainer.pb.collection('credentials').getOne(near.id)).expiresAt,
    )
    expect((await trainer.pb.collection('credentials').getOne(far.id)).status).toBe('verified')
  })

  it('on the day it passes: the badge goes at once, the sweep marks it expired and tells the trainer', async () => {
    const trainer = await makeTrainer(server, 'Coach Lapsed')
    const credential = await verifiedCredential(trainer, 3)
    const visitor = makeVisitor(server)
    expect((await visitor.collection('gym_buddies_view').getOne(trainer.record.id)).verified).toBe(
      true,
    )
    await sql('UPDATE credentials SET expiresAt = {:at} WHERE id = {:id}', {
      at: stored(new Date(Date.now() - 60_000).toISOString()),
      id: credential.id,
    })
    // Before the sweep: the view and the public list already leave it out.
    expect((await visitor.collection('gym_buddies_view').getOne(trainer.record.id)).verified).toBe(
      false,
    )
    const filter = `trainer = "${trainer.record.id}"`
    expect(await visitor.collection('credentials').getFullList({ filter })).toEqual([])

    await sweep()
    await expect
      .poll(async () => (await trainer.pb.collection('credentials').getOne(credential.id)).status)
      .toBe('expired')
    await expect.poll(() => noticeKinds(trainer)).toContain('credential_expired')
    await sweep()
    const kinds = await noticeKinds(trainer)
    expect(kinds.filter((kind) => kind === 'credential_expired')).toHaveLength(1)
  })

  it('the trainer also hears by email: verified, expiring soon, expired; each opens their profile', async () => {
    const trainer = await makeTrainer(server, 'Coach Mailed')
    const credential = await verifiedCredential(trainer, 20)
    await sweep()
    await expect.poll(() => noticeKinds(trainer)).toContain('credential_expiring')
    await sql('UPDATE credentials SET expiresAt = {:at} WHERE id = {:id}', {
      at: stored(new Date(Date.now() - 60_000).toISOString()),
      id: credential.id,
    })
    await sweep()
    await expect.poll(() => noticeKinds(trainer)).toContain('credential_expired')
    await server.root.send('/api/crons/gymbuddy_notification_emails', { method: 'POST' })
    const mails = await server.mail.waitForInbox(trainer.email, 4)
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your credential is verified',
        'Your credential expires soon',
        'Your credential has expired',
      ]),
    )
    const soon = mails.find((mail) => mail.subject === 'Your credential expires soon')!
    expect(soon.text).toMatch(/expires on \w{3} \d{1,2} \w{3} \d{4}\. Add the renewed one/)
    expect(soon.text).toContain('/user/gym-buddy-profile/edit')
  })

  it('an expired credential cannot be verified again; the trainer adds the renewed one', async () => {
    const trainer = await makeTrainer(server, 'Coach Renewing')
    const operator = await makeOperator(server)
    const credential = await verifiedCredential(trainer, 3)
    await sql('UPDATE credentials SET expiresAt = {:at} WHERE id = {:id}', {
      at: stored(new Date(Date.now() - 60_000).toISOString()),
      id: credential.id,
    })
    await sweep()
    await expect
      .poll(async () => (await trainer.pb.collection('credentials').getOne(credential.id)).status)
      .toBe('expired')
    await expect(
      operator.pb.collection('credentials').update(credential.id, { status: 'verified' }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
