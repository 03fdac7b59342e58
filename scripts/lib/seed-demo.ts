// Seeds the demo data through the API as a superuser (so every hook still runs). Idempotent:
// records are found by email / owner / pair first, and nothing that exists is changed.
import { randomBytes } from 'node:crypto'
import PocketBase, { ClientResponseError } from 'pocketbase'
import type { UsersRecord } from '@/lib/pocketbase-types'
import type { TypedPocketBase, UserRecord } from '@/lib/types'
import {
  DEMO_CLIENT,
  DEMO_CLIENT_PROFILE,
  DEMO_OPERATOR,
  DEMO_TRAINER,
  DEMO_TRAINER_PROFILE,
  DEMO_TRAINERS,
  type DemoLogin,
  type DemoTrainer,
} from './demo-data'
import type { SuperuserCredentials } from './pocketbase'
import { seedDemoAttendance } from './seed-attendance'
import { seedDemoBookings } from './seed-bookings'
import { seedDemoConsents } from './seed-consents'
import { seedDemoPayments } from './seed-payments'
import { seedDemoReviews } from './seed-reviews'
import { seedDemoSeries } from './seed-series'
import { seedDemoTrust } from './seed-trust'
import { seedDemoWhenWhere } from './seed-when-where'

export interface SeedSummary {
  created: number
}

type Profile = Omit<DemoTrainer, 'name' | 'email'>

const SEED_CONCURRENCY = 4

async function findFirst<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null
    throw error
  }
}

class Seeder {
  created = 0

  constructor(private readonly pb: TypedPocketBase) {}

  async user(name: string, email: string, password: string): Promise<UserRecord> {
    const users = this.pb.collection('users')
    const existing = await findFirst(
      users.getFirstListItem(this.pb.filter('email = {:email}', { email })),
    )
    if (existing) return existing
    this.created += 1
    return users.create({ name, email, password, passwordConfirm: password, verified: true })
  }

  /** A member whose hidden operator flag is set (only a superuser sets it). */
  async operator(login: DemoLogin): Promise<UserRecord> {
    const user = await this.user(login.name, login.email, login.password)
    const stored = await this.pb.collection('users').getOne<UsersRecord>(user.id)
    if (!stored.operator) await this.pb.collection('users').update(user.id, { operator: true })
    return user
  }

  async clientProfile(user: UserRecord): Promise<string> {
    const profiles = this.pb.collection('client_profiles')
    const filter = this.pb.filter('user = {:user}', { user: user.id })
    const existing = await findFirst(profiles.getFirstListItem(filter))
    if (existing) return existing.id
    this.created += 1
    return (await profiles.create({ ...DEMO_CLIENT_PROFILE, user: user.id })).id
  }

  async trainerProfile(user: UserRecord, profile: Profile): Promise<string> {
    const profiles = this.pb.collection('trainer_profiles')
    const filter = this.pb.filter('user = {:user}', { user: user.id })
    const existing = await findFirst(profiles.getFirstListItem(filter))
    if (existing) return existing.id
    this.created += 1
    // Demo trainers show their email on their card (real trainers choose, off by default).
    return (await profiles.create({ ...profile, showEmail: true, user: user.id })).id
  }

  /** Sets only the links that are still empty, and userType when it is not set yet. */
  async link(
    user: UserRecord,
    links: Partial<Pick<UserRecord, 'profile' | 'trainer_profile'>>,
    userType: UserRecord['userType'],
  ): Promise<void> {
    const patch: Record<string, string> = {}
    if (links.profile && !user.profile) patch.profile = links.profile
    if (links.trainer_profile && !user.trainer_profile)
      patch.trainer_profile = links.trainer_profile
    if (!user.userType) patch.userType = userType
    if (Object.keys(patch).length) await this.pb.collection('users').update(user.id, patch)
  }

