import { startPocketBase } from './scripts/lib/pocketbase'
import { scaleAccounts } from './scripts/bench/scale-seed'
import { SINGAPORE } from './scripts/bench/scale-seed-sql'
import * as A from './scripts/bench/app-requests'
let out = ''
const s = await startPocketBase({ dataDir: process.argv[2], dev: true, onOutput: (t) => (out += t) })
const a = scaleAccounts(SINGAPORE)
const r = await fetch(`${s.url}/api/collections/users/auth-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: a.trainers(0).email, password: 'ScalePassw0rd' }) })
const b = await r.json() as any
const from = out.length
await A.recordScreen(s.url, { token: b.token, id: b.record.id }, (pb) => A.scheduleScreen(pb, b.record.id)).catch((e) => console.log('err', String(e)))
await new Promise((r) => setTimeout(r, 300))
await s.stop()
console.log(out.slice(from).split('\n').filter((l) => /users_view|client_profiles/.test(l)).join('\n'))
