// `npm run bench`: builds if needed, starts the real app (dist/ served by PocketBase, fresh data
// dir), seeds synthetic data, measures six areas (README.md), prints one table and writes
// bench/results.json. A figure that cannot be measured is n/a with its reason (and fails).
// Exit code 1 when any budget fails.
import { busyCalendarFigures, measureBusyCalendars } from './busy-calendars'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  distDir,
  pocketBaseVersion,
  projectRoot,
  startTestPocketBase,
  type RunningPocketBase,
} from '../lib/pocketbase'
import { browserCpuBaseline, nodeCpuBaseline } from './baseline'
import { ensureBuild } from './build'
import { bundleFigures, measureBundle } from './bundle'
import { chatFigures, measureChat } from './chat'
import { cleverFigureList, measureClever } from './clever'
import { cleverUiFigures, measureCleverUi } from './clever-ui'
import { longChatFigures, measureLongChat } from './long-chat'
import { prepareServer, seedBenchData, superuserClient, type BenchData } from './data'
import { finderFigures, measureFinder } from './finder'
import { finderScaleFigures, finderScaleFreeFigures, measureFinderScale } from './finder-scale'
import { inboxFigures, measureInbox } from './inbox'
import { lighthouseFigures, measureLighthouse } from './lighthouse'
import {
  Recorder,
  renderTable,
  summarize,
  writeResults,
  type Figure,
  type FigureSpec,
  type Ratio,
} from './report'
import { measureRealtime, realtimeFigures } from './realtime'
import { measureScale, scaleFigures } from './scale'
import { measureSeries, seriesFigures } from './series'
import { measureThroughput, throughputFigures } from './throughput'
import { errorText, log, round, withTimeLimit } from './util'

const RESULTS_FILE = join(projectRoot, 'bench/results.json')
/** `--scale` adds the Singapore-sized database section (seed + load), run after the others. */
const { values: args } = parseArgs({ options: { scale: { type: 'boolean', default: false } } })
const SCALE_LIMIT_MS = 25 * 60_000
/** Section 10 seeds and serves its own data (2,000 and 20,000 trainers): ~2 minutes. */
const CLEVER_LIMIT_MS = 4 * 60_000
/** The whole run stays under 10 minutes (plus sections 10's and 8's own limits). */
const RUN_LIMIT_MS = 9.5 * 60_000 + CLEVER_LIMIT_MS + (args.scale ? SCALE_LIMIT_MS + 900_000 : 0)

const SETUP = '0 Setup & baselines'
const setupFigures = {
  seed: { id: 'setup.seed', section: SETUP, name: 'Seed synthetic data', unit: 's' },
  nodeCpu: {
    id: 'baseline.node.cpu',
    section: SETUP,
    name: 'Fixed CPU workload in Node (baseline)',
    unit: 'ms',
    decimals: 1,
  },
  browserCpu: {
    id: 'baseline.chromium.cpu',
    section: SETUP,
    name: 'Fixed CPU workload in Chromium ("cpu" baseline)',
    unit: 'ms',
    decimals: 1,
  },
  lighthouseIndex: {
    id: 'baseline.lighthouse.benchmarkIndex',
    section: SETUP,
    name: 'Lighthouse benchmarkIndex (machine speed)',
    unit: 'index',
    decimals: 0,
  },
} satisfies Record<string, FigureSpec>

/** BENCH_ONLY=finder,chat runs just those sections (for working on one budget; others are n/a). */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
const started = Date.now()
const loadAtStart = loadavg()[0]
const figures: Figure[] = []

