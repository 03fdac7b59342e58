// Any single answer a member or visitor can ask for stays bounded: at most 1 MB, in at most 500 ms.
// Records lists: every collection the server lists to anyone but a superuser (read from the server,
// so a new collection is covered), with rows at their longest (each text at its max in 4-byte
// characters, lists full), asked for with PocketBase's largest page and the allowed expand. Custom
// GET routes under /api/gymbuddy with their largest parameters (the member's own data export is a
// file of everything held about them, exempt by design: docs/decisions.md). Beside each bound, the
// app's own reads still get every row across pages.
import type { CollectionModel, RecordModel } from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeBooking, request, verify } from './bookings-support'
import {
  makeClient,
  makeOperator,
  makeTrainer,
  PASSWORD,
  sgtSlot,
  uniqueEmail,
  type Member,
} from './factories'
import { rawGet } from './raw-http'
import { testServer } from './support/test-server'

const server = testServer()

const MB = 1024 * 1024
const MAX_MS = 500
const LONG = (characters: number) => '\u{1F600}'.repeat(characters)
const LARGEST_PAGE = 1000
/** The expand the app uses (pb_hooks/lib/platform/expand_guard.js' allow-list). */
const ALLOWED_EXPAND: Record<string, string> = { gym_buddies_view: 'trainer_profile' }
/** Lists that must name their rows (pb_hooks/lib/platform/list_guard.js): by this field. */
const NAMED_BY: Record<string, string> = { users_view: 'id', client_profiles: 'user' }
/** A page of the public trainer list as a raw client may ask for it. */
const FINDER_LIST_PAGE = 150
/** The finder route's largest page (pb_hooks/lib/finder/finder_search.js MAX_PER_PAGE). */
const FINDER_ROUTE_PAGE = 100
/** Chats per inbox answer (pb_hooks/lib/chat/inbox.js PAGE_SIZE) and the preview it keeps. */
const INBOX_PAGE = 300
const INBOX_PREVIEW = 200
/** Bookings the app asks the bookings route for at once (booking-group-requests.ts). */
const BOOKINGS_PER_REQUEST = 40

let trainer: Member & { profile: RecordModel }
let client: Member & { profile: RecordModel }
let operator: Member
let listable: CollectionModel[] = []
let chatId = ''
/** The members who wrote to the trainer, one chat each. */
const writerIds: string[] = []
const EXTRA_TRAINERS = 30
const EXTRA_CHATS = 140
const MESSAGES = 130
const CLOSED_BOOKINGS = 45

interface Timed {
  status: number
  bytes: number
  ms: number
  body: Buffer
}

/** The fastest of three reads (the box is shared), with its size. */
async function timedGet(path: string, headers: Record<string, string> = {}): Promise<Timed> {
  let best: Timed | undefined
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now()
    const response = await rawGet(`${server.url}${path}`, headers)
    const ms = performance.now() - started
    if (!best || ms < best.ms)
      best = { status: response.status, bytes: response.body.length, ms, body: response.body }
  }
  return best as Timed
}

const auth = (member: Member) => ({ Authorization: member.pb.authStore.token })
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** Runs `make` for 0..count-1, ten at a time. */
async function inBatches(count: number, make: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, (_, i) => make(start + i)),
    )
  }
}

/** The longest value PocketBase keeps for a field (first that the server accepts). */
function longestValues(field: Record<string, unknown>): unknown[] {
  const max = Number(field.max) || 0
  const maxSize = Number(field.maxSize) || 0
  const maxSelect = Number(field.maxSelect) || 0
  switch (field.type) {
    case 'text':
      return [LONG(max || 5000)]
    case 'json': {
      const fit = (each: number) =>
        Array.from({ length: Math.floor((maxSize - 2) / (each * 4 + 3)) }, () => LONG(each))
      return [[LONG(Math.floor((maxSize - 4) / 4))], fit(100), fit(20)]
    }
    case 'number':
      return [Number(field.max) || 999_999_999.123]
    case 'bool':
      return [true]
    case 'date':
      return ['2030-12-31 23:59:59.999Z']
    case 'select': {
      const values = [...(field.values as string[])].sort((a, b) => b.length - a.length)
      return [maxSelect > 1 ? values.slice(0, maxSelect) : values[0]]
    }
    default:
      return []
  }
}

