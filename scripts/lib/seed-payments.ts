// Demo payments (docs/payments.md): the demo trainer's PayNow details and a package; the demo
// client holds an active purchase of it (paid, said so, confirmed); of the demo trainer's past sessions, the latest is paid,
// the one before it claimed and the others left unpaid. Written as a
// superuser, so the hooks still write the ledger and the notifications. Idempotent: skipped once
// the demo trainer has a package.
import type { TypedPocketBase, UserRecord } from '@/lib/types'

export async function seedDemoPayments(
  pb: TypedPocketBase,
  client: UserRecord,
  trainer: UserRecord,
): Promise<number> {
  const mine = pb.filter('trainer = {:t}', { t: trainer.id })
  if ((await pb.collection('packages').getList(1, 1, { filter: mine })).totalItems > 0) return 0
  const profile = await pb
    .collection('trainer_profiles')
    .getFirstListItem(pb.filter('user = {:u}', { u: trainer.id }))
  await pb
    .collection('trainer_profiles')
    .update(profile.id, { paynowId: '+6591234567', paynowName: trainer.name })
  const pkg = await pb.collection('packages').create({
    trainer: trainer.id,
    name: 'Ten-session block',
    sessions: 10,
    price: 800,
    validDays: 120,
    active: true,
  })
  const purchase = await pb.collection('package_purchases').create({
    package: pkg.id,
    client: client.id,
    trainer: trainer.id,
    sessions: 10,
    price: 800,
    status: 'pending',
    // The client said they paid before the trainer confirmed it, as the app asks.
    claimedAt: new Date().toISOString().replace('T', ' '),
  })
  await pb.collection('package_purchases').update(purchase.id, { status: 'active' })

  const past = await pb.collection('bookings').getFullList({
    filter: pb.filter(
      "gymBuddy = {:t} && status = 'confirmed' && payment = 'unpaid' && datetime < @now",
      { t: trainer.id },
    ),
    sort: '-datetime',
  })
  const [paid, claimed] = past
  if (paid) await pb.collection('bookings').update(paid.id, { payment: 'received' })
  if (claimed) await pb.collection('bookings').update(claimed.id, { payment: 'claimed' })
  // The rest stay unpaid: the trainer's "Unpaid past sessions".
  return 3 + (paid ? 1 : 0) + (claimed ? 1 : 0)
}
