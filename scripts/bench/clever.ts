// 10. The clever parts against their plain versions, in the same run and on the same data: the
// finder's `_finder_grams` index against SQLite's own FTS5 trigram index and a plain scan of
// `_finder_search` (2,000 and 20,000 trainers), the visitor-list cache against none, and the
// bookings route's prepared statement against a statement written and prepared per request.
// Its own servers: a copy of pb_hooks plus bench-only routes (never in the production hooks) over
// data the scale seeder writes. docs/capacity.md keeps the verdicts (a part stays only while it
// gains ≥ 2× over its plain version).
import type { Client, Request } from 'autocannon'
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  hooksDir,
  makeTempDataDir,
  startPocketBase,
  upsertSuperuser,
  type RunningPocketBase,
} from '../lib/pocketbase'
import { recordScreen, scheduleScreen, myBookingsScreen, type Session } from './app-requests'
import { Recorder, renderTable, type FigureSpec } from './report'
import { SCALE_PASSWORD, seedScale, SMALL } from './scale-seed'
import { errorText, log, percentile, round, throwIfAborted } from './util'

const SECTION = '10 Clever parts'
const BIG = 20_000
const SMALL_TRAINERS = 2_000
/** A gain under this keeps the plain version (docs/capacity.md, "Clever parts"). */
const KEEP_AT = 2
const keep = { budget: { op: '>=' as const, limit: KEEP_AT } }
const DURATION_S = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10) / 2
const WARMUP_MS = 1000
const SUPERUSER = { email: 'bench@gymbuddy.test', password: 'bench-password-123' }
/** Header that makes the bench copy of the bookings route skip its kept statement. */
const UNPREPARED = 'x-bench-unprepared'

const spec = (id: string, name: string, unit: string, extra: Partial<FigureSpec> = {}) =>
  ({
    id: `clever.${id}`,
    section: SECTION,
    name,
    unit,
    ...(unit === 'ms' ? { decimals: 2 } : {}),
    ...extra,
  }) as FigureSpec

export function searchFigures(size: string, people: string) {
  return {
    grams: spec(
      `${size}.grams`,
      `Search by _finder_grams, ${people} trainers (mean per query)`,
      'ms',
    ),
    fts: spec(`${size}.fts5`, `Search by FTS5 trigram, ${people} trainers`, 'ms'),
    scan: spec(`${size}.scan`, `Search by plain scan (instr), ${people} trainers`, 'ms'),
    gain: spec(
      `${size}.gain`,
      `FTS5 trigram ÷ grams, ${people} trainers (kept at ≥ 2×)`,
      '×',
      keep,
    ),
    same: spec(`${size}.same`, `Queries where all three found the same trainers`, '%', {
      budget: { op: '==', limit: 100 },
    }),
  }
}

export const cleverFigures = {
  search2k: searchFigures('search2k', '2,000'),
  search20k: searchFigures('search20k', '20,000'),
  gramRows: spec('search20k.gramRows', '_finder_grams rows at 20,000 trainers', 'count'),
  gramBytes: spec('search20k.gramBytes', '_finder_grams on disk at 20,000 trainers', 'MB'),
  ftsBytes: spec('search20k.ftsBytes', 'FTS5 trigram index on disk at 20,000 trainers', 'MB'),
  cacheHit: spec('buddies.cached.p99', 'Visitor list, kept answers (cache), p99, 50 conn.', 'ms'),
  cacheMiss: spec('buddies.plain.p99', 'Visitor list, no cache, p99, 50 conn.', 'ms'),
  cacheRps: spec('buddies.gain', 'Visitor list: requests/s with the cache ÷ without', '×', keep),
  prepared: spec('bookings.prepared.p95', 'Schedule bookings route, kept statement, p95', 'ms'),
  unprepared: spec('bookings.plain.p95', 'Schedule bookings route, statement per request', 'ms'),
  preparedGain: spec(
    'bookings.gain',
    'Bookings route: p95 without ÷ with the kept statement',
    '×',
    keep,
  ),
}

export const cleverFigureList = (): FigureSpec[] => {
  const { search2k, search20k, ...single } = cleverFigures
  return [...Object.values(search2k), ...Object.values(search20k), ...Object.values(single)]
}

/** The file `name` anywhere under `dir` (the hooks' folders may change). */
function findFile(dir: string, name: string): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      const found = findFile(path, name)
      if (found) return found
    } else if (entry.name === name) return path
  }
  return null
}