// Fields whose value is who may see the row, or that PocketBase or the account flows own.
const KEPT_FIELDS = ['id', 'email', 'emailVisibility', 'verified', 'userType']
const KEPT_TYPES = ['relation', 'file', 'autodate', 'password']

/** Sets each field of `record` to its longest value the server accepts (as a superuser). */
async function lengthen(collection: CollectionModel, id: string) {
  for (const field of collection.fields as unknown as Record<string, unknown>[]) {
    if (field.hidden || field.system) continue
    if (KEPT_FIELDS.includes(field.name as string) || KEPT_TYPES.includes(field.type as string))
      continue
    for (const value of longestValues(field)) {
      const saved = await server.root
        .collection(collection.name)
        .update(id, { [field.name as string]: value })
        .then(
          () => true,
          () => false,
        )
      if (saved) break
    }
  }
}

/** The records list path a member asks for at its largest: perPage 1000 and the allowed expand. */
function largestListPath(collection: string, expand: string, me: Member) {
  const query = new URLSearchParams({ perPage: String(LARGEST_PAGE) })
  if (expand) query.set('expand', expand)
  if (NAMED_BY[collection]) query.set('filter', `${NAMED_BY[collection]} = "${me.record.id}"`)
  return `/api/collections/${collection}/records?${query}`
}

/** The first row `me` gets from the collection's largest list, if any. */
async function firstRowOf(collection: string, me: Member): Promise<RecordModel | undefined> {
  const path = largestListPath(collection, '', me)
  const answer = await rawGet(`${server.url}${path}`, auth(me))
  return (JSON.parse(answer.body.toString()) as { items?: RecordModel[] }).items?.[0]
}

async function makeUser(name: string): Promise<RecordModel> {
  return server.root.collection('users').create({
    name,
    email: uniqueEmail('bounds'),
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  })
}

