// 3b. The finder at 20,000 trainers, under `npm run bench -- --scale`: the
// scale seeder's trainers (scale-seed.ts, straight into SQLite), served with the built SPA, then
// the same probes as at 2,000 (finder.ts) beside the same run's naive full-list call. The
// browser asks the search route per keystroke at any size; the seeder fills the finder's search
// tables itself (scale-seed-sql.ts), so the server starts without refilling anything.
import { rmSync } from 'node:fs'
import PocketBase from 'pocketbase'
import { normalizeSpecializations } from '../../src/lib/specializations'
import {
  distDir,
  makeTempDataDir,
  startPocketBase,
  type RunningPocketBase,
} from '../lib/pocketbase'
import type { TrainerSeed } from './data'
import { finderFiguresFor, measureFinder } from './finder'
import type { Ratio, Recorder } from './report'
import { seedScale } from './scale-seed'
import { log, round, throwIfAborted } from './util'

export const SCALE_TRAINERS = 20_000

export const finderScaleFigures = finderFiguresFor(
  SCALE_TRAINERS,
  'finder20k',
  '3b Finder (20,000 trainers)',
)

// The same probes with "Free at" set to an evening three days on: the seeded trainers work every
// hour and have no sessions here, so every one of them is free then and the counts are the same.
export const finderScaleFreeFigures = finderFiguresFor(
  SCALE_TRAINERS,
  'finder20kFree',
  '3b Finder (20,000 trainers), "Free at" set',
)

/** Free at: a Singapore evening three days from now, as the finder's address carries it. */
function freeAtPath(): string {
  const day = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10)
  return `/find-gym-buddy?freeDay=${day}&freePart=evening`
}

/** What a visitor's view shows of every trainer: the expected counts follow it (shown emails). */
async function visibleTrainers(url: string): Promise<TrainerSeed[]> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  const rows = await pb
    .collection('gym_buddies_view')
    .getFullList({ batch: 1000, sort: 'name,id', requestKey: null })
  return rows.map((row) => ({
    id: row.id,
    name: String(row.name ?? ''),
    email: String(row.email ?? ''),
    specializations: row.experienceLevel ? normalizeSpecializations(row.specializations) : [],
  }))
}

export async function measureFinderScale(
  rec: Recorder,
  signal: AbortSignal,
  cpuRatio: (ms: number) => Ratio | undefined = () => undefined,
): Promise<void> {
  const dataDir = makeTempDataDir('gymbuddy-finder-scale-')
  let server: RunningPocketBase | null = null
  try {
    const started = Date.now()
    seedScale({ dataDir, trainers: SCALE_TRAINERS, members: 0, chats: 0, messages: 0, bookings: 0 })
    server = await startPocketBase({ dataDir, publicDir: distDir, readyWithinMs: 180_000 })
    log(`finder 20k: seeded and serving in ${round((Date.now() - started) / 1000)} s`)
    throwIfAborted(signal)
    const trainers = await visibleTrainers(server.url)
    await measureFinder(server.url, trainers, rec, signal, cpuRatio, finderScaleFigures)
    throwIfAborted(signal)
    const free = finderScaleFreeFigures
    await measureFinder(server.url, trainers, rec, signal, cpuRatio, free, freeAtPath())
  } finally {
    await server?.stop().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
