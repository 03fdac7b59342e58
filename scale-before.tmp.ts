import { spawn } from 'node:child_process'
import { Recorder, renderTable } from './scripts/bench/report'
import { measureScaleServer, scaleFigures } from './scripts/bench/scale'
import { resolvePocketBaseBin, hooksDir } from './scripts/lib/pocketbase'
import { seedScale } from './scripts/bench/scale-seed'
import { memberEmail, memberId } from './scripts/bench/scale-seed-sql'
const [dir, migrations, label] = process.argv.slice(2)
const port = 18000 + Math.floor(Math.random() * 1000)
const child = spawn(resolvePocketBaseBin(), ['serve', `--http=127.0.0.1:${port}`, `--dir=${dir}`, `--migrationsDir=${migrations}`, `--hooksDir=${hooksDir}`, '--automigrate=false', '--dev=false', '--hooksWatch=false', '--hooksPool=128'], { stdio: 'ignore' })
const url = `http://127.0.0.1:${port}`
for (let i = 0; i < 600; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break } catch {} await new Promise(r => setTimeout(r, 100)) }
// accounts of the seed as it was when this dir was made: one inbox member (m0)
const fake = { accounts: null as any }
const { scaleAccounts: accountsOfCounts } = await import('./scripts/bench/scale-seed')
void seedScale; void fake
const { SINGAPORE } = await import('./scripts/bench/scale-seed-sql')
const a = accountsOfCounts(SINGAPORE)
if (label === 'old-layout') a.inboxMembers = Array.from({ length: 20 }, () => ({ id: memberId(0), email: memberEmail(0) }))
const rec = new Recorder(Object.values(scaleFigures))
try { await measureScaleServer(url, a, rec, new AbortController().signal) } finally { child.kill() }
console.log(renderTable(rec.finish('not measured')))