// Bench-only routes (superusers): build the FTS5 table beside the finder's tables, and time the
// three searches inside PocketBase's own SQLite (a loop of `runs`, mean per run).
const BENCH_LIB = (finderSearch: string) => `
const MATCH = "(instr(f.nameEmail, {:search}) > 0 OR instr(f.specs, {:search}) > 0 OR instr(COALESCE(f.venuePlaces, ''), {:search}) > 0)"
function bytesOf(app, name) {
  const row = new DynamicModel({ n: 0 })
  try {
    app.db().newQuery('SELECT COALESCE(SUM(pgsize), 0) AS n FROM dbstat WHERE name = {:name} OR name LIKE {:like}').bind({ name: name, like: name + '_%' }).one(row)
  } catch (_) { return -1 }
  return row.n
}
function buildFts(e) {
  const db = e.app.db()
  db.newQuery('DROP TABLE IF EXISTS _bench_fts').execute()
  const started = Date.now()
  db.newQuery("CREATE VIRTUAL TABLE _bench_fts USING fts5(name UNINDEXED, id UNINDEXED, nameEmail, specs, places, tokenize = 'trigram')").execute()
  db.newQuery("INSERT INTO _bench_fts (name, id, nameEmail, specs, places) SELECT name, id, nameEmail, specs, COALESCE(venuePlaces, '') FROM _finder_search").execute()
  const ms = Date.now() - started
  const rows = new DynamicModel({ n: 0 })
  db.newQuery('SELECT COUNT(*) AS n FROM _finder_grams').one(rows)
  return e.json(200, { ms: ms, gramRows: rows.n, gramBytes: bytesOf(e.app, '_finder_grams'), ftsBytes: bytesOf(e.app, '_bench_fts') })
}
function timeSearches(e) {
  const body = e.requestInfo().body
  const db = e.app.db()
  const finder = require(\`\${__hooks}/${finderSearch}\`)
  const source = (method, search) => {
    if (method === 'grams') {
      return finder.sourceOf(e.app, { sort: 'recommended', search: search, location: '', experienceLevel: '', specialization: '', verified: false, freeAt: null, hidden: [] })
    }
    // FTS5's trigram index answers three characters or more; shorter text is a scan there too.
    if (method === 'fts' && Array.from(search).length >= 3) {
      return { rows: '_bench_fts f WHERE _bench_fts MATCH {:fts}', key: 'f', params: { fts: '"' + search.split('"').join('""') + '"' } }
    }
    return { rows: '_finder_search f WHERE ' + MATCH, key: 'f', params: { search: search } }
  }
  const out = []
  for (const search of body.queries) {
    const src = source(body.method, search)
    const params = Object.assign({ search: search }, src.params)
    const count = db.newQuery('SELECT COUNT(*) AS n FROM ' + src.rows).bind(params)
    const page = db.newQuery("SELECT COALESCE(json_group_array(id), '[]') AS v FROM (SELECT " + src.key + '.id AS id FROM ' + src.rows + ' ORDER BY ' + src.key + '.name, ' + src.key + '.id LIMIT 30)').bind(params)
    const n = new DynamicModel({ n: 0 })
    const ids = new DynamicModel({ v: '' })
    const started = Date.now()
    for (let i = 0; i < body.runs; i++) {
      count.one(n)
      page.one(ids)
    }
    out.push({ search: search, ms: (Date.now() - started) / body.runs, count: n.n, page: ids.v })
  }
  return e.json(200, out)
}
module.exports = { buildFts, timeSearches }
`

// Bench-only routes (superusers): build the FTS5 table beside the finder's tables, and time the
// three searches inside PocketBase's own SQLite (a loop of \`runs\`, mean per run).
const ROUTES = `
routerAdd('POST', '/api/bench/fts', (e) => {
  try {
    return require(\`\${__hooks}/lib/zz_bench.js\`).buildFts(e)
  } catch (error) {
    return e.json(500, { error: String(error) })
  }
}, $apis.requireSuperuserAuth())
routerAdd('POST', '/api/bench/search', (e) => {
  try {
    return require(\`\${__hooks}/lib/zz_bench.js\`).timeSearches(e)
  } catch (error) {
    return e.json(500, { error: String(error) })
  }
}, $apis.requireSuperuserAuth())
`

