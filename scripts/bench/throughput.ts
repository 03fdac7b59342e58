// 6. Server throughput: autocannon over loopback, 50 connections, 10 s per scenario, each also as
// a ratio to PocketBase's own /api/health measured the same way in the same run.
import autocannon, { type Client, type Request, type Result } from 'autocannon'
import type { LoadUser } from './data'
import type { FigureSpec, Recorder } from './report'
import { errorText, log, throwIfAborted } from './util'

const SECTION = '6 Throughput'
const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10)

interface Scenario {
  key: string
  label: string
  /** p99 budget in ms (reads only). */
  p99Budget?: number
  /** Requests for connection number `n` (each connection acts as one user). */
  requests: (n: number) => Request[]
}

function scenarios(users: LoadUser[]): Scenario[] {
  const userFor = (n: number) => users[n % users.length]
  const auth = (u: LoadUser) => ({ authorization: u.auth.token })
  return [
    {
      key: 'health',
      label: 'GET /api/health (baseline)',
      requests: () => [{ method: 'GET', path: '/api/health' }],
    },
    {
      key: 'buddies',
      label: 'gym_buddies_view list + expand, visitor',
      p99Budget: 100,
      requests: () => [
        {
          method: 'GET',
          path: '/api/collections/gym_buddies_view/records?page=1&perPage=30&expand=trainer_profile',
        },
      ],
    },
    {
      key: 'bookings',
      label: 'own bookings list, signed in',
      p99Budget: 100,
      requests: (n) => {
        const u = userFor(n)
        const query = new URLSearchParams({
          page: '1',
          perPage: '500',
          skipTotal: '1',
          filter: `booker = "${u.id}"`,
          sort: '-created',
        })
        return [
          { method: 'GET', path: `/api/collections/bookings/records?${query}`, headers: auth(u) },
        ]
      },
    },
    {
      key: 'messages',
      label: 'create message, signed in',
      requests: (n) => {
        const u = userFor(n)
        return [
          {
            method: 'POST',
            path: '/api/collections/messages/records',
            headers: { ...auth(u), 'content-type': 'application/json' },
            body: JSON.stringify({
              text: `Load test message from ${u.name}`,
              sender: u.id,
              chat: u.chatId,
            }),
          },
        ]
      },
    },
  ]
}

function specsFor(s: Scenario) {
  const base = { section: SECTION, decimals: 0 }
  return {
    rps: { ...base, id: `throughput.${s.key}.rps`, name: `${s.label}: requests/s`, unit: 'req/s' },
    p99: {
      ...base,
      id: `throughput.${s.key}.p99`,
      name: `${s.label}: p99 latency`,
      unit: 'ms',
      budget: s.p99Budget ? { op: '<=', limit: s.p99Budget } : undefined,
    },
    errors: {
      ...base,
      id: `throughput.${s.key}.errors`,
      name: `${s.label}: errors`,
      unit: 'errors',
      budget: s.key === 'health' ? undefined : { op: '==', limit: 0 },
    },
  } satisfies Record<string, FigureSpec>
}

/** Every figure this section prints (declared up front so an unmeasured one still shows). */
export function throughputFigures(): FigureSpec[] {
  return scenarios([]).flatMap((s) => Object.values(specsFor(s)))
}

async function load(baseURL: string, scenario: Scenario): Promise<Result> {
  let connection = 0
  return autocannon({
    url: baseURL,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    warmup: { connections: CONNECTIONS, duration: 1 },
    ...scenario.requests(0)[0],
    setupClient: (client: Client) => client.setRequests(scenario.requests(connection++)),
  })
}

async function run(baseURL: string, scenario: Scenario): Promise<Result | string> {
  try {
    const result = await load(baseURL, scenario)
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' ')
    log(
      `autocannon ${scenario.key}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, status ${codes}`,
    )
    return result
  } catch (error) {
    return `n/a: ${errorText(error)}`
  }
}

/**
 * /api/health runs first and again last; the better run is the baseline (the machine is shared,
 * and one busy moment would otherwise flatter every ratio).
 */
export async function measureThroughput(
  baseURL: string,
  users: LoadUser[],
  rec: Recorder,
  signal: AbortSignal,
): Promise<{ rps: number; p99: number } | null> {
  const [healthScenario, ...others] = scenarios(users)
  const results = new Map<string, Result | string>()
  const healthRuns: (Result | string)[] = [await run(baseURL, healthScenario)]
  for (const scenario of others) {
    throwIfAborted(signal)
    results.set(scenario.key, await run(baseURL, scenario))
  }
  throwIfAborted(signal)
  healthRuns.push(await run(baseURL, healthScenario))
  const healthResults = healthRuns.filter((r): r is Result => typeof r !== 'string')
  const bestHealth = healthResults.sort((a, b) => b.requests.average - a.requests.average)[0]
  results.set('health', bestHealth ?? String(healthRuns[0]))
  const health = bestHealth
    ? { rps: bestHealth.requests.average, p99: bestHealth.latency.p99 }
    : null
  const healthNote = healthResults.map((r) => Math.round(r.requests.average)).join(' and ')

  for (const scenario of [healthScenario, ...others]) {
    const specs = specsFor(scenario)
    const result = results.get(scenario.key)
    if (!result || typeof result === 'string') {
      for (const spec of Object.values(specs)) rec.set(spec, null, { note: result ?? 'n/a' })
      continue
    }
    const rps = result.requests.average
    const p99 = result.latency.p99
    const errors = result.errors + result.timeouts + result.non2xx
    const baseline = scenario === healthScenario ? null : health
    rec.set(specs.rps, rps, {
      ratio: baseline ? { value: rps / baseline.rps, against: '/api/health' } : undefined,
      note:
        scenario === healthScenario
          ? `better of two runs (${healthNote} req/s)`
          : `${result.requests.total} requests in ${result.duration} s`,
    })
    rec.set(specs.p99, p99, {
      ratio: baseline?.p99 ? { value: p99 / baseline.p99, against: '/api/health' } : undefined,
      note: `p50 ${result.latency.p50} ms, max ${result.latency.max} ms`,
    })
    rec.set(specs.errors, errors, {
      note: errors
        ? `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`
        : '',
    })
  }
  return health
}