async function section(
  label: string,
  specs: FigureSpec[],
  limitMs: number,
  work: (rec: Recorder, signal: AbortSignal) => Promise<void>,
  blocked?: string,
): Promise<void> {
  const rec = new Recorder(specs)
  const left = RUN_LIMIT_MS - (Date.now() - started)
  let reason = 'not measured'
  if (only && !only.includes(label.replace(/^\d+ /, ''))) reason = 'skipped (BENCH_ONLY)'
  else if (blocked) reason = blocked
  else if (left < 15_000) reason = 'skipped: the run is out of time'
  else {
    log(`${label}...`)
    const t0 = Date.now()
    try {
      await withTimeLimit(label, Math.min(limitMs, left), (signal) => work(rec, signal))
    } catch (error) {
      reason = errorText(error)
      log(`${label} stopped: ${reason}`)
    }
    log(`${label} took ${round((Date.now() - t0) / 1000)} s`)
  }
  figures.push(...rec.finish(reason))
}

async function main(): Promise<number> {
  log(`GymBuddy bench on ${cpus().length} cores, load average ${loadAtStart.toFixed(2)}`)
  const setup = new Recorder(Object.values(setupFigures))
  let buildProblem: string | undefined
  try {
    buildProblem = ensureBuild().problem
  } catch (error) {
    buildProblem = errorText(error)
  }
  if (buildProblem) log(`build: ${buildProblem}`)

  let server: RunningPocketBase | null = null
  const stop = async () => {
    await server?.stop().catch(() => undefined)
    server = null
  }
  process.once('SIGINT', () => void stop().then(() => process.exit(130)))
  const baselines: Record<string, number | null> = {}
  let data: BenchData | null = null
  let dataProblem: string | undefined
  try {
    const pbServer = await startTestPocketBase({ publicDir: distDir })
    server = pbServer
    const baseURL = pbServer.url
    log(`PocketBase ${pocketBaseVersion()} serving dist/ at ${baseURL}`)

    const nodeCpu = nodeCpuBaseline()
    setup.set(setupFigures.nodeCpu, nodeCpu)
    baselines.nodeCpuMs = nodeCpu
    let browserCpu: number | null = null
    try {
      browserCpu = await withTimeLimit('cpu baseline', 60_000, browserCpuBaseline)
      setup.set(setupFigures.browserCpu, browserCpu)
    } catch (error) {
      setup.set(setupFigures.browserCpu, null, { note: `n/a: ${errorText(error)}` })
    }
    baselines.chromiumCpuMs = browserCpu
    const cpuRatio = (ms: number): Ratio | undefined =>
      browserCpu ? { value: ms / browserCpu, against: 'cpu' } : undefined

    try {
      const pb = await superuserClient(
        baseURL,
        pbServer.superuser.email,
        pbServer.superuser.password,
      )
      await prepareServer(pb)
      data = await withTimeLimit('seeding', 240_000, () => seedBenchData(pb))
      setup.set(setupFigures.seed, data.seedSeconds, {
        note: `${data.trainers.length} trainers, 200+10 chats, 200 bookings, 24 clients`,
      })
    } catch (error) {
      dataProblem = `seeding failed: ${errorText(error)}`
      setup.set(setupFigures.seed, null, { note: `n/a: ${dataProblem}` })
      log(dataProblem)
    }

    await section('1 bundle', Object.values(bundleFigures), 90_000, (rec, signal) =>
      measureBundle(baseURL, rec, signal),
    )
    await section('2 lighthouse', lighthouseFigures, 240_000, async (rec, signal) => {
      const index = await measureLighthouse(baseURL, rec, signal)
      baselines.lighthouseBenchmarkIndex = index
      setup.set(setupFigures.lighthouseIndex, index, {
        note: index === null ? 'n/a: no Lighthouse run finished' : undefined,
      })
    })
    const d = data
    await section(
      '3 finder',
      Object.values(finderFigures),
      150_000,
      (rec, signal) => measureFinder(baseURL, d!.trainers, rec, signal, cpuRatio),
      dataProblem,
    )
    await section(
      '4 inbox',
      Object.values(inboxFigures),
      90_000,
      (rec, signal) =>
        measureInbox(
          baseURL,
          { big: d!.inboxUser, small: d!.smallInboxUser },
          rec,
          signal,
          cpuRatio,
        ),
      dataProblem,
    )
    let noLoadChatP95: number | null = null
    await section(
      '5 chat',
      [...Object.values(chatFigures), ...Object.values(longChatFigures)],
      300_000,
      async (rec, signal) => {
        const newChatP95 = await measureChat(baseURL, d!.chatPair, rec, signal, cpuRatio)
        noLoadChatP95 = newChatP95
        await measureLongChat(baseURL, pbServer.superuser, rec, signal, newChatP95)
      },
      dataProblem,
    )
    await section(
      '6 throughput',
      throughputFigures(),
      120_000,
      async (rec, signal) => {
        const health = await measureThroughput(baseURL, d!.loadUsers, rec, signal)
        baselines.healthRps = health?.rps ?? null
        baselines.healthP99Ms = health?.p99 ?? null
      },
      dataProblem,
    )
    await section(
      '9 series',
      Object.values(seriesFigures),
      120_000,
      async (rec, signal) => {
        const { email, password } = pbServer.superuser
        const root = await superuserClient(baseURL, email, password)
        await measureSeries(root, d!.trainers, rec, signal)
      },
      dataProblem,
    )
    await section('11 clever-ui', Object.values(cleverUiFigures), 180_000, (rec, signal) =>
      measureCleverUi(baseURL, rec, signal),
    )
    // Last: its 2,000 extra members and their connections must not weigh on the other sections.
    await section(
      '7 realtime',
      Object.values(realtimeFigures),
      480_000,
      (rec, signal) =>
        measureRealtime(
          { url: baseURL, pid: pbServer.process.pid, superuser: pbServer.superuser },
          d!.chatPair,
          rec,
          signal,
          cpuRatio,
          noLoadChatP95,
        ),
      dataProblem,
    )
  } catch (error) {
    log(`bench stopped early: ${errorText(error)}`)
    figures.push(
      ...new Recorder([{ id: 'bench.run', section: SETUP, name: 'Bench run', unit: '' }]).finish(
        errorText(error),
      ),
    )
  } finally {
    await stop()
  }
  // The clever parts beside their plain versions: own servers and data, nothing else running.
  await section('10 clever', cleverFigureList(), CLEVER_LIMIT_MS, (rec, signal) =>
    measureClever(rec, signal),
  )
  // Its own server and data dir, after the everyday server stopped (nothing else competes).
  if (args.scale) {
    // The finder at 20,000 trainers, then with "Free at" set: its own seeded server
    // (finder-scale.ts), ~2.5 min.
    const figures = [...Object.values(finderScaleFigures), ...Object.values(finderScaleFreeFigures)]
    await section('3b finder-20k', figures, 360_000, (rec, signal) =>
      measureFinderScale(rec, signal, (ms) => {
        const cpu = baselines.chromiumCpuMs
        return cpu ? { value: ms / cpu, against: 'cpu' } : undefined
      }),
    )
  }
  if (args.scale) {
    await section('8 scale', Object.values(scaleFigures), SCALE_LIMIT_MS, (rec, signal) =>
      measureScale(rec, signal),
    )
    // 2,000 trainers' own calendars read by one cron run (~7 min): its own server and feeds.
    await section('12 busy-calendars', Object.values(busyCalendarFigures), 900_000, (rec, signal) =>
      measureBusyCalendars(rec, signal),
    )
  }

  const all = [...setup.finish(dataProblem ?? 'not measured'), ...figures]
  if (buildProblem) {
    all.unshift({
      id: 'setup.build',
      section: SETUP,
      name: 'Build',
      unit: '',
      value: null,
      status: 'info',
      note: buildProblem,
    })
  }
  const durationSeconds = round((Date.now() - started) / 1000)
  const summary = summarize(all)
  console.log(`\n${renderTable(all)}\n`)
  console.log(
    `${summary.pass} pass, ${summary.fail} fail, ${summary.info} info; ${durationSeconds} s; results in bench/results.json`,
  )
  writeResults(RESULTS_FILE, {
    startedAt: new Date(started).toISOString(),
    durationSeconds,
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverageAtStart: round(loadAtStart, 2),
    },
    baselines,
    figures: all,
    summary,
  })
  return summary.fail > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
