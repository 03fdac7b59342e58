// Helpers for the payment tests: a trainer with PayNow details, an active package purchase and
// the credit ledger as a superuser reads it.
import type { TypedPocketBase } from '@/lib/types'
import type { Member, Server } from './factories'
import { makeTrainer } from './factories'

export type Trainer = Awaited<ReturnType<typeof makeTrainer>>

/** A trainer (rate S$80 unless given) whose profile has a PayNow mobile. */
export async function makePayNowTrainer(server: Server, rate = 80): Promise<Trainer> {
  const trainer = await makeTrainer(server, 'Marcus')
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { rate })
  await trainer.pb.send('/api/gymbuddy/paynow', {
    method: 'POST',
    body: { paynowId: '+65 9123 4567', paynowName: 'Marcus Tan' },
  })
  return trainer
}

export interface PackageInput {
  sessions?: number
  price?: number
  validDays?: number
}

/** The trainer's package on offer. */
export function makePackage(trainer: Member, input: PackageInput = {}) {
  return trainer.pb.collection('packages').create({
    trainer: trainer.record.id,
    name: 'Five sessions',
    sessions: input.sessions ?? 5,
    price: input.price ?? 350,
    validDays: input.validDays ?? 90,
    active: true,
  })
}

/** The client buys the trainer's package and the trainer marks it paid: the active purchase. */
export async function activePurchase(client: Member, trainer: Member, input: PackageInput = {}) {
  const pkg = await makePackage(trainer, input)
  const purchase = await client.pb
    .collection('package_purchases')
    .create({ package: pkg.id, client: client.record.id })
  return trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
}

/** The purchase's ledger rows, oldest first, and their sum. */
export async function ledgerOf(root: TypedPocketBase, purchaseId: string) {
  const rows = await root.collection('credit_ledger').getFullList({
    filter: root.filter('purchase = {:p}', { p: purchaseId }),
    sort: 'created',
  })
  return { rows, balance: rows.reduce((sum, row) => sum + (row.delta ?? 0), 0) }
}
