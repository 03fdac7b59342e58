import PocketBase from 'pocketbase'
import { startTestPocketBase, distDir } from './scripts/lib/pocketbase'
import { prepareServer, seedBenchData, superuserClient } from './scripts/bench/data'
import { writeFileSync } from 'node:fs'

const server = await startTestPocketBase({ publicDir: distDir })
const su = await superuserClient(server.url, server.superuser.email, server.superuser.password)
await prepareServer(su)
await seedBenchData(su)
writeFileSync('/tmp/pubperf/url.txt', server.url)
const pb = new PocketBase(server.url)
pb.autoCancellation(false)
const FIELDS = 'id,collectionId,collectionName,name,email,avatar,trainer_profile,expand.trainer_profile.specializations,expand.trainer_profile.experienceLevel,expand.trainer_profile.preferredLocation,expand.trainer_profile.rate'
for (let i = 0; i < 3; i++) {
  let t = performance.now()
  const all = await pb.collection('gym_buddies_view').getFullList({ expand: 'trainer_profile', fields: FIELDS, sort: 'name' })
  const full = performance.now() - t
  t = performance.now()
  await pb.collection('gym_buddies_view').getFullList({ expand: 'trainer_profile' })
  const plain = performance.now() - t
  t = performance.now()
  const first = await pb.collection('gym_buddies_view').getList(1, 48, { expand: 'trainer_profile', fields: FIELDS, sort: 'name' })
  const page = performance.now() - t
  t = performance.now()
  await fetch(`${server.url}/api/health`)
  const health = performance.now() - t
  console.log({ n: all.length, total: first.totalItems, full: Math.round(full), plain: Math.round(plain), page: Math.round(page), health: Math.round(health) })
}
console.log('READY', server.url)
process.on('SIGTERM', async () => { await server.stop(); process.exit(0) })
setInterval(() => {}, 1 << 30)
