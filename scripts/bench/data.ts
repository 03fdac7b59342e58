// Synthetic data for the bench, made as superuser through the batch API in the fresh data dir.
import PocketBase, { ClientResponseError } from 'pocketbase'
import type { BatchService } from 'pocketbase'
import type { SignedInUser } from './browser'
import { log } from './util'
import {
  LOCATIONS,
  TRAINER_EXPERIENCE_LEVELS as TRAINER_EXPERIENCE,
} from '../../src/content/options'
import { CONSENT_VERSIONS } from '../../src/content/consent-versions'
import { FIRST_NAMES, LAST_NAMES } from './names'

export const TRAINER_COUNT = 2000
export const INBOX_CHATS = 200
export const SMALL_INBOX_CHATS = 10
export const LOAD_USERS = 20
export const BOOKINGS_PER_LOAD_USER = 10
const PASSWORD = 'BenchPassw0rd'

// prettier-ignore
const SPECIALIZATIONS = [
  'Weight Training', 'Cardio', 'Yoga', 'Pilates', 'CrossFit', 'Boxing', 'HIIT', 'Strength',
  'Mobility', 'Nutrition', 'Running', 'Swimming', 'Calisthenics', 'Kickboxing', 'Powerlifting',
]
export interface TrainerSeed {
  id: string
  name: string
  email: string
  specializations: string[]
}

export interface Account {
  id: string
  email: string
  name: string
  auth: SignedInUser
}

export interface LoadUser extends Account {
  chatId: string
}

export interface BenchData {
  trainers: TrainerSeed[]
  inboxUser: Account
  smallInboxUser: Account
  chatPair: [Account, Account]
  chatPairId: string
  loadUsers: LoadUser[]
  seedSeconds: number
}

/** Deterministic pseudo-random numbers, so counts and queries repeat from run to run. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Record ids are 15 characters of [a-z0-9]; fixed ids let one batch link what it creates. */
function recordId(prefix: string, n: number): string {
  return prefix + String(n).padStart(15 - prefix.length, '0')
}

function firstFailure(error: unknown): string {
  if (!(error instanceof ClientResponseError)) return String(error)
  const requests = (error.response?.data as { requests?: Record<string, unknown> } | undefined)
    ?.requests
  const first = requests ? Object.entries(requests)[0] : undefined
  if (!first) return `${error.status} ${error.message} ${JSON.stringify(error.response)}`
  return `sub-request ${first[0]}: ${JSON.stringify(first[1]).slice(0, 300)}`
}

async function sendBatch(label: string, fill: (batch: BatchService) => void, pb: PocketBase) {
  const batch = pb.createBatch()
  fill(batch)
  try {
    return await batch.send()
  } catch (error) {
    throw new Error(`seeding ${label} failed: ${firstFailure(error)}`)
  }
}

/** Runs the batches with at most `parallel` in flight (SQLite serializes writes anyway). */
async function runBatches(jobs: (() => Promise<unknown>)[], parallel = 2): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]()
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

export async function superuserClient(url: string, email: string, password: string) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('_superusers').authWithPassword(email, password)
  return pb
}

/** Rate limits off and batch on, in this throwaway data dir only. */
export async function prepareServer(pb: PocketBase): Promise<void> {
  await pb.settings.update({
    rateLimits: { enabled: false },
    batch: { enabled: true, maxRequests: 1000, timeout: 120, maxBodySize: 0 },
  })
}

/**
 * bcrypt at PocketBase's default cost is ~70 ms per user here: 2,000 trainers would take minutes.
 * Seeding hashes at the minimum cost; the previous cost is restored afterwards (a hash keeps its
 * own cost, so sign-in of the seeded users still works).
 */
async function setPasswordCost(pb: PocketBase, cost: number): Promise<number> {
  const users = await pb.collections.getOne('users')
  const field = users.fields.find((f) => f.name === 'password')
  const previous = typeof field?.cost === 'number' ? field.cost : 0
  const fields = users.fields.map((f) => (f.name === 'password' ? { ...f, cost } : f))
  await pb.collections.update('users', { fields })
  return previous
}

