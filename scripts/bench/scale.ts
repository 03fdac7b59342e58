// 8. Scale (`npm run bench -- --scale`): a Singapore-sized database (scale-seed.ts) served by
// PocketBase from its own temp data dir, and the app's screens' requests (app-requests.ts) under
// 20 concurrent signed-in users, each screen beside /api/health measured the same way in the same
// run. p95 is of every request of the screen (the screen's requests replayed in turn per user).
import autocannon, { type Client, type Request } from 'autocannon'
import { rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { makeTempDataDir, startPocketBase, type RunningPocketBase } from '../lib/pocketbase'
import {
  chatScreen,
  finderRequests,
  inboxScreen,
  myBookingsScreen,
  notificationsScreen,
  recommendationsScreen,
  recordScreen,
  scheduleScreen,
  type RecordedRequest,
  type Session,
} from './app-requests'
import type { FigureSpec, Recorder } from './report'
import {
  SCALE_PASSWORD,
  seedScale,
  SINGAPORE,
  type ScaleCounts,
  type ScaleSeedResult,
} from './scale-seed'
import { errorText, log, percentile, round, throwIfAborted } from './util'

const SECTION = '8 Scale'
const USERS = 20
const DURATION_S = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10)
const WARMUP_MS = 1000
const P95_BUDGET_MS = 100
/** "Seeded by a script in minutes". */
const SEED_BUDGET_S = 300

interface Screen {
  key: string
  label: string
}

const SCREENS: Screen[] = [
  { key: 'bookings', label: 'My Bookings (client)' },
  { key: 'schedule', label: 'Schedule (trainer)' },
  { key: 'inbox', label: 'Inbox (200 chats each)' },
  { key: 'chat', label: 'Chat page, latest 50 of 5,000 messages' },
  { key: 'notifications', label: 'Notification bell' },
  { key: 'finder', label: 'Finder search (visitor)' },
  { key: 'recommendations', label: 'Recommended for you (client)' },
  { key: 'free', label: 'Free hours of a trainer, 14 days (visitor)' },
]

const spec = (id: string, name: string, unit: string, extra: Partial<FigureSpec> = {}) => ({
  id: `scale.${id}`,
  section: SECTION,
  name,
  unit,
  ...extra,
})

export const scaleFigures = {
  seed: spec(
    'seed',
    'Seed Singapore-sized data (200k members, 20k trainers, 2M messages, 500k bookings)',
    's',
    {
      budget: { op: '<=', limit: SEED_BUDGET_S },
      decimals: 0,
    },
  ),
  size: spec('size', 'Database file size after seeding', 'MB', { decimals: 0 }),
  health: spec('health.p95', 'GET /api/health p95, 20 connections (reference)', 'ms', {
    decimals: 1,
  }),
  ...Object.fromEntries(
    SCREENS.map((s) => [
      s.key,
      spec(`${s.key}.p95`, `${s.label}: p95 of its requests, 20 signed-in users`, 'ms', {
        budget: { op: '<=', limit: P95_BUDGET_MS },
        decimals: 1,
      }),
    ]),
  ),
  errors: spec('errors', 'Non-2xx answers and errors across the screens', 'errors', {
    budget: { op: '==', limit: 0 },
  }),
} satisfies Record<string, FigureSpec>

/** `/api/collections/bookings/records?…` → `bookings`; a route keeps its path. */
function shortPath(path: string): string {
  const match = /^\/api\/collections\/(\w+)\/records(\/\w+)?/.exec(path)
  if (!match) return path.split('?')[0]
  return match[2] ? `${match[1]}/:id` : match[1]
}

const fileMb = (file: string) => (statSync(file, { throwIfNoEntry: false })?.size ?? 0) / 1e6

async function signIn(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: SCALE_PASSWORD }),
  })
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { token: string; record: { id: string } }
  return { token: body.token, id: body.record.id }
}

interface LoadResult {
  latencies: number[]
  /** Latencies by the request's place in the screen's visit (the first user's paths name them). */
  byStep: number[][]
  requests: number
  bad: number
  rps: number
}

