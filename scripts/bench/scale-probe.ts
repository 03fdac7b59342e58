// Section 8 against a data dir seeded earlier (scale-seed.ts --dir), without seeding again:
// npx tsx scripts/bench/scale-probe.ts --dir /tmp/scale-copy [--only bookings,schedule]
// Serves the dir with this checkout's migrations and hooks (new migrations apply on start) and
// prints each screen's p95 at 20 users beside /api/health. Tuning work reads it; the bench does not.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startPocketBase } from '../lib/pocketbase'
import { formatValue, Recorder } from './report'
import { measureScaleServer, scaleFigures } from './scale'
import { scaleAccounts, SINGAPORE } from './scale-seed'

const { values } = parseArgs({ options: { dir: { type: 'string' }, only: { type: 'string' } } })
if (!values.dir) throw new Error('--dir <seeded data dir> is required')
const server = await startPocketBase({ dataDir: resolve(values.dir), readyWithinMs: 180_000 })
try {
  const rec = new Recorder(Object.values(scaleFigures))
  const only = values.only?.split(',')
  await measureScaleServer(
    server.url,
    scaleAccounts(SINGAPORE),
    rec,
    new AbortController().signal,
    only,
  )
  for (const figure of rec.finish('not measured').filter((f) => f.value !== null))
    console.log(`${figure.name}: ${formatValue(figure)} ${figure.unit}\n  ${figure.note ?? ''}`)
} finally {
  await server.stop()
}