function makeTrainers(): TrainerSeed[] {
  const random = mulberry32(20251122)
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]
  return Array.from({ length: TRAINER_COUNT }, (_, i) => {
    const specializations = new Set<string>()
    const wanted = 1 + Math.floor(random() * 5)
    while (specializations.size < wanted) specializations.add(pick(SPECIALIZATIONS))
    return {
      id: recordId('bt', i),
      name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      // Only letters g, b, e, s, t and digits: typed queries avoid them so counts differ.
      email: `t${i}@gb.test`,
      specializations: [...specializations],
    }
  })
}

/** The agreements sign-up and a first fitness profile record, so no bench member is asked again. */
function agree(batch: BatchService, user: string, kinds: readonly ('terms' | 'health')[]) {
  const acceptedAt = new Date().toISOString()
  for (const kind of kinds)
    batch.collection('consents').create({ user, kind, version: CONSENT_VERSIONS[kind], acceptedAt })
}

async function seedTrainers(pb: PocketBase, trainers: TrainerSeed[]): Promise<void> {
  const random = mulberry32(7)
  const perBatch = 250
  const jobs: (() => Promise<unknown>)[] = []
  for (let start = 0; start < trainers.length; start += perBatch) {
    const slice = trainers.slice(start, start + perBatch)
    jobs.push(() =>
      sendBatch(
        `trainers ${start}..${start + slice.length - 1}`,
        (batch) => {
          for (const [k, t] of slice.entries()) {
            const profileId = recordId('bp', start + k)
            batch.collection('users').create({
              id: t.id,
              email: t.email,
              name: t.name,
              password: PASSWORD,
              passwordConfirm: PASSWORD,
            })
            batch.collection('trainer_profiles').create({
              id: profileId,
              user: t.id,
              specializations: t.specializations,
              experienceLevel: TRAINER_EXPERIENCE[Math.floor(random() * 5)],
              preferredLocation: LOCATIONS[Math.floor(random() * 9)],
              rate: random() < 0.2 ? 0 : 40 + Math.floor(random() * 23) * 5,
              bio: `Coach ${t.name} trains clients across Singapore.`,
              certifications: random() < 0.5 ? 'ACE CPT' : '',
            })
            batch.collection('users').update(t.id, {
              userType: 'trainer',
              trainer_profile: profileId,
            })
            agree(batch, t.id, ['terms'])
          }
        },
        pb,
      ),
    )
  }
  await runBatches(jobs)
}

export interface ClientSeed {
  id: string
  email: string
  name: string
}

export async function seedClients(pb: PocketBase, clients: ClientSeed[]): Promise<void> {
  await sendBatch(
    'clients',
    (batch) => {
      for (const [k, c] of clients.entries()) {
        const profileId = recordId('bq', k)
        batch.collection('users').create({
          id: c.id,
          email: c.email,
          name: c.name,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        })
        batch.collection('client_profiles').create({
          id: profileId,
          user: c.id,
          fitnessGoals: ['Build strength', 'Lose weight'],
          experienceLevel: 'Beginner',
          preferredLocation: LOCATIONS[k % 9],
          additionalInfo: '',
          budget: 0,
        })
        batch.collection('users').update(c.id, { userType: 'client', profile: profileId })
        agree(batch, c.id, ['terms', 'health'])
      }
    },
    pb,
  )
}

/** Chats (pairs), then one message each; the messages hook fills lastMessage*. */
async function seedChats(
  pb: PocketBase,
  pairs: { id: string; user1: string; user2: string; firstText?: string }[],
): Promise<void> {
  const perBatch = 300
  for (let start = 0; start < pairs.length; start += perBatch) {
    const slice = pairs.slice(start, start + perBatch)
    await sendBatch(
      `chats ${start}..${start + slice.length - 1}`,
      (batch) => {
        for (const p of slice) batch.collection('chats').create(p)
      },
      pb,
    )
  }
  const withText = pairs.filter((p) => p.firstText)
  for (let start = 0; start < withText.length; start += perBatch) {
    const slice = withText.slice(start, start + perBatch)
    await sendBatch(
      `messages ${start}..${start + slice.length - 1}`,
      (batch) => {
        for (const [k, p] of slice.entries()) {
          batch
            .collection('messages')
            .create({ chat: p.id, sender: k % 2 ? p.user1 : p.user2, text: p.firstText })
        }
      },
      pb,
    )
  }
}

