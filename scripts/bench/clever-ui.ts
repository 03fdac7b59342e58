// 11. The browser's clever part against its plain version, in the same run: the app's own
// live-query hook (src/lib/use-live-query.ts) against TanStack Query, by the bytes each adds to
// the chunks that load it (the finder and the signed-in screens; neither is on /). Both send one
// request per query and screen. docs/capacity.md keeps the verdicts (a part stays only while it
// gains ≥ 2× over its plain version), also of the parts already removed.
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { projectRoot } from '../lib/pocketbase'
import type { FigureSpec, Recorder } from './report'
import { round } from './util'

const SECTION = '11 Clever parts (browser)'

const spec = (id: string, name: string, unit: string) => ({
  id: `clever.${id}`,
  section: SECTION,
  name,
  unit,
})

export const cleverUiFigures = {
  liveQuery: spec('liveQuery.bytes', 'use-live-query.ts, minified (gzip)', 'kB'),
  tanstack: spec('tanstack.bytes', 'TanStack Query for the same calls, minified (gzip)', 'kB'),
  liveQueryLines: spec('liveQuery.lines', 'Lines of use-live-query.ts (+ its test)', 'count'),
} satisfies Record<string, FigureSpec>

const kb = (bytes: number) => round(bytes / 1000, 1)

/** Minified, gzipped size of `source` bundled with React and the SDK left out (both load anyway). */
async function bundledBytes(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: join(projectRoot, 'src'), loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'pocketbase', 'react/jsx-runtime'],
    alias: { '@': join(projectRoot, 'src') },
    logLevel: 'silent',
  })
  return gzipSync(result.outputFiles[0].contents).length
}

// What the screens would import from TanStack Query to do what useLiveQuery does for them.
const TANSTACK_USE = `export { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'`
const LIVE_QUERY_USE = `export { useLiveQuery, subscribeToAll } from '@/lib/use-live-query'`

async function measureLiveQuery(rec: Recorder) {
  const f = cleverUiFigures
  const lines = (file: string) =>
    readFileSync(join(projectRoot, file), 'utf8').split('\n').length - 1
  const own = await bundledBytes(LIVE_QUERY_USE)
  rec.set(f.liveQuery, kb(own), { note: 'with its reconnect helper (lib/connection.ts)' })
  try {
    const tanstack = await bundledBytes(TANSTACK_USE)
    rec.set(f.tanstack, kb(tanstack), {
      ratio: own > 0 ? { value: tanstack / own, against: 'use-live-query' } : undefined,
      note: 'QueryClient, provider, useQuery; live events and reload after an outage still need own code',
    })
  } catch (error) {
    rec.set(f.tanstack, null, {
      note: `n/a: @tanstack/react-query not installed (${String(error).slice(0, 80)})`,
    })
  }
  const hook = lines('src/lib/use-live-query.ts')
  const test = lines('src/lib/use-live-query.test.tsx')
  rec.set(f.liveQueryLines, hook + test, { note: `${hook} + ${test} (test)` })
}

export async function measureCleverUi(rec: Recorder) {
  await measureLiveQuery(rec)
}
