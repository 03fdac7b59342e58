import { startPocketBase } from './scripts/lib/pocketbase'
import { scaleAccounts } from './scripts/bench/scale-seed'
import { SINGAPORE } from './scripts/bench/scale-seed-sql'
import * as A from './scripts/bench/app-requests'
let out = ''
const s = await startPocketBase({ dataDir: process.argv[2], dev: true, onOutput: (t) => (out += t) })
const a = scaleAccounts(SINGAPORE)
const r = await fetch(`${s.url}/api/collections/users/auth-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: a.trainers(0).email, password: 'ScalePassw0rd' }) })
const b = await r.json() as any
const reqs = await A.recordScreen(s.url, { token: b.token, id: b.record.id }, (pb) => A.scheduleScreen(pb, b.record.id)).catch((e) => { console.log('err', String(e)); return [] })
for (const q of reqs) {
  const t0 = Date.now(); const res = await fetch(s.url + q.path, { headers: q.headers }); const text = await res.text()
  console.log(Date.now() - t0, 'ms', res.status, decodeURIComponent(q.path).slice(0, 100), res.status !== 200 ? text.slice(0, 300) : '')
}
await s.stop()
console.log(out.split('\n').filter((l) => /^\[\d{3,}/.test(l)).map((l) => l.slice(0, 400)).join('\n'))