  /** A short conversation and one pending request between the demo client and demo trainer. */
  async conversation(client: UserRecord, trainer: UserRecord): Promise<void> {
    const pair = this.pb.filter(
      '(user1 = {:a} && user2 = {:b}) || (user1 = {:b} && user2 = {:a})',
      { a: client.id, b: trainer.id },
    )
    if (!(await findFirst(this.pb.collection('chats').getFirstListItem(pair)))) {
      const chat = await this.pb.collection('chats').create({ user1: client.id, user2: trainer.id })
      const messages = [
        [client.id, 'Hi Marcus! Do you have evening slots for strength training?'],
        [trainer.id, 'Hi Rachel, yes — weekdays from 18:00. Book a slot and I will confirm it.'],
      ] as const
      for (const [sender, text] of messages) {
        await this.pb.collection('messages').create({ chat: chat.id, sender, text })
      }
      this.created += 1 + messages.length
    }
    const between = this.pb.filter('booker = {:client} && gymBuddy = {:trainer}', {
      client: client.id,
      trainer: trainer.id,
    })
    if (!(await findFirst(this.pb.collection('bookings').getFirstListItem(between)))) {
      await this.pb.collection('bookings').create({
        booker: client.id,
        gymBuddy: trainer.id,
        datetime: sgtSlotInDays(3, 19),
        status: 'requested',
      })
      this.created += 1
    }
  }
}

/** A password nobody knows that still passes the strength rule (upper, lower, digit). */
function unknownPassword(): string {
  return `Gb1-${randomBytes(18).toString('base64url')}`
}

/** `days` days after today (Singapore date) at `hour`:00 Singapore time, as an ISO instant. */
function sgtSlotInDays(days: number, hour: number): string {
  const nowSgt = new Date(Date.now() + 8 * 3600_000)
  const day = Date.UTC(nowSgt.getUTCFullYear(), nowSgt.getUTCMonth(), nowSgt.getUTCDate() + days)
  return new Date(day + (hour - 8) * 3600_000).toISOString()
}

/** Seeds the ~20 trainers, the demo client and the demo trainer; returns how much it created. */
export async function seedDemoData(
  url: string,
  superuser: SuperuserCredentials,
): Promise<SeedSummary> {
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password)
  const seed = new Seeder(pb)

  // Password hashing dominates; a few at a time keeps a cold start short.
  for (let i = 0; i < DEMO_TRAINERS.length; i += SEED_CONCURRENCY) {
    await Promise.all(
      DEMO_TRAINERS.slice(i, i + SEED_CONCURRENCY).map(async (trainer) => {
        const { name, email, ...profile } = trainer
        // Catalogue trainers never sign in: a random password nobody knows.
        const user = await seed.user(name, email, unknownPassword())
        await seed.link(
          user,
          { trainer_profile: await seed.trainerProfile(user, profile) },
          'trainer',
        )
      }),
    )
  }

  const client = await seed.user(DEMO_CLIENT.name, DEMO_CLIENT.email, DEMO_CLIENT.password)
  await seed.link(client, { profile: await seed.clientProfile(client) }, 'client')

  const trainer = await seed.user(DEMO_TRAINER.name, DEMO_TRAINER.email, DEMO_TRAINER.password)
  await seed.link(
    trainer,
    {
      profile: await seed.clientProfile(trainer),
      trainer_profile: await seed.trainerProfile(trainer, DEMO_TRAINER_PROFILE),
    },
    'trainer',
  )
  await seed.conversation(client, trainer)
  const operator = await seed.operator(DEMO_OPERATOR)
  // The demo logins have agreed to the current terms (and the client to their health notes).
  seed.created += await seedDemoConsents(pb, [client, trainer, operator])
  seed.created += await seedDemoBookings(pb, client, trainer)
  seed.created += await seedDemoSeries(pb, client, trainer)
  seed.created += await seedDemoReviews(pb)
  seed.created += await seedDemoAttendance(pb, client, trainer)
  seed.created += await seedDemoPayments(pb, client, trainer)
  seed.created += await seedDemoTrust(pb, trainer)
  // Last: it gives every session of the demo trainer seeded above a venue.
  seed.created += await seedDemoWhenWhere(pb, trainer)

  return { created: seed.created }
}
