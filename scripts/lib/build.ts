// Whether dist/ reflects the current sources: shared by `npm start` and the bench.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { distDir, projectRoot } from './pocketbase'

/** What the build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build',
  'tailwind.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'package.json',
  'package-lock.json',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/** Why dist/ must be rebuilt (missing, or older than an input), or null when it is current. */
export function distStaleReason(extraInputs: string[] = []): string | null {
  const index = join(distDir, 'index.html')
  if (!existsSync(index)) return 'dist/ is missing'
  const builtAt = statSync(index).mtimeMs
  const inputs = [...BUILD_INPUTS, ...extraInputs]
  if (inputs.some((input) => newestMtime(join(projectRoot, input)) > builtAt)) {
    return 'sources changed since the last build'
  }
  return null
}
