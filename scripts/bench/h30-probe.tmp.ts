// TEMPORARY probe (h30), deleted after use: finder keystrokes with and without "Free at" at
// 20,000 trainers, and the free route's p95 at 20 users.
import { rmSync } from 'node:fs'
import { makeTempDataDir, startPocketBase } from '../lib/pocketbase'
import { seedScale } from './scale-seed'

const dataDir = makeTempDataDir('h30-probe-')
const t0 = Date.now()
seedScale({ dataDir, trainers: 20_000, members: 2_000, chats: 0, messages: 0, bookings: 100_000 })
const server = await startPocketBase({ dataDir, readyWithinMs: 300_000 })
console.log(`seeded and serving in ${Math.round((Date.now() - t0) / 1000)} s`)

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
async function timed(path: string): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${server.url}${path}`)
  await response.text()
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return performance.now() - start
}

const sgt = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10)
const free = `&freeDay=${sgt}&freePart=evening`
const words = ['', 'a', 'an', 'ann', 'anna', 'j', 'ja', 'jam', 'yog', 'yoga', 'box', 'm', 'ma', 'mar']
try {
  for (const word of words) await timed(`/api/gymbuddy/finder?search=${word}&perPage=30${free}`)
  const plain: number[] = []
  const withFree: number[] = []
  for (let round = 0; round < 12; round++) {
    for (const word of words) {
      plain.push(await timed(`/api/gymbuddy/finder?search=${word}&perPage=30`))
      withFree.push(await timed(`/api/gymbuddy/finder?search=${word}&perPage=30${free}`))
    }
  }
  for (const [label, times] of [['plain', plain], ['free at', withFree]] as const) {
    console.log(`finder ${label}: p95 ${p95(times).toFixed(1)} ms, median ${median(times).toFixed(1)} ms (n=${times.length})`)
  }
  const first = await fetch(`${server.url}/api/gymbuddy/finder?perPage=30${free}`)
  const answer = (await first.json()) as { totalItems: number; items: { id: string; nextFree?: string }[] }
  console.log(`free at ${sgt} evening: ${answer.totalItems} trainers; nextFree on card 1: ${answer.items[0]?.nextFree}`)
  const ids = (
    (await (await fetch(`${server.url}/api/collections/gym_buddies_view/records?perPage=200&fields=id`)).json()) as {
      items: { id: string }[]
    }
  ).items.map((row) => row.id)
  for (const [label, path] of [
    ['health', () => '/api/health'],
    ['free route', () => `/api/gymbuddy/trainers/${ids[Math.floor(Math.random() * ids.length)]}/free?days=14`],
  ] as const) {
    const times: number[] = []
    const until = Date.now() + 8_000
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (Date.now() < until) times.push(await timed(path()))
      }),
    )
    console.log(`${label} at 20 users: p95 ${p95(times).toFixed(1)} ms, median ${median(times).toFixed(1)} ms (n=${times.length})`)
  }
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
