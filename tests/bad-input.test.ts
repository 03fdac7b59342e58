// Bad-input sweep: every collection's create and update gets malformed payloads (wrong
// types, huge strings, unknown fields, missing or someone else's ids, script tags in structured
// fields, unicode edge cases, unparseable bodies); each must get a 4xx naming the field (or the
// rule's bare 403/404) and leave every record untouched. Every collection a member can write is
// swept, and each JSON payload goes twice: with a Content-Length and chunked (no length). Then:
// what is valid is stored exactly, and the server's limits are the forms' limits (LIMITS in
// src/content/limits.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '@/content/limits'
import { buildCases, SCRIPT, type ActorName, type BadCase, type World } from './bad-input.cases'
import { hoursFromNow, makeBooking, reviewSession } from './bookings-support'
import { sendChunked } from './support/chunked-post'
import {
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  uniqueEmail,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
)
const tinyPng = new Blob([TINY_PNG], { type: 'image/png' })
const cases = buildCases(tinyPng)
const groups = [...new Set(cases.map((c) => c.group))]
const COLLECTIONS = [
  'users',
  'client_profiles',
  'trainer_profiles',
  'chats',
  'messages',
  'bookings',
  'reviews',
  'chat_reads',
  'notifications',
]
// Mail delivery updates a notification's email fields on its own: compare what a member could change.
const SNAPSHOT_FIELDS: Partial<Record<string, string[]>> = {
  notifications: ['id', 'user', 'kind', 'booking', 'actor', 'readAt'],
}

const server = testServer()
let world: World
let actors: Record<Exclude<ActorName, 'visitor'>, Member>
let baseline: string
let sent = 0

/** Every record of every collection, as the superuser sees it (updated times included). */
async function snapshot(): Promise<string> {
  const lists = await Promise.all(
    COLLECTIONS.map(async (name) => {
      const rows = await server.root.collection(name).getFullList({ sort: 'id' })
      const kept = SNAPSHOT_FIELDS[name]
      return kept ? rows.map((row) => kept.map((field) => row[field])) : rows
    }),
  )
  return JSON.stringify(lists)
}

interface Answer {
  status: number
  message: string
  data: Record<string, { code?: string; message?: string } | undefined>
}

/** Sends the case with a Content-Length and, for a JSON body, once more in chunks (no length). */
async function send(c: BadCase): Promise<Array<[framing: string, answer: Answer]>> {
  const url = `${server.url}/api/collections/${c.collection}/records${
    c.op === 'update' ? `/${c.target?.(world) ?? ''}` : ''
  }`
  const method = c.op === 'create' ? 'POST' : 'PATCH'
  const headers: Record<string, string> = {}
  if (c.actor !== 'visitor') headers.Authorization = actors[c.actor].pb.authStore.token
  const body = c.body(world)
  let payload: FormData | string
  if (body instanceof FormData) {
    payload = body
  } else {
    headers['Content-Type'] = 'application/json'
    payload = typeof body.raw === 'string' ? body.raw : JSON.stringify(body)
  }
  const response = await fetch(url, { method, headers, body: payload })
  sent += 1
  const json = (await response.json().catch(() => ({}))) as Partial<Answer>
  const answers: Array<[string, Answer]> = [
    ['', { status: response.status, message: json.message ?? '', data: json.data ?? {} }],
  ]
  if (typeof payload === 'string') {
    const chunked = await sendChunked(url, { head: payload }, { method, headers })
    sent += 1
    const { message, data } = chunked.json
    answers.push([
      ' (chunked)',
      { status: chunked.status, message: message ?? '', data: data ?? {} },
    ])
  }
  return answers
}

function problemsWith(c: BadCase, answer: Answer): string[] {
  if ('status' in c.expected) {
    return c.expected.status.includes(answer.status)
      ? []
      : [`answered ${answer.status}, expected one of ${c.expected.status.join('/')}`]
  }
  const { field } = c.expected
  const detail = answer.data[field]
  if (answer.status === 400 && detail?.code && detail.message) return []
  return [
    `answered ${answer.status} ${JSON.stringify(answer.data).slice(0, 240)}; expected ${field}`,
  ]
}

