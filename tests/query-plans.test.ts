// Every query the app runs uses an index. A seeded database (the scale seed's
// small preset: same shapes as the Singapore-sized one), PocketBase in --dev mode (it prints each
// SQL statement with its values), the app's screens' real requests (scripts/bench/app-requests.ts,
// the SDK calls of src/), then EXPLAIN QUERY PLAN of every statement through a test-only route.
// Whole-table scans are allowed only on PocketBase's small system tables (support/query-plans.ts).
import PocketBase from 'pocketbase'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  bookSessionScreen,
  chatScreen,
  dashboardScreen,
  finderRequests,
  inboxScreen,
  myBookingsScreen,
  notificationsScreen,
  paymentsScreen,
  payNowRequests,
  scheduleScreen,
  trainerScreen,
  type Session,
} from '../scripts/bench/app-requests'
import { SCALE_PASSWORD, seedScale, SMALL, type ScaleSeedResult } from '../scripts/bench/scale-seed'
import { makeTempDataDir } from '../scripts/lib/pocketbase'
import { fullScans, isAccepted, sqlStatements } from './support/query-plans'
import { planServer } from './support/plan-server'

const dataDir = makeTempDataDir('gymbuddy-plans-')
let seeded: ScaleSeedResult
// Registered before testServer's own beforeAll, so the data is there when PocketBase starts.
beforeAll(() => {
  seeded = seedScale({ dataDir, ...SMALL })
}, 120_000)
const { server, statementsOf, explain } = planServer({ dataDir })

async function signIn(email: string): Promise<Session & { pb: PocketBase }> {
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  const auth = await pb.collection('users').authWithPassword(email, SCALE_PASSWORD)
  return { pb, token: auth.token, id: auth.record.id }
}

/** Every statement with a whole-table scan, with the scan named. */
async function scansIn(statements: string[]): Promise<string[]> {
  const found: string[] = []
  for (const sql of new Set(statements)) {
    const scans = fullScans(await explain(sql)).filter((scan) => !isAccepted(scan, sql))
    if (scans.length) found.push(`${scans.join(', ')} in: ${sql.slice(0, 400)}`)
  }
  return found
}

describe('reading the dev log', () => {
  it('splits statements, multi-line ones included, and skips request logs', () => {
    const log = [
      '[0.00ms] SELECT 1',
      '[12.50ms] SELECT a',
      'FROM b',
      'INFO GET /api/x',
      '[1.00ms] UPDATE t SET x = 1 WHERE id = 2',
    ].join('\n')
    expect(sqlStatements(log)).toEqual([
      'SELECT 1',
      'SELECT a\nFROM b',
      'UPDATE t SET x = 1 WHERE id = 2',
    ])
  })

  it('flags a table scan, not a search, a covering index, a built subquery or a system table', () => {
    const plan = (...details: string[]) => details.map((detail, id) => ({ id, parent: 0, detail }))
    expect(fullScans(plan('SCAN messages'))).toEqual(['SCAN messages'])
    expect(fullScans(plan('SCAN u USING INDEX idx_users_userType'))).toHaveLength(1)
    expect(
      fullScans(
        plan(
          'SEARCH m USING INDEX idx_messages_chat_created (chat=?)',
          'SCAN reviews USING COVERING INDEX idx_reviews_trainer_created',
          'MATERIALIZE r',
          'SCAN r',
          'SCAN _collections',
          'SCAN CONSTANT ROW',
        ),
      ),
    ).toEqual([])
  })
})

