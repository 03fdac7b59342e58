import { readFileSync } from 'node:fs'
import { startPocketBase, upsertSuperuser, superuserToken } from './scripts/lib/pocketbase'
import { hooksWithExplainRoute } from './tests/support/query-plans'
const dir = process.argv[2]
upsertSuperuser(dir, 'root@x.test', 'root-password-123')
const s = await startPocketBase({ dataDir: dir, hooksDir: hooksWithExplainRoute() })
const token = await superuserToken(s.url, { email: 'root@x.test', password: 'root-password-123' })
for (const sql of readFileSync('/tmp/sched.sql', 'utf8').trim().split('\n')) {
  const t = Date.now()
  const r = await fetch(`${s.url}/api/test/explain`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ sql }) })
  console.log(Date.now() - t, 'ms', JSON.stringify(await r.json()).slice(0, 1500))
}
await s.stop()