beforeAll(async () => {
  const [alice, bob, carol, dave, frank, erin, gina] = await Promise.all([
    makeClient(server, 'Alice'),
    makeTrainer(server, 'Bob'),
    makeClient(server, 'Carol'),
    makeMember(server, 'Dave'),
    makeMember(server, 'Frank'),
    makeMember(server, 'Erin'),
    makeMember(server, 'Gina'),
  ])
  actors = { alice, bob, dave }
  const chat = (a: Member, b: Member) =>
    a.pb.collection('chats').create({ user1: a.record.id, user2: b.record.id })
  const book = (who: Member, slot: string) =>
    who.pb.collection('bookings').create({
      gymBuddy: bob.record.id,
      booker: who.record.id,
      datetime: slot,
      status: 'requested',
    })
  const aliceBobChat = await chat(alice, bob)
  // A trainer starts a chat only with someone who booked them.
  const carolBooking = await book(carol, sgtSlot(3, 11))
  const bobCarolChat = await chat(bob, carol)
  const freeSlot = sgtSlot(5, 10)
  // Sessions that have ended, written by a superuser (the lifecycle contract allows it).
  const endedSession = async (hoursAgo: number) =>
    (
      await makeBooking(server.root, alice, bob, hoursFromNow(-hoursAgo), 'confirmed', {
        outcome: 'attended',
      })
    ).id
  const firstOf = (collection: 'chat_reads' | 'notifications', filter: string) =>
    server.root.collection(collection).getFirstListItem(filter)
  const readingOf = (who: Member) =>
    firstOf('chat_reads', `chat = "${aliceBobChat.id}" && user = "${who.record.id}"`)
  world = {
    id: {
      alice: alice.record.id,
      bob: bob.record.id,
      carol: carol.record.id,
      dave: dave.record.id,
      frank: frank.record.id,
    },
    aliceProfile: alice.profile.id,
    carolProfile: carol.profile.id,
    bobProfile: bob.profile.id,
    aliceBobChat: aliceBobChat.id,
    bobCarolChat: bobCarolChat.id,
    aliceMessage: '',
    aliceBooking: (await book(alice, sgtSlot(3, 10))).id,
    carolBooking: carolBooking.id,
    aliceReview: await reviewSession(server.root, alice, bob, 4),
    unratedSession: await endedSession(60),
    aliceReading: (await readingOf(alice)).id,
    bobReading: (await readingOf(bob)).id,
    bobNotification: (await firstOf('notifications', `user = "${bob.record.id}"`)).id,
    freeSlot,
    offSlot: new Date(Date.parse(freeSlot) + 30 * 60_000).toISOString(),
    pastSlot: sgtSlot(-3, 10),
    email: () => uniqueEmail('sweep'),
  }

  // Controls: each base body is valid as it stands, so a refusal is the spoiled field's doing.
  const sample = (group: string) => {
    const found = cases.find((c) => c.group === group)
    if (!found) throw new Error(`no case in ${group}`)
    return found.base(world)
  }
  await makeVisitor(server).collection('users').create(sample('users create'))
  await erin.pb
    .collection('client_profiles')
    .create({ ...sample('client_profiles create'), user: erin.record.id })
  await gina.pb
    .collection('trainer_profiles')
    .create({ ...sample('trainer_profiles create'), user: gina.record.id })
  await alice.pb.collection('chats').create({ ...sample('chats create'), user2: gina.record.id })
  world.aliceMessage = (await alice.pb.collection('messages').create(sample('messages create'))).id
  await alice.pb
    .collection('bookings')
    .create({ ...sample('bookings create'), datetime: sgtSlot(6, 10) })
  await alice.pb.collection('users').update(alice.record.id, sample('users update'))
  await alice.pb
    .collection('client_profiles')
    .update(alice.profile.id, sample('client_profiles update'))
  await bob.pb
    .collection('trainer_profiles')
    .update(bob.profile.id, sample('trainer_profiles update'))
  const control = await book(alice, sgtSlot(7, 10))
  await bob.pb.collection('bookings').update(control.id, sample('bookings update'))
  await alice.pb
    .collection('reviews')
    .create({ ...sample('reviews create'), booking: await endedSession(62) })
  await alice.pb.collection('reviews').update(world.aliceReview, sample('reviews update'))
  await alice.pb.collection('chat_reads').update(world.aliceReading, sample('chat_reads update'))
  await bob.pb
    .collection('notifications')
    .update(world.bobNotification, sample('notifications update'))

  baseline = await snapshot()
}, 120_000)

afterAll(async () => {
  console.log(`bad-input sweep: ${sent} malformed payloads sent, ${cases.length} cases`)
})

describe('the bad-input sweep', () => {
  it.each(groups)(
    '%s: every malformed payload is refused naming the field, and nothing changes',
    async (group) => {
      const failures: string[] = []
      for (const c of cases.filter((each) => each.group === group)) {
        const problems = (await send(c)).flatMap(([framing, answer]) =>
          problemsWith(c, answer).map((problem) => `${problem}${framing}`),
        )
        const after = await snapshot()
        if (after !== baseline) {
          problems.push('changed stored data')
          baseline = after
        }
        for (const problem of problems)
          failures.push(`${c.collection} ${c.op}, ${c.name}: ${problem}`)
      }
      expect(failures).toEqual([])
    },
  )
})

