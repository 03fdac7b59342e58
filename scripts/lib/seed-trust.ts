// Demo trust and safety (docs/trust-and-safety.md): the first catalogue trainers hold credentials
// the demo operator verified (so "Verified coaches" and the badges show on a fresh start), and the
// demo trainer's CPR/AED certificate waits on the operator's desk at /ops. Credentials are added
// as a superuser (the server makes them pending) and checked by the demo operator over the records
// API, as on the desk, so the log and notices are real. Idempotent: skipped once any exists.
import PocketBase from 'pocketbase'
import type { TypedPocketBase, UserRecord } from '@/lib/types'
import { DEMO_OPERATOR, DEMO_TRAINERS } from './demo-data'

const DAY_MS = 24 * 3600_000

/** A date `days` ahead as PocketBase stores it (the server takes it as the end of that SGT day). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().replace('T', ' ')

const CHECKED = [
  {
    trainer: 0,
    kind: 'nrep',
    title: 'NREP registered',
    number: 'NREP-01234',
    issuer: 'SkillsFuture Singapore',
    days: 0,
  },
  {
    trainer: 0,
    kind: 'cpr_aed',
    title: 'CPR + AED',
    number: 'SRC-88211',
    issuer: 'Singapore Red Cross',
    days: 300,
  },
  {
    trainer: 1,
    kind: 'cpr_aed',
    title: 'CPR + AED',
    number: 'SLS-55102',
    issuer: 'Singapore Life Saving Society',
    days: 120,
  },
  {
    trainer: 2,
    kind: 'nrep',
    title: 'NREP registered',
    number: 'NREP-04410',
    issuer: 'SkillsFuture Singapore',
    days: 0,
  },
] as const

async function userByEmail(pb: TypedPocketBase, email: string): Promise<UserRecord> {
  return pb.collection('users').getFirstListItem(pb.filter('email = {:email}', { email }))
}

export async function seedDemoTrust(pb: TypedPocketBase, demoTrainer: UserRecord): Promise<number> {
  if ((await pb.collection('credentials').getList(1, 1)).totalItems > 0) return 0
  const operator = new PocketBase(pb.baseURL) as TypedPocketBase
  operator.autoCancellation(false)
  await operator.collection('users').authWithPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password)
  let created = 0
  for (const item of CHECKED) {
    const trainer = await userByEmail(pb, DEMO_TRAINERS[item.trainer]!.email)
    const credential = await pb.collection('credentials').create({
      trainer: trainer.id,
      kind: item.kind,
      title: item.title,
      number: item.number,
      issuer: item.issuer,
      expiresAt: item.days ? daysAhead(item.days) : '',
    })
    await operator
      .collection('credentials')
      .update(credential.id, { status: 'verified', note: 'Checked against the register.' })
    created += 1
  }
  await pb.collection('credentials').create({
    trainer: demoTrainer.id,
    kind: 'cpr_aed',
    title: 'CPR + AED',
    number: 'SRC-10293',
    issuer: 'Singapore Red Cross',
    expiresAt: daysAhead(400),
  })
  return created + 1
}