/** pb_hooks copied, the two modules opened for the bench, and the bench routes added. */
function benchHooks(): { dir: string; problems: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'gymbuddy-bench-hooks-'))
  cpSync(hooksDir, dir, { recursive: true })
  const problems: string[] = []
  const finderSearch = findFile(join(dir, 'lib'), 'finder_search.js')
  if (finderSearch && /function sourceOf\(/.test(readFileSync(finderSearch, 'utf8')))
    appendFileSync(finderSearch, '\nmodule.exports.sourceOf = sourceOf\n')
  else problems.push('finder_search.js has no sourceOf')
  const groups = findFile(join(dir, 'lib'), 'booking_groups.js')
  const call = 'statementFor(e.app, side).bind(params).one(answer)'
  if (groups && readFileSync(groups, 'utf8').includes(call)) {
    const text = readFileSync(groups, 'utf8').replace(
      call,
      `;(e.request.header.get('${UNPREPARED}') ? e.app.db().newQuery(answerSql(e.app, side)) : statementFor(e.app, side)).bind(params).one(answer)`,
    )
    writeFileSync(groups, text)
  } else problems.push('booking_groups.js runs its statement differently')
  const relPath = finderSearch ? relative(dir, finderSearch) : 'lib/finder_search.js'
  writeFileSync(join(dir, 'lib', 'zz_bench.js'), BENCH_LIB(relPath))
  writeFileSync(join(dir, 'zz_bench_routes.pb.js'), ROUTES)
  return { dir, problems }
}

async function superuserToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  })
  if (!response.ok) throw new Error(`superuser sign-in failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function post<T>(url: string, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** What a person types into the finder's box: 1 to 6 characters of names and specializations. */
const QUERIES = [
  'a',
  'e',
  'k',
  'y',
  'an',
  'li',
  'ra',
  'yo',
  'ta',
  'ng',
  'ann',
  'lim',
  'yog',
  'str',
  'box',
  'tan',
  'yoga',
  'stren',
  'pilat',
  'wong',
  'zq',
  'zqx',
]

interface Timed {
  search: string
  ms: number
  count: number
  page: string
}

export async function compareSearches(
  url: string,
  token: string,
  f: ReturnType<typeof searchFigures>,
  rec: Recorder,
  runs: number,
): Promise<void> {
  const timed = async (method: string) =>
    post<Timed[]>(url, token, '/api/bench/search', { method, queries: QUERIES, runs })
  // Warm the page cache and the statements once, then time each method.
  for (const method of ['grams', 'fts', 'scan']) await timed(method)
  const grams = await timed('grams')
  const fts = await timed('fts')
  const scan = await timed('scan')
  const mean = (rows: Timed[]) => rows.reduce((sum, r) => sum + r.ms, 0) / rows.length
  const worst = (rows: Timed[]) => rows.reduce((a, b) => (b.ms > a.ms ? b : a))
  const same = grams.filter(
    (g, i) =>
      g.count === fts[i].count &&
      g.count === scan[i].count &&
      g.page === fts[i].page &&
      g.page === scan[i].page,
  )
  const g = mean(grams)
  const describe = (rows: Timed[]) =>
    `slowest "${worst(rows).search}" ${round(worst(rows).ms, 2)} ms; 1-2 characters ${round(mean(rows.filter((r) => r.search.length < 3)), 2)} ms, 3+ ${round(mean(rows.filter((r) => r.search.length >= 3)), 2)} ms`
  rec.set(f.grams, round(g, 3), { note: `${QUERIES.length} queries × ${runs}; ${describe(grams)}` })
  rec.set(f.fts, round(mean(fts), 3), {
    ratio: g > 0 ? { value: mean(fts) / g, against: 'grams' } : undefined,
    note: describe(fts),
  })
  rec.set(f.scan, round(mean(scan), 3), {
    ratio: g > 0 ? { value: mean(scan) / g, against: 'grams' } : undefined,
    note: describe(scan),
  })
  if (g > 0)
    rec.set(f.gain, round(mean(fts) / g, 2), { note: `scan ÷ grams ${round(mean(scan) / g, 2)}` })
  const differ = grams.filter((r) => !same.includes(r)).map((r) => r.search)
  rec.set(f.same, round((100 * same.length) / grams.length), {
    note: differ.length
      ? `differ: ${differ.join(', ')}`
      : `${grams.length} queries, count + first page`,
  })
  log(
    `clever ${f.grams.id}: grams ${round(g, 3)} ms, fts ${round(mean(fts), 3)} ms, scan ${round(mean(scan), 3)} ms`,
  )
}

interface LoadResult {
  latencies: number[]
  rps: number
  bad: number
}

/** `perUser[k]` replayed in turn by connection k; latencies after the warm-up second. */
async function load(url: string, perUser: Request[][], seconds = DURATION_S): Promise<LoadResult> {
  const latencies: number[] = []
  let bad = 0
  let connection = 0
  const started = Date.now()
  // Loaded here: the bench's own tools (scripts/bench/node_modules) are not the app's.
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({
    url,
    connections: perUser.length,
    duration: seconds + WARMUP_MS / 1000,
    timeout: 10,
    ...perUser[0][0],
    setupClient: (client: Client) => {
      client.setRequests(perUser[connection++ % perUser.length])
      client.on('response', (status: number, _bytes: number, ms: number) => {
        if (Date.now() - started < WARMUP_MS) return
        latencies.push(ms)
        if (status >= 400) bad++
      })
    },
  })
  return { latencies, rps: latencies.length / seconds, bad: bad + result.errors + result.timeouts }
}

async function compareBuddiesCache(url: string, rec: Recorder): Promise<void> {
  const f = cleverFigures
  const path = '/api/collections/gym_buddies_view/records?page=1&perPage=30&expand=trainer_profile'
  // Any Authorization header, even one PocketBase cannot read, skips the visitor cache.
  const plain = Array.from({ length: 50 }, () => [
    { method: 'GET', path, headers: { authorization: 'not-a-token' } } as Request,
  ])
  const cached = Array.from({ length: 50 }, () => [{ method: 'GET', path } as Request])
  const probe = await fetch(`${url}${path}`, { headers: { authorization: 'not-a-token' } })
  if (!probe.ok) throw new Error(`the uncached list answered ${probe.status}`)
  const without = await load(url, plain)
  const withCache = await load(url, cached)
  const p99 = (r: LoadResult) => round(percentile(r.latencies, 99))
  rec.set(f.cacheHit, p99(withCache), {
    note: `${Math.round(withCache.rps)} req/s, p50 ${round(percentile(withCache.latencies, 50))} ms, ${withCache.bad} bad`,
  })
  rec.set(f.cacheMiss, p99(without), {
    note: `${Math.round(without.rps)} req/s, p50 ${round(percentile(without.latencies, 50))} ms, ${without.bad} bad`,
  })
  rec.set(f.cacheRps, round(withCache.rps / without.rps, 2), {
    note: `p99 ${p99(without)} → ${p99(withCache)} ms; the app itself never lists this view (trainer page and Book Session read one record)`,
  })
}

async function signIn(url: string, email: string): Promise<Session> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: SCALE_PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`)
  const body = (await response.json()) as { token: string; record: { id: string } }
  return { token: body.token, id: body.record.id }
}