describe('what is valid is stored exactly as sent', () => {
  const texts = [
    SCRIPT,
    '<img src=x onerror=alert(1)> & "quotes" \'apostrophes\'',
    'Family 👨‍👩‍👧 flag 🇸🇬 café (e\u0301) 你好 வணக்கம் selamat pagi مرحبا',
    'line one\nline two\ttabbed',
    '😀'.repeat(LIMITS.message),
  ]

  it('message texts with script tags, emoji, combining marks and four scripts', async () => {
    const { alice } = actors
    for (const text of texts) {
      const sentMessage = await alice.pb
        .collection('messages')
        .create({ text, sender: alice.record.id, chat: world.aliceBobChat })
      const stored = await alice.pb.collection('messages').getOne(sentMessage.id)
      expect(stored.text).toBe(text)
    }
  })

  it('profile texts and names keep their markup as plain text', async () => {
    const { alice, bob } = actors
    const name = 'Zoë <b>Tan</b> 陈'
    expect((await alice.pb.collection('users').update(alice.record.id, { name })).name).toBe(name)
    const bio = `${SCRIPT} Strength & conditioning`
    const profile = await bob.pb.collection('trainer_profiles').update(world.bobProfile, { bio })
    expect(profile.bio).toBe(bio)
  })

  it('an avatar upload is kept and served as a 100x100 thumbnail for lists', async () => {
    const { alice } = actors
    const form = new FormData()
    form.append('avatar', tinyPng, 'me.png')
    const user = await alice.pb.collection('users').update(alice.record.id, form)
    const thumb = await fetch(alice.pb.files.getURL(user, user.avatar, { thumb: '100x100' }))
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toBe('image/png')
  })
})

describe("the server's limits are the forms' limits (LIMITS)", () => {
  async function accepts(request: () => Promise<unknown>): Promise<boolean> {
    try {
      await request()
      return true
    } catch {
      return false
    }
  }

  it('texts, lists and numbers are accepted at the limit and refused one past it', async () => {
    const { alice, bob } = actors
    const clientProfile = (body: Record<string, unknown>) => () =>
      alice.pb.collection('client_profiles').update(world.aliceProfile, body)
    const trainerProfile = (body: Record<string, unknown>) => () =>
      bob.pb.collection('trainer_profiles').update(world.bobProfile, body)
    const message = (text: string) => () =>
      alice.pb
        .collection('messages')
        .create({ text, sender: alice.record.id, chat: world.aliceBobChat })
    const goals = (count: number) => Array.from({ length: count }, (_, i) => `Goal ${i}`)

    const limits: Array<[string, () => Promise<unknown>, () => Promise<unknown>]> = [
      [
        'name',
        () =>
          alice.pb.collection('users').update(alice.record.id, { name: 'n'.repeat(LIMITS.name) }),
        () =>
          alice.pb
            .collection('users')
            .update(alice.record.id, { name: 'n'.repeat(LIMITS.name + 1) }),
      ],
      ['message', message('m'.repeat(LIMITS.message)), message('m'.repeat(LIMITS.message + 1))],
      [
        'additionalInfo',
        clientProfile({ additionalInfo: 'a'.repeat(LIMITS.profileText) }),
        clientProfile({ additionalInfo: 'a'.repeat(LIMITS.profileText + 1) }),
      ],
      [
        'bio',
        trainerProfile({ bio: 'b'.repeat(LIMITS.profileText) }),
        trainerProfile({ bio: 'b'.repeat(LIMITS.profileText + 1) }),
      ],
      [
        'certifications',
        trainerProfile({ certifications: 'c'.repeat(LIMITS.profileText) }),
        trainerProfile({ certifications: 'c'.repeat(LIMITS.profileText + 1) }),
      ],
      [
        'fitnessGoals',
        clientProfile({ fitnessGoals: goals(LIMITS.listItems) }),
        clientProfile({ fitnessGoals: goals(LIMITS.listItems + 1) }),
      ],
      [
        'specializations',
        trainerProfile({ specializations: goals(LIMITS.listItems) }),
        trainerProfile({ specializations: goals(LIMITS.listItems + 1) }),
      ],
      [
        'rate',
        trainerProfile({ rate: LIMITS.rateMax }),
        trainerProfile({ rate: LIMITS.rateMax + 0.01 }),
      ],
      [
        'budget',
        clientProfile({ budget: LIMITS.budgetMax }),
        clientProfile({ budget: LIMITS.budgetMax + 0.01 }),
      ],
    ]
    const mismatches: string[] = []
    for (const [field, atLimit, pastLimit] of limits) {
      if (!(await accepts(atLimit))) mismatches.push(`${field}: the limit itself is refused`)
      if (await accepts(pastLimit)) mismatches.push(`${field}: one past the limit is accepted`)
    }
    expect(mismatches).toEqual([])
  })
})