beforeAll(async () => {
  const root = server.root
  trainer = await makeTrainer(server, 'Bound Trainer')
  client = await makeClient(server, 'Bound Client')
  // One row of every member-listed collection the trainer can see, then each lengthened.
  const chat = await client.pb
    .collection('chats')
    .create({ user1: client.record.id, user2: trainer.record.id })
  chatId = chat.id
  await inBatches(MESSAGES, () =>
    root
      .collection('messages')
      .create({ chat: chat.id, sender: client.record.id, text: LONG(2000) }),
  )
  const booking = await makeBooking(
    root,
    client,
    trainer,
    new Date(Date.now() - 3 * 86_400_000).toISOString(),
    'confirmed',
    { outcome: 'attended' },
  )
  await verify(root, client)
  await client.pb.collection('reviews').create({ booking: booking.id, rating: 5, text: 'Great' })
  await inBatches(CLOSED_BOOKINGS, async (i) => {
    const closed = await makeBooking(
      root,
      client,
      trainer,
      new Date(Date.now() + (i + 2) * 86_400_000).toISOString(),
      'cancelled',
    )
    await root.collection('bookings').update(closed.id, { reason: LONG(500) })
  })
  // A confirmed session ahead (booked_slots_view lists the trainer's taken hours to come).
  await makeBooking(root, client, trainer, sgtSlot(6, 10), 'confirmed')
  // A request notifies the trainer (notifications).
  await request(client, trainer, sgtSlot(4, 10))
  // The client waits for one of the trainer's hours (waitlist).
  await root
    .collection('waitlist')
    .create({ user: client.record.id, gymBuddy: trainer.record.id, datetime: sgtSlot(5, 10) })

  // A weekly series of two sessions (booking_series).
  await client.pb.collection('booking_series').create({
    booker: client.record.id,
    gymBuddy: trainer.record.id,
    datetime: sgtSlot(10, 11),
    weeks: 2,
  })
  // A package bought and paid for: packages, package_purchases, the credit ledger's first row and
  // its receipt.
  const offer = await trainer.pb.collection('packages').create({
    trainer: trainer.record.id,
    name: 'Five sessions',
    sessions: 5,
    price: 350,
    validDays: 90,
    active: true,
  })
  const purchase = await client.pb
    .collection('package_purchases')
    .create({ package: offer.id, client: client.record.id })
  await trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })

  // Trust and safety: the trainer's credential, the client's block of another member and report
  // of the trainer, and the operators' log (a suspension undone), read by an operator too.
  operator = await makeOperator(server)
  await trainer.pb.collection('credentials').create({
    trainer: trainer.record.id,
    kind: 'certificate',
    title: 'ACE Certified Personal Trainer',
    issuer: 'ACE',
  })
  const other = await makeUser('Bound Blocked')
  await client.pb.collection('blocks').create({ blocker: client.record.id, blocked: other.id })
  await client.pb.collection('reports').create({
    reporter: client.record.id,
    target: trainer.record.id,
    kind: 'other',
    text: 'Bound report',
  })
  // The trainer's own calendar and one busy time read from it (busy_calendars, busy_times): the
  // reader writes busy times, so the root writes this one as it would.
  const calendar = await root.collection('busy_calendars').create({
    trainer: trainer.record.id,
    kind: 'ics',
    label: 'Bound calendar',
    url: 'https://calendar.example.com/private-bound/basic.ics',
  })
  await root.collection('busy_times').create({
    trainer: trainer.record.id,
    calendar: calendar.id,
    start: sgtSlot(7, 10),
    end: sgtSlot(7, 11),
  })
  for (const step of ['suspend', 'unsuspend'])
    await operator.pb.send(`/api/gymbuddy/ops/${step}`, {
      method: 'POST',
      body: { user: other.id, reason: 'Bound reason' },
    })

  const collections = await root.collections.getFullList()
  if (collections.some((c) => c.name === 'profile_reads')) {
    await root.collection('profile_reads').create({
      client: trainer.record.id,
      reader: client.record.id,
      readerName: 'Reader',
      day: '2030-01-01',
    })
  }
  listable = collections.filter((c) => c.listRule !== null && !c.name.startsWith('_'))
  for (const collection of listable.filter((c) => c.type !== 'view')) {
    const row =
      (await firstRowOf(collection.name, trainer)) ??
      (await firstRowOf(collection.name, client)) ??
      (await firstRowOf(collection.name, operator))
    if (row) await lengthen(collection, row.id)
  }

  // Full pages of the longest rows: trainers with their profiles, chats with their last message.
  const trainerProfiles = collections.find((c) => c.name === 'trainer_profiles') as CollectionModel
  await inBatches(EXTRA_TRAINERS, async (i) => {
    const more = await makeTrainer(server, `Bound Trainer ${i}`)
    await lengthen(trainerProfiles, more.profile.id)
  })
  await inBatches(EXTRA_CHATS, async (i) => {
    const other = await makeUser(`Bound Writer ${i}`)
    writerIds.push(other.id)
    const theirs = await root
      .collection('chats')
      .create({ user1: other.id, user2: trainer.record.id, startedBy: other.id })
    await root
      .collection('messages')
      .create({ chat: theirs.id, sender: other.id, text: LONG(2000) })
  })
}, 600_000)