describe('every query the app runs uses an index', () => {
  const screens: [string, () => Promise<unknown>][] = [
    [
      'My Bookings (client)',
      async () => {
        const m = await signIn(seeded.accounts.loadMembers[0].email)
        await myBookingsScreen(m.pb, m.id)
      },
    ],
    [
      'Schedule (trainer)',
      async () => {
        const t = await signIn(seeded.accounts.trainers(3).email)
        await scheduleScreen(t.pb, t.id)
      },
    ],
    [
      'Inbox (200 chats)',
      async () => {
        const m = await signIn(seeded.accounts.inboxMembers[0].email)
        await inboxScreen(m.pb)
      },
    ],
    [
      "Signed-in area's gate (pb_hooks/lib/accounts/me.js)",
      async () => {
        const m = await signIn(seeded.accounts.loadMembers[1].email)
        await m.pb.send('/api/gymbuddy/me', { method: 'GET' })
      },
    ],
    [
      'Chat page',
      async () => {
        const load = seeded.accounts.loadMembers[1]
        const m = await signIn(load.email)
        await chatScreen(m.pb, m.id, load.trainerId)
      },
    ],
    [
      'Notification bell and dashboard',
      async () => {
        const t = await signIn(seeded.accounts.trainers(4).email)
        await notificationsScreen(t.pb, t.id)
        await dashboardScreen(t.pb)
      },
    ],
    [
      'Trainer page and Book Session',
      async () => {
        const m = await signIn(seeded.accounts.loadMembers[2].email)
        const trainer = seeded.accounts.trainers(5).id
        await trainerScreen(m.pb, trainer)
        await bookSessionScreen(m.pb, m.id, trainer)
      },
    ],
    [
      'Finder (visitor)',
      async () => {
        const { paths } = await finderRequests(server.url)
        for (const path of paths) expect((await fetch(`${server.url}${path}`)).status).toBe(200)
      },
    ],
    [
      'Finder with Free at, and a trainer’s free hours (visitor)',
      async () => {
        const day = new Date(Date.now() + 8 * 3600_000 + 2 * 86_400_000).toISOString().slice(0, 10)
        const trainer = seeded.accounts.trainers(5).id
        for (const path of [
          `/api/gymbuddy/finder?freeDay=${day}&freePart=evening`,
          `/api/gymbuddy/finder?search=an&freeDay=${day}&freePart=morning`,
          `/api/gymbuddy/trainers/${trainer}/free?days=14`,
        ]) {
          expect((await fetch(`${server.url}${path}`)).status).toBe(200)
        }
      },
    ],
    [
      "A trainer's clients by id in users_view (the most ids a list may name, and one view)",
      async () => {
        const t = await signIn(seeded.accounts.trainers(3).email)
        const bookings = await t.pb.collection('bookings').getList(1, 200, { fields: 'booker' })
        const ids = [...new Set(bookings.items.map((b) => b.booker as string))].slice(0, 100)
        expect(ids.length).toBeGreaterThan(0)
        const filter = ids.map((id) => t.pb.filter('id = {:id}', { id })).join(' || ')
        const people = await t.pb.collection('users_view').getList(1, 100, { filter })
        expect(people.items).toHaveLength(ids.length)
        await t.pb.collection('users_view').getOne(ids[0]!)
      },
    ],
    [
      'Sending a message',
      async () => {
        const load = seeded.accounts.loadMembers[3]
        const m = await signIn(load.email)
        await m.pb.collection('messages').create({ chat: load.chatId, sender: m.id, text: 'Hello' })
      },
    ],
  ]

  for (const [name, work] of screens) {
    it(name, async () => {
      const statements = await statementsOf(work)
      expect(statements.length).toBeGreaterThan(0)
      expect(await scansIn(statements)).toEqual([])
    })
  }
})

describe('the Payments screens and PayNow use an index', () => {
  it('both sides’ /user/payments, the credits route and both PayNow routes scan no table', async () => {
    const t = await signIn(seeded.accounts.trainers(6).email)
    await t.pb.send('/api/gymbuddy/paynow', {
      method: 'POST',
      body: { paynowId: '+65 9123 4567', paynowName: 'Plan Coach' },
    })
    const pkg = await t.pb.collection('packages').create({
      trainer: t.id,
      name: 'Five sessions',
      sessions: 5,
      price: 350,
      validDays: 90,
      active: true,
    })
    const m = await signIn(seeded.accounts.loadMembers[4]!.email)
    const purchase = await m.pb
      .collection('package_purchases')
      .create({ package: pkg.id, client: m.id })
    const booking = await m.pb
      .collection('bookings')
      .getFirstListItem(`booker = "${m.id}" && status = 'confirmed'`, { fields: 'id' })
    const statements = await statementsOf(async () => {
      await paymentsScreen(m.pb, m.id, 'booker')
      await payNowRequests(m.pb, booking.id, purchase.id)
      await paymentsScreen(t.pb, t.id, 'gymBuddy')
    })
    expect(statements.some((sql) => sql.includes('credit_ledger'))).toBe(true)
    // The trainer's earnings by month are among them.
    expect(statements.some((sql) => sql.includes("strftime('%Y-%m'"))).toBe(true)
    expect(await scansIn(statements)).toEqual([])
  })
})
