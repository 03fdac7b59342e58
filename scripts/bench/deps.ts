// The bench's own tools (lighthouse, autocannon) live in scripts/bench/package.json, so the app's
// `npm ci` does not install ~250 packages only the bench uses. `npm run bench` runs this first: it
// installs them into scripts/bench/node_modules with `npm ci --prefix` when missing or stale (the
// lockfile changed since the last install). Bench code then resolves them from there.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const lockFile = join(benchDir, 'package-lock.json')
/** Written after a successful install: the hash of the lockfile it installed. */
const stampFile = join(benchDir, 'node_modules', '.gymbuddy-bench-lock')

function lockHash(): string {
  return createHash('sha256').update(readFileSync(lockFile)).digest('hex')
}

/** Why scripts/bench/node_modules must be (re)installed, or null when it is current. */
export function benchDepsStaleReason(): string | null {
  if (!existsSync(stampFile)) return 'scripts/bench/node_modules is missing'
  if (readFileSync(stampFile, 'utf8').trim() !== lockHash())
    return 'scripts/bench/package-lock.json changed'
  return null
}

export function ensureBenchDeps(): void {
  const reason = benchDepsStaleReason()
  if (!reason) return
  console.log(`[bench] installing the bench's tools (${reason}): npm ci --prefix scripts/bench`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('npm ci --prefix scripts/bench failed')
  writeFileSync(stampFile, `${lockHash()}\n`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureBenchDeps()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