describe('records lists', () => {
  it('answer a member or visitor at most 1 MB in 500 ms at the largest page, and a full page of the longest rows fits too', async () => {
    const over: string[] = []
    const filled = new Set<string>()
    for (const collection of listable) {
      const expands = [
        '',
        ...(ALLOWED_EXPAND[collection.name] ? [ALLOWED_EXPAND[collection.name]] : []),
      ]
      for (const expand of expands) {
        for (const [who, me] of [
          ['trainer', trainer],
          ['client', client],
          ['operator', operator],
          ['visitor', undefined],
        ] as const) {
          const headers = me ? auth(me) : {}
          const path = largestListPath(collection.name, expand, me ?? trainer)
          const answer = await timedGet(path, headers)
          const label = `${who} ${collection.name}${expand ? ` expand=${expand}` : ''}`
          if (answer.status !== 200) continue // a visitor may not list it
          const page = JSON.parse(answer.body.toString()) as {
            perPage: number
            totalItems: number
            items: RecordModel[]
          }
          if (page.items.length > 0) filled.add(collection.name)
          const longest = Math.max(0, ...page.items.map(bytesOf))
          if (answer.bytes > MB) over.push(`${label}: ${answer.bytes} bytes`)
          if (answer.ms > MAX_MS) over.push(`${label}: ${Math.round(answer.ms)} ms`)
          // A page as full as perPage says, every row as long as the longest here.
          if (page.perPage * longest > MB)
            over.push(`${label}: ${page.perPage} rows of ${longest} bytes`)
          if (page.totalItems > page.perPage) expect(page.items).toHaveLength(page.perPage)
        }
      }
    }
    // Every collection was measured with at least one row at its longest.
    expect(listable.map((c) => c.name).filter((name) => !filled.has(name))).toEqual([])
    expect(over).toEqual([])
  }, 120_000)

  it('users_view answers a trainer with many chats and bookings in 500 ms: a view, and a list naming the most rows allowed', async () => {
    // The list guard's most terms (pb_hooks/lib/platform/list_guard.js MAX_TERMS): the client, who has
    // every booking, and 99 members who wrote, each one a contact.
    const ids = [client.record.id, ...writerIds.slice(0, 99)]
    const filter = ids.map((id) => `id = "${id}"`).join(' || ')
    const list = await timedGet(
      `/api/collections/users_view/records?perPage=${ids.length}&filter=${encodeURIComponent(filter)}`,
      auth(trainer),
    )
    expect(list.status).toBe(200)
    const page = JSON.parse(list.body.toString()) as { items: RecordModel[] }
    expect(page.items.map((row) => row.id).sort()).toEqual([...ids].sort())
    const view = await timedGet(
      `/api/collections/users_view/records/${client.record.id}`,
      auth(trainer),
    )
    expect(view.status).toBe(200)
    expect({ list: list.ms, view: view.ms }).toEqual({
      list: expect.toSatisfy((ms: number) => ms <= MAX_MS),
      view: expect.toSatisfy((ms: number) => ms <= MAX_MS),
    })
    console.info(
      `users_view as the trainer: list of 100 ids ${Math.round(list.ms)} ms, one view ${Math.round(view.ms)} ms`,
    )
  }, 60_000)

  it("still give every row to the app's getFullList and to a raw client paging the trainer list", async () => {
    const messages = await trainer.pb
      .collection('messages')
      .getFullList({ filter: trainer.pb.filter('chat = {:c}', { c: chatId }), batch: 1000 })
    expect(new Set(messages.map((message) => message.id)).size).toBe(MESSAGES)

    // The whole trainer list, page by page: page 1 says how many pages; its size is not lowered.
    const list = `/api/collections/gym_buddies_view/records?perPage=${FINDER_LIST_PAGE}&sort=name,id`
    const first = JSON.parse((await rawGet(`${server.url}${list}&page=1`)).body.toString()) as {
      perPage: number
      totalItems: number
      totalPages: number
      items: RecordModel[]
    }
    expect(first.perPage).toBe(FINDER_LIST_PAGE)
    const ids = first.items.map((row) => row.id)
    for (let page = 2; page <= first.totalPages; page += 1) {
      const next = JSON.parse(
        (await rawGet(`${server.url}${list}&page=${page}&skipTotal=1`)).body.toString(),
      ) as { items: RecordModel[] }
      ids.push(...next.items.map((row) => row.id))
    }
    expect(new Set(ids).size).toBe(first.totalItems)
    expect(first.totalItems).toBeGreaterThan(EXTRA_TRAINERS)
  }, 60_000)
})