/** A future whole hour between 09:00 and 21:00 Singapore time (UTC+8, no DST). */
function sgtSlot(daysAhead: number, hourSgt: number): string {
  const date = new Date(Date.now() + 8 * 3600_000)
  date.setUTCDate(date.getUTCDate() + daysAhead)
  const day = date.toISOString().slice(0, 10)
  const utcHour = String(hourSgt - 8).padStart(2, '0')
  return `${day} ${utcHour}:00:00.000Z`
}

async function seedBookings(pb: PocketBase, users: ClientSeed[], trainers: TrainerSeed[]) {
  await sendBatch(
    'bookings',
    (batch) => {
      for (const [k, u] of users.entries()) {
        for (let j = 0; j < BOOKINGS_PER_LOAD_USER; j++) {
          batch.collection('bookings').create({
            booker: u.id,
            gymBuddy: trainers[(k * BOOKINGS_PER_LOAD_USER + j) % trainers.length].id,
            datetime: sgtSlot(2 + j, 9 + (k % 13)),
            status: 'requested',
          })
        }
      }
    },
    pb,
  )
}

export async function signIn(url: string, seed: ClientSeed): Promise<Account> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  const auth = await pb.collection('users').authWithPassword(seed.email, PASSWORD)
  return { ...seed, auth: { token: auth.token, record: { ...auth.record } } }
}

export async function seedBenchData(pb: PocketBase): Promise<BenchData> {
  const started = Date.now()
  const url = pb.baseURL
  const trainers = makeTrainers()
  const client = (n: number, name: string): ClientSeed => ({
    id: recordId('bc', n),
    email: `c${n}@gb.test`,
    name,
  })
  const inboxSeed = client(0, 'Inbox Owner')
  const smallInboxSeed = client(1, 'Small Inbox Owner')
  const pairSeeds = [client(2, 'Chat Sender'), client(3, 'Chat Receiver')] as const
  const loadSeeds = Array.from({ length: LOAD_USERS }, (_, k) => client(10 + k, `Load User ${k}`))

  const previousCost = await setPasswordCost(pb, 4)
  try {
    log(`seeding ${TRAINER_COUNT} trainers (users + trainer profiles)`)
    await seedTrainers(pb, trainers)
    log('seeding clients, chats, messages and bookings')
    await seedClients(pb, [inboxSeed, smallInboxSeed, ...pairSeeds, ...loadSeeds])
  } finally {
    await setPasswordCost(pb, previousCost)
  }

  const pairs: { id: string; user1: string; user2: string; firstText?: string }[] = []
  for (let k = 0; k < INBOX_CHATS; k++) {
    pairs.push({
      id: recordId('bi', k),
      user1: inboxSeed.id,
      user2: trainers[k].id,
      firstText: `Hello ${trainers[k].name}, are you free on Saturday morning? (#${k})`,
    })
  }
  for (let k = 0; k < SMALL_INBOX_CHATS; k++) {
    pairs.push({
      id: recordId('bs', k),
      user1: trainers[k].id,
      user2: smallInboxSeed.id,
      firstText: `Welcome aboard! (#${k})`,
    })
  }
  const chatPairId = recordId('bx', 0)
  pairs.push({ id: chatPairId, user1: pairSeeds[0].id, user2: pairSeeds[1].id })
  for (const [k, u] of loadSeeds.entries()) {
    pairs.push({ id: recordId('bl', k), user1: u.id, user2: trainers[1000 + k].id })
  }
  await seedChats(pb, pairs)
  await seedBookings(pb, loadSeeds, trainers)

  const [inboxUser, smallInboxUser, sender, receiver] = await Promise.all(
    [inboxSeed, smallInboxSeed, ...pairSeeds].map((s) => signIn(url, s)),
  )
  const loadUsers = await Promise.all(
    loadSeeds.map(async (s, k) => ({ ...(await signIn(url, s)), chatId: recordId('bl', k) })),
  )
  const seedSeconds = (Date.now() - started) / 1000
  log(`seeded in ${seedSeconds.toFixed(1)} s`)
  return {
    trainers,
    inboxUser,
    smallInboxUser,
    chatPair: [sender, receiver],
    chatPairId,
    loadUsers,
    seedSeconds,
  }
}
