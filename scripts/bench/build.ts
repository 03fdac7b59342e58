// Makes sure dist/ is the current source: typecheck and build with the bench's Vite config (the
// app's plus the bundle-map plugin) when dist/ is missing or older than any input, or when the
// chunk map the bundle check needs does not describe this dist/.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { distStaleReason } from '../lib/build'
import { distDir, projectRoot } from '../lib/pocketbase'
import type { BundleMap } from './bundle-map-plugin'
import { log } from './util'

/** The app's Vite config plus the bundle-map plugin. */
const BENCH_CONFIG = 'scripts/bench/vite.bench.config.ts'

export const bundleMapFile = join(projectRoot, 'node_modules/.cache/gymbuddy-bench/bundle-map.json')

export function readBundleMap(): BundleMap | null {
  try {
    return JSON.parse(readFileSync(bundleMapFile, 'utf8')) as BundleMap
  } catch {
    return null
  }
}

/** Why dist/ must be rebuilt, or null when it is current. */
function staleReason(): string | null {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return 'dist/ is missing'
  const sources = distStaleReason([
    'scripts/bench/bundle-map-plugin.ts',
    'scripts/bench/vite.bench.config.ts',
  ])
  if (sources) return sources
  const map = readBundleMap()
  const html = readFileSync(index, 'utf8')
  const entry = map?.chunks.find((c) => c.isEntry)
  if (!map || !entry || !html.includes(entry.file)) return 'no chunk map for this dist/'
  if (map.chunks.some((c) => !existsSync(join(distDir, c.file)))) return 'chunk map is outdated'
  return null
}

export interface BuildOutcome {
  built: boolean
  reason: string | null
  /** Set when `npm run build` failed; dist/ was then made by `vite build` alone, if that worked. */
  problem?: string
}

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: { ...process.env, GYMBUDDY_BUNDLE_MAP: bundleMapFile },
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

export function ensureBuild(): BuildOutcome {
  const reason = staleReason()
  if (!reason) {
    log('dist/ is current: no build needed')
    return { built: false, reason }
  }
  log(`building (${reason}): tsc -b, then vite build --config ${BENCH_CONFIG}`)
  const typecheck = run('npx', ['tsc', '-b'])
  const viteBuild = run('npx', [
    'vite',
    'build',
    '--config',
    BENCH_CONFIG,
    '--outDir',
    distDir,
    '--emptyOutDir',
  ])
  if (!viteBuild.ok) {
    const firstError =
      viteBuild.output.split('\n').find((l) => /error/i.test(l)) ?? 'see the build output'
    throw new Error(`build failed: ${firstError.trim()}`)
  }
  if (typecheck.ok) return { built: true, reason }
  const firstError =
    typecheck.output.split('\n').find((l) => /error/i.test(l)) ?? 'see the tsc output'
  return { built: true, reason, problem: `tsc -b failed (${firstError.trim()})` }
}
