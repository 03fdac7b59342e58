import { spawn } from 'node:child_process'
import { resolvePocketBaseBin, hooksDir } from './scripts/lib/pocketbase'
import { scaleAccounts } from './scripts/bench/scale-seed'
import { SINGAPORE, memberEmail } from './scripts/bench/scale-seed-sql'
import * as A from './scripts/bench/app-requests'
const [dir] = process.argv.slice(2)
const port = 18000 + Math.floor(Math.random() * 1000)
const child = spawn(resolvePocketBaseBin(), ['serve', `--http=127.0.0.1:${port}`, `--dir=${dir}`, `--migrationsDir=pb_migrations`, `--hooksDir=${hooksDir}`, '--automigrate=false', '--dev=false', '--hooksWatch=false'], { stdio: 'ignore' })
const url = `http://127.0.0.1:${port}`
for (let i = 0; i < 1200; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break } catch {} await new Promise(r => setTimeout(r, 100)) }
const a = scaleAccounts(SINGAPORE)
async function signIn(email: string) {
  const t = Date.now()
  const r = await fetch(`${url}/api/collections/users/auth-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identity: email, password: 'ScalePassw0rd' }) })
  const b = await r.json() as any
  console.log(`sign-in ${Date.now() - t} ms`)
  return { token: b.token, id: b.record.id }
}
const m = await signIn(a.loadMembers[0].email)
const t = await signIn(a.trainers(0).email)
const inbox = await signIn(memberEmail(0))
const screens: [string, A.Session | null, (pb: any) => Promise<unknown>][] = [
  ['bookings', m, (pb) => A.myBookingsScreen(pb, m.id)],
  ['schedule', t, (pb) => A.scheduleScreen(pb, t.id)],
  ['inbox', inbox, (pb) => A.inboxScreen(pb)],
  ['chat', m, (pb) => A.chatScreen(pb, m.id, a.loadMembers[0].trainerId)],
  ['notifications', t, (pb) => A.notificationsScreen(pb, t.id)],
  ['trainer', m, (pb) => A.trainerScreen(pb, a.trainers(5).id)],
  ['book', m, (pb) => A.bookSessionScreen(pb, m.id, a.trainers(5).id)],
]
try {
  for (const [name, s, screen] of screens) {
    const reqs = await A.recordScreen(url, s, screen)
    for (const r of reqs) {
      const times: number[] = []
      let status = 0
      for (let i = 0; i < 5; i++) { const t0 = performance.now(); const res = await fetch(url + r.path, { headers: r.headers }); await res.arrayBuffer(); status = res.status; times.push(performance.now() - t0) }
      times.sort((x, y) => x - y)
      console.log(`${name.padEnd(14)} ${status} median ${times[2].toFixed(1)} ms  ${decodeURIComponent(r.path).slice(0, 150)}`)
    }
  }
  const f = await A.finderRequests(url)
  for (const p of f.paths) { const times: number[] = []; for (let i = 0; i < 5; i++) { const t0 = performance.now(); await (await fetch(url + p)).arrayBuffer(); times.push(performance.now() - t0) } times.sort((x, y) => x - y); console.log(`finder         median ${times[2].toFixed(1)} ms ${p}`) }
} finally { child.kill() }
