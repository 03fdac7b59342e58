import { expect, it } from 'vitest'
import { makeBooking, request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer(process.env.H_HOOKS ? { hooksDir: process.env.H_HOOKS } : {})

it('measures', async () => {
  const trainer = await makeTrainer(server, 'Measured Coach')
  const before = await makeTrainer(server, 'Other Coach')
  const ids: string[] = []
  for (let i = 0; i < 10; i++) {
    const c = await makeClient(server, `C${i}`)
    ids.push(c.record.id)
    for (let d = 1; d <= 5; d++)
      await makeBooking(server.root, c, before, new Date(Date.now() - d * 7 * 86400000 - i * 3600000).toISOString(), 'confirmed', { outcome: 'attended' })
    await request(c, trainer, sgtSlot(3 + (i % 5), 9 + Math.floor(i / 5)))
  }
  const auth = { Authorization: trainer.pb.authStore.token }
  const url = `${server.url}/api/gymbuddy/bookings?side=gymBuddy&needsAnswer=10&upcoming=10&past=10`
  const times: number[] = []
  let bytes = 0
  for (let k = 0; k < 30; k++) {
    const t0 = performance.now()
    const r = await fetch(url, { headers: auth })
    bytes = (await r.text()).length
    times.push(performance.now() - t0)
  }
  const rel: number[] = []
  let relBytes = 0
  for (let k = 0; k < 10; k++) {
    const t0 = performance.now()
    const all = await Promise.all(ids.map((id) => fetch(`${server.url}/api/gymbuddy/reliability/${id}`, { headers: auth }).then((r) => r.text())))
    relBytes = all.reduce((s, x) => s + x.length, 0)
    rel.push(performance.now() - t0)
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]
  console.log('MEASURE route ms', med(times)?.toFixed(1), 'bytes', bytes, '| 10 reliability calls ms', med(rel)?.toFixed(1), 'bytes', relBytes)
  expect(bytes).toBeGreaterThan(0)
})