/** `perUser[k]` is replayed in turn by connection k; latencies after the warm-up second. */
async function load(url: string, perUser: RecordedRequest[][]): Promise<LoadResult> {
  const latencies: number[] = []
  const byStep: number[][] = perUser[0].map(() => [])
  let bad = 0
  let connection = 0
  const started = Date.now()
  const result = await autocannon({
    url,
    connections: perUser.length,
    duration: DURATION_S + WARMUP_MS / 1000,
    timeout: 10,
    ...perUser[0][0],
    setupClient: (client: Client) => {
      const requests = perUser[connection++ % perUser.length]
      client.setRequests(requests as Request[])
      // One request at a time per connection, replayed in order: the n-th answer is step n mod length.
      let answered = 0
      client.on('response', (status: number, _bytes: number, ms: number) => {
        const step = answered++ % requests.length
        if (Date.now() - started < WARMUP_MS) return
        latencies.push(ms)
        byStep[step]?.push(ms)
        if (status >= 400) bad++
      })
    },
  })
  return {
    latencies,
    byStep,
    requests: latencies.length,
    bad: bad + result.errors + result.timeouts,
    rps: latencies.length / DURATION_S,
  }
}

async function screenRequests(
  url: string,
  key: string,
  users: { members: Session[]; trainers: Session[]; inbox: Session[]; chats: [Session, string][] },
): Promise<{ perUser: RecordedRequest[][]; note: string }> {
  const each = <T>(list: T[], screen: (item: T) => Promise<RecordedRequest[]>) =>
    Promise.all(list.map(screen))
  switch (key) {
    case 'bookings':
      return {
        perUser: await each(users.members, (s) =>
          recordScreen(url, s, (pb) => myBookingsScreen(pb, s.id)),
        ),
        note: 'bookings route (upcoming + past, with trainers) + own reviews',
      }
    case 'schedule':
      return {
        perUser: await each(users.trainers, (s) =>
          recordScreen(url, s, (pb) => scheduleScreen(pb, s.id)),
        ),
        note: 'bookings route (needs answer, upcoming, past, people, profiles, taken slots)',
      }
    case 'inbox':
      return {
        perUser: await each(users.inbox, (s) => recordScreen(url, s, (pb) => inboxScreen(pb))),
        note: 'inbox route (all rows) + unread route',
      }
    case 'chat':
      return {
        perUser: await each(users.chats, ([s, other]) =>
          recordScreen(url, s, (pb) => chatScreen(pb, s.id, other)),
        ),
        note: 'find chat, person, latest 50 messages, reading state',
      }
    case 'notifications':
      return {
        perUser: await each(users.trainers, (s) =>
          recordScreen(url, s, (pb) => notificationsScreen(pb, s.id)),
        ),
        note: 'trainers: newest 20 + unread count',
      }
    case 'recommendations':
      return {
        perUser: await each(users.members, (s) =>
          recordScreen(url, s, (pb) => recommendationsScreen(pb)),
        ),
        note: 'recommendations route: each member its own profile; answers kept per wishes',
      }
    case 'free': {
      // The trainer page's and Book Session links' source: GET /trainers/:id/free (public).
      const requests = users.trainers.map((s) => ({
        method: 'GET',
        path: `/api/gymbuddy/trainers/${s.id}/free?days=14`,
      }))
      return {
        perUser: Array.from({ length: USERS }, (_, k) => [
          ...requests.slice(k % requests.length),
          ...requests.slice(0, k % requests.length),
        ]),
        note: `free route, days=14, ${requests.length} trainers`,
      }
    }
    default: {
      const finder = await finderRequests(url)
      const requests = finder.paths.map((path) => ({ method: 'GET', path }))
      return {
        perUser: Array.from({ length: USERS }, (_, k) => [
          ...requests.slice(k % requests.length),
          ...requests.slice(0, k % requests.length),
        ]),
        note:
          finder.via === 'route'
            ? `server search route, ${requests.length} queries`
            : `no search route yet: gym_buddies_view filtered, ${requests.length} queries`,
      }
    }
  }
}

export interface ScaleOptions {
  counts?: Partial<ScaleCounts>
}