async function comparePrepared(
  url: string,
  accounts: ReturnType<typeof seedScale>['accounts'],
  rec: Recorder,
): Promise<void> {
  const f = cleverFigures
  const users = 20
  const trainers = await Promise.all(
    Array.from({ length: users }, (_, k) => signIn(url, accounts.trainers(k).email)),
  )
  const members = await Promise.all(accounts.loadMembers.map((m) => signIn(url, m.email)))
  const routeOnly = (requests: Awaited<ReturnType<typeof recordScreen>>) =>
    requests.filter((r) => r.path.startsWith('/api/gymbuddy/bookings?'))
  const schedule = await Promise.all(
    trainers.map(async (s) =>
      routeOnly(await recordScreen(url, s, (pb) => scheduleScreen(pb, s.id))),
    ),
  )
  const booker = await Promise.all(
    members.map(async (s) =>
      routeOnly(await recordScreen(url, s, (pb) => myBookingsScreen(pb, s.id))),
    ),
  )
  const perUser = (plain: boolean) =>
    schedule.map((requests, k) =>
      [...requests, ...(booker[k % booker.length] ?? [])].map(
        (r) =>
          ({
            method: r.method,
            path: r.path,
            headers: { ...r.headers, ...(plain ? { [UNPREPARED]: '1' } : {}) },
          }) as Request,
      ),
    )
  const kept = await load(url, perUser(false))
  const plain = await load(url, perUser(true))
  const keptAgain = await load(url, perUser(false))
  const best =
    percentile(kept.latencies, 95) <= percentile(keptAgain.latencies, 95) ? kept : keptAgain
  const p95 = (r: LoadResult) => percentile(r.latencies, 95)
  const note = (r: LoadResult) =>
    `p50 ${round(percentile(r.latencies, 50))} ms, ${Math.round(r.rps)} req/s, ${r.bad} bad`
  rec.set(f.prepared, round(p95(best)), {
    note: `${users} users, Schedule + My Bookings route calls; ${note(best)} (better of two runs around the plain one)`,
  })
  rec.set(f.unprepared, round(p95(plain)), { note: note(plain) })
  rec.set(f.preparedGain, round(p95(plain) / p95(best), 2))
}

