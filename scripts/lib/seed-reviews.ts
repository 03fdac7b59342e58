// Demo reviews: a few demo clients with past confirmed sessions and reviews, so ratings,
// "Recommended for you" and reply times show on the first start. Written as a superuser: past
// sessions, answeredAt and a review's past `created` need it. Idempotent: users by email,
// bookings by (client, trainer), reviews by booking; nothing that exists is changed. The demo
// trainer is left out: his schedule is the lifecycle demo (seed-bookings.ts).
import { randomBytes } from 'node:crypto'
import { ClientResponseError } from 'pocketbase'
import type { BookingRecord, TypedPocketBase, UserRecord } from '@/lib/types'

const HOUR_MS = 3600_000
const DAY_MS = 24 * HOUR_MS
const SGT_MS = 8 * HOUR_MS
/** 20:00 Singapore, 5 to 12 weeks ago: clear of the demo client's month of history. */
const SESSION_HOUR_SGT = 20

const REVIEWERS = [
  { name: 'Aaron Lee', email: 'aaron.lee@clients.gymbuddy.sg' },
  { name: 'Mei Chen', email: 'mei.chen@clients.gymbuddy.sg' },
  { name: 'Hafiz Rahman', email: 'hafiz.rahman@clients.gymbuddy.sg' },
  { name: 'Grace Tan', email: 'grace.tan@clients.gymbuddy.sg' },
] as const

interface DemoReview {
  trainer: string
  reviewer: number
  daysAgo: number
  rating: number
  text: string
  /** How long the trainer took to answer the request. */
  replyMinutes: number
}

const t = (slug: string) => `${slug}@trainers.gymbuddy.sg`

const DEMO_REVIEWS: DemoReview[] = [
  // Cardio trainers: what a Weight Loss client is recommended first.
  {
    trainer: t('rajesh.kumar'),
    reviewer: 0,
    daysAgo: 40,
    rating: 5,
    replyMinutes: 45,
    text: 'Interval runs that actually fit my lunch break. Down 3 kg in six weeks.',
  },
  {
    trainer: t('rajesh.kumar'),
    reviewer: 1,
    daysAgo: 52,
    rating: 5,
    replyMinutes: 90,
    text: 'Patient with a complete beginner and very clear about pacing.',
  },
  {
    trainer: t('rajesh.kumar'),
    reviewer: 2,
    daysAgo: 66,
    rating: 4,
    replyMinutes: 70,
    text: 'Tough sessions, friendly coach.',
  },
  {
    trainer: t('goh.kokwee'),
    reviewer: 3,
    daysAgo: 38,
    rating: 5,
    replyMinutes: 120,
    text: 'Fixed my freestyle breathing in two sessions.',
  },
  { trainer: t('goh.kokwee'), reviewer: 0, daysAgo: 58, rating: 4, replyMinutes: 150, text: '' },
  {
    trainer: t('goh.kokwee'),
    reviewer: 1,
    daysAgo: 74,
    rating: 4,
    replyMinutes: 100,
    text: 'Good mix of pool and cardio work.',
  },
  {
    trainer: t('ong.liting'),
    reviewer: 2,
    daysAgo: 44,
    rating: 4,
    replyMinutes: 30,
    text: 'High energy, always on time.',
  },
  {
    trainer: t('ong.liting'),
    reviewer: 3,
    daysAgo: 61,
    rating: 5,
    replyMinutes: 25,
    text: 'Great CrossFit intro, scaled everything for me.',
  },
  { trainer: t('ong.liting'), reviewer: 0, daysAgo: 79, rating: 4, replyMinutes: 40, text: '' },
  // Central trainers, near the demo client.
  {
    trainer: t('tan.weiming'),
    reviewer: 1,
    daysAgo: 36,
    rating: 5,
    replyMinutes: 240,
    text: 'Best deadlift coaching I have had.',
  },
  {
    trainer: t('tan.weiming'),
    reviewer: 3,
    daysAgo: 55,
    rating: 4,
    replyMinutes: 180,
    text: 'Solid programme, clear cues.',
  },
  {
    trainer: t('deepa.menon'),
    reviewer: 2,
    daysAgo: 48,
    rating: 5,
    replyMinutes: 60,
    text: 'My back pain is much better after her Pilates sessions.',
  },
  {
    trainer: t('deepa.menon'),
    reviewer: 0,
    daysAgo: 63,
    rating: 5,
    replyMinutes: 55,
    text: 'Calm, precise and encouraging.',
  },
]

async function findFirst<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null
    throw error
  }
}

function sessionStart(daysAgo: number, now: number): string {
  const sgt = new Date(now + SGT_MS)
  const midnight = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() - daysAgo)
  return new Date(midnight - SGT_MS + SESSION_HOUR_SGT * HOUR_MS).toISOString()
}

async function reviewer(
  pb: TypedPocketBase,
  person: (typeof REVIEWERS)[number],
): Promise<{ user: UserRecord; created: number }> {
  const users = pb.collection('users')
  const existing = await findFirst(
    users.getFirstListItem(pb.filter('email = {:email}', { email: person.email })),
  )
  if (existing) return { user: existing, created: 0 }
  // Demo reviewers never sign in: a password nobody knows.
  const password = `Gb1-${randomBytes(18).toString('base64url')}`
  const user = await users.create({
    name: person.name,
    email: person.email,
    password,
    passwordConfirm: password,
    verified: true,
    userType: 'client',
  })
  return { user, created: 1 }
}

async function pastSession(
  pb: TypedPocketBase,
  client: UserRecord,
  trainer: UserRecord,
  review: DemoReview,
  now: number,
): Promise<{ booking: BookingRecord; created: number }> {
  const pair = pb.filter('booker = {:client} && gymBuddy = {:trainer}', {
    client: client.id,
    trainer: trainer.id,
  })
  const existing = await findFirst(pb.collection('bookings').getFirstListItem(pair))
  if (existing) return { booking: existing, created: 0 }
  const booking = await pb.collection('bookings').create({
    booker: client.id,
    gymBuddy: trainer.id,
    datetime: sessionStart(review.daysAgo, now),
    status: 'confirmed',
    // Requested at seeding time: answered replyMinutes later gives the trainer's reply time.
    answeredAt: new Date(now + review.replyMinutes * 60_000).toISOString(),
  })
  return { booking, created: 1 }
}

/** Seeds the demo reviewers, their past sessions and reviews; returns how many records it made. */
export async function seedDemoReviews(pb: TypedPocketBase): Promise<number> {
  const now = Date.now()
  let created = 0
  const clients: UserRecord[] = []
  for (const person of REVIEWERS) {
    const result = await reviewer(pb, person)
    clients.push(result.user)
    created += result.created
  }
  for (const review of DEMO_REVIEWS) {
    const trainer = await findFirst(
      pb
        .collection('users')
        .getFirstListItem(pb.filter('email = {:email}', { email: review.trainer })),
    )
    if (!trainer) continue
    const client = clients[review.reviewer]
    const session = await pastSession(pb, client, trainer, review, now)
    created += session.created
    const rated = await findFirst(
      pb
        .collection('reviews')
        .getFirstListItem(pb.filter('booking = {:id}', { id: session.booking.id })),
    )
    if (rated) continue
    const writtenAt = new Date(Date.parse(session.booking.datetime.replace(' ', 'T')) + DAY_MS)
    // pb_hooks/lib/safety/reviews.js: a superuser's ?created= backdates the review.
    await pb
      .collection('reviews')
      .create(
        { booking: session.booking.id, rating: review.rating, text: review.text },
        { query: { created: writtenAt.toISOString() } },
      )
    created += 1
  }
  return created
}