export async function measureScale(rec: Recorder, signal: AbortSignal, options: ScaleOptions = {}) {
  const f = scaleFigures
  const dataDir = makeTempDataDir('gymbuddy-scale-')
  let server: RunningPocketBase | null = null
  try {
    const counts = { ...SINGAPORE, ...options.counts }
    log(`scale: seeding ${JSON.stringify(counts)} into ${dataDir}`)
    const seeded = seedScale({ dataDir, ...counts })
    const perTable = seeded.seconds.map((s) => `${s.table} ${round(s.seconds)}`).join(', ')
    log(`scale: seeded in ${round(seeded.totalSeconds)} s (${perTable})`)
    rec.set(f.seed, round(seeded.totalSeconds), { note: `per table (s): ${perTable}` })
    throwIfAborted(signal)
    server = await startPocketBase({ dataDir, readyWithinMs: 180_000 })
    rec.set(f.size, round(fileMb(join(dataDir, 'data.db')) + fileMb(join(dataDir, 'data.db-wal'))))
    await measureScaleServer(server.url, seeded.accounts, rec, signal)
  } finally {
    await server?.stop().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The screens' p95 against a running server whose data the scale seed made. */
export async function measureScaleServer(
  url: string,
  a: ScaleSeedResult['accounts'],
  rec: Recorder,
  signal: AbortSignal,
  only?: string[],
): Promise<void> {
  const f = scaleFigures
  // One sign-in per account, a few at a time (bcrypt at the default cost is CPU-bound).
  const sessions = new Map<string, Session>()
  const emails = [
    ...a.loadMembers.map((m) => m.email),
    ...Array.from({ length: USERS }, (_, k) => a.trainers(k).email),
    ...a.inboxMembers.map((m) => m.email),
  ]
  for (const email of new Set(emails)) sessions.set(email, await signIn(url, email))
  const session = (email: string) => sessions.get(email)!
  const members = a.loadMembers.map((m) => session(m.email))
  const trainers = Array.from({ length: USERS }, (_, k) => session(a.trainers(k).email))
  const inbox = a.inboxMembers.map((m) => session(m.email))
  const chatters = a.loadMembers.map((m) => [session(m.email), m.trainerId] as [Session, string])
  const users = { members, trainers, inbox, chats: chatters }

  const health = async () =>
    load(
      url,
      Array.from({ length: USERS }, () => [{ method: 'GET', path: '/api/health' }]),
    )
  const healthRuns = [await health()]
  let errors = 0
  const notes: string[] = []
  const results = new Map<string, { p95: number; note: string }>()
  for (const screen of SCREENS.filter((s) => !only || only.includes(s.key))) {
    throwIfAborted(signal)
    try {
      const { perUser, note } = await screenRequests(url, screen.key, users)
      const result = await load(url, perUser)
      errors += result.bad
      const p95 = round(percentile(result.latencies, 95))
      const steps = perUser[0]
        .map((request, k) => ({ request, samples: result.byStep[k] }))
        .filter((step) => step.samples.length > 0)
        .map((step) => `${shortPath(step.request.path)} p95 ${round(percentile(step.samples, 95))}`)
      results.set(screen.key, {
        p95,
        note: `${note}; p50 ${round(percentile(result.latencies, 50))} ms, ${Math.round(result.rps)} req/s; by request: ${steps.join('; ')}`,
      })
      log(`scale ${screen.key}: p95 ${p95} ms (${result.requests} requests, ${result.bad} bad)`)
    } catch (error) {
      notes.push(`${screen.key}: ${errorText(error)}`)
      rec.set(f[screen.key as keyof typeof f], null, { note: `n/a: ${errorText(error)}` })
    }
  }
  healthRuns.push(await health())
  const healthP95s = healthRuns.map((r) => round(percentile(r.latencies, 95)))
  const healthP95 = Math.min(...healthP95s)
  rec.set(f.health, healthP95, {
    note: `better of two runs (${healthP95s.join(' and ')} ms)`,
  })
  for (const [key, { p95, note }] of results) {
    rec.set(f[key as keyof typeof f], p95, {
      ratio: healthP95 > 0 ? { value: p95 / healthP95, against: '/api/health' } : undefined,
      note,
    })
  }
  rec.set(f.errors, errors, { note: notes.join('; ') })
}