async function serve(dataDir: string, hooks: string): Promise<RunningPocketBase> {
  upsertSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password)
  return startPocketBase({ dataDir, hooksDir: hooks, readyWithinMs: 180_000 })
}

/**
 * `trainers` seeded trainers served with the bench routes and the FTS5 index beside the finder's
 * tables, for compareSearches (tests/finder-search-index.test.ts); stop() removes everything.
 */
export async function searchBenchServer(
  trainers: number,
): Promise<{ url: string; token: string; stop: () => Promise<void> }> {
  const hooks = benchHooks()
  const dataDir = makeTempDataDir('gymbuddy-clever-search-')
  const clean = () => {
    for (const dir of [dataDir, hooks.dir]) rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (hooks.problems.length) throw new Error(hooks.problems.join('; '))
    seedScale({ dataDir, trainers, members: 0, chats: 0, messages: 0, bookings: 0 })
    const server = await serve(dataDir, hooks.dir)
    const token = await superuserToken(server.url).catch(async (error: unknown) => {
      await server.stop()
      throw error
    })
    await post(server.url, token, '/api/bench/fts', {})
    return { url: server.url, token, stop: () => server.stop().then(clean) }
  } catch (error) {
    clean()
    throw error
  }
}

export async function measureClever(rec: Recorder, signal: AbortSignal): Promise<void> {
  const f = cleverFigures
  const hooks = benchHooks()
  if (hooks.problems.length) log(`clever: ${hooks.problems.join('; ')}`)
  const dirs: string[] = []
  let server: RunningPocketBase | null = null
  try {
    // 2,000 trainers with the small preset's members, chats and bookings.
    const small = makeTempDataDir('gymbuddy-clever-')
    dirs.push(small)
    const seeded = seedScale({ dataDir: small, ...SMALL, trainers: SMALL_TRAINERS })
    log(`clever: seeded ${SMALL_TRAINERS} trainers in ${round(seeded.totalSeconds)} s`)
    server = await serve(small, hooks.dir)
    let token = await superuserToken(server.url)
    await post(server.url, token, '/api/bench/fts', {})
    await compareSearches(server.url, token, f.search2k, rec, 50)
    throwIfAborted(signal)
    await compareBuddiesCache(server.url, rec).catch((error: unknown) => {
      for (const s of [f.cacheHit, f.cacheMiss, f.cacheRps])
        rec.set(s, null, { note: `n/a: ${errorText(error)}` })
    })
    throwIfAborted(signal)
    await comparePrepared(server.url, seeded.accounts, rec).catch((error: unknown) => {
      for (const s of [f.prepared, f.unprepared, f.preparedGain])
        rec.set(s, null, { note: `n/a: ${errorText(error)}` })
    })
    await server.stop()
    server = null
    throwIfAborted(signal)

    // 20,000 trainers: the size at which _finder_grams holds ~1.3 million rows.
    const big = makeTempDataDir('gymbuddy-clever-big-')
    dirs.push(big)
    const bigSeed = seedScale({
      dataDir: big,
      trainers: BIG,
      members: 0,
      chats: 0,
      messages: 0,
      bookings: 0,
    })
    log(`clever: seeded ${BIG} trainers in ${round(bigSeed.totalSeconds)} s`)
    server = await serve(big, hooks.dir)
    token = await superuserToken(server.url)
    const sizes = await post<{ ms: number; gramRows: number; gramBytes: number; ftsBytes: number }>(
      server.url,
      token,
      '/api/bench/fts',
      {},
    )
    const mb = (bytes: number) => (bytes < 0 ? null : round(bytes / 1e6, 1))
    rec.set(f.gramRows, sizes.gramRows)
    rec.set(f.gramBytes, mb(sizes.gramBytes), {
      note: sizes.gramBytes < 0 ? 'n/a: no dbstat in this SQLite' : undefined,
    })
    rec.set(f.ftsBytes, mb(sizes.ftsBytes), { note: `built in ${sizes.ms} ms` })
    await compareSearches(server.url, token, f.search20k, rec, 10)
  } finally {
    await server?.stop().catch(() => undefined)
    for (const dir of [...dirs, hooks.dir]) rmSync(dir, { recursive: true, force: true })
  }
}

// Alone: npx tsx scripts/bench/clever.ts (the bench runs it as section 10).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rec = new Recorder(cleverFigureList())
  measureClever(rec, new AbortController().signal).then(
    () => console.log(renderTable(rec.finish('not measured'))),
    (error: unknown) => {
      console.error(error)
      console.log(renderTable(rec.finish(errorText(error))))
      process.exit(1)
    },
  )
}