describe('custom routes under /api/gymbuddy', () => {
  it('answer at most 1 MB in 500 ms with their largest parameters', async () => {
    const feed = await trainer.pb.send<{ url: string }>('/api/gymbuddy/calendar/token', {
      method: 'POST',
    })
    const routes: [string, string, Record<string, string>][] = [
      ['finder', `/api/gymbuddy/finder?perPage=${FINDER_ROUTE_PAGE}`, {}],
      ['inbox', '/api/gymbuddy/inbox', auth(trainer)],
      ['unread', '/api/gymbuddy/unread', auth(trainer)],
      ['conversation', `/api/gymbuddy/conversations/${client.record.id}`, auth(trainer)],
      ['recommendations', '/api/gymbuddy/recommendations', auth(client)],
      ['dashboard', '/api/gymbuddy/dashboard', auth(trainer)],
      ['me', '/api/gymbuddy/me', auth(client)],
      ['mail', '/api/gymbuddy/mail', {}],
      ['reply time', `/api/gymbuddy/trainers/${trainer.record.id}/reply-time`, {}],
      ['calendar feed', new URL(feed.url).pathname, {}],
      [
        'bookings (client)',
        `/api/gymbuddy/bookings?side=booker&upcoming=10&past=10&closed=${BOOKINGS_PER_REQUEST - 20}`,
        auth(client),
      ],
      [
        'bookings (trainer)',
        `/api/gymbuddy/bookings?side=gymBuddy&needsAnswer=10&upcoming=10&past=10&closed=10`,
        auth(trainer),
      ],
    ]
    const over: string[] = []
    for (const [label, path, headers] of routes) {
      const answer = await timedGet(path, headers)
      expect([label, answer.status]).toEqual([label, 200])
      if (answer.bytes > MB) over.push(`${label}: ${answer.bytes} bytes`)
      if (answer.ms > MAX_MS) over.push(`${label}: ${Math.round(answer.ms)} ms`)
    }
    // Full pages of the longest rows: the finder route's and the inbox's.
    const found = JSON.parse((await timedGet(routes[0][1])).body.toString()) as {
      items: unknown[]
    }
    const longestCard = Math.max(...found.items.map(bytesOf))
    if (FINDER_ROUTE_PAGE * longestCard > MB) over.push(`finder: rows of ${longestCard} bytes`)
    const inbox = JSON.parse((await timedGet(routes[1][1], auth(trainer))).body.toString()) as {
      lastMessageText: string
    }[]
    const longestChat = Math.max(...inbox.map(bytesOf))
    if (INBOX_PAGE * longestChat > MB) over.push(`inbox: rows of ${longestChat} bytes`)
    expect(over).toEqual([])
  }, 60_000)

  it('cut the inbox preview to one line and still list every chat; bookings come page by page', async () => {
    const inbox = await trainer.pb.send<{ id: string; lastMessageText: string }[]>(
      '/api/gymbuddy/inbox',
      {},
    )
    expect(inbox).toHaveLength(EXTRA_CHATS + 1)
    for (const row of inbox) {
      expect([...row.lastMessageText].length).toBeLessThanOrEqual(INBOX_PREVIEW)
    }
    expect(inbox.find((row) => row.id !== chatId)?.lastMessageText).toBe(LONG(INBOX_PREVIEW))

    // More bookings than one answer may hold: refused in one request, read page by page.
    const bookings = (query: string) =>
      rawGet(`${server.url}/api/gymbuddy/bookings?side=booker&${query}`, auth(client))
    const everything = await bookings('upcoming=500&past=500&closed=500')
    expect(everything.status).toBe(400)
    expect(everything.body.toString()).toContain('limit')
    const closed: string[] = []
    for (let from = 0; from < CLOSED_BOOKINGS; from += BOOKINGS_PER_REQUEST) {
      const answer = JSON.parse(
        (
          await bookings(`upcoming=0&past=0&closed=${BOOKINGS_PER_REQUEST}&closedFrom=${from}`)
        ).body.toString(),
      ) as { pages: { closed: { items: { id: string }[]; total: number } } }
      expect(answer.pages.closed.total).toBe(CLOSED_BOOKINGS)
      closed.push(...answer.pages.closed.items.map((row) => row.id))
    }
    expect(new Set(closed).size).toBe(CLOSED_BOOKINGS)
  }, 60_000)
})
