// `npm run seed`: adds the demo data (the catalogue trainers, demo client and trainer) to pb_data/.
// Uses the server at PB_URL (default http://127.0.0.1:$PORT, PORT 8090) when one answers there,
// else starts PocketBase on pb_data/ just for the seeding. Idempotent: a second run adds nothing.
import { pathToFileURL } from 'node:url'
import { ensureLocalSuperuser, localDataDir, localPort } from './lib/local'
import { startPocketBase } from './lib/pocketbase'
import { seedDemoData } from './lib/seed-demo'

export { seedDemoData } from './lib/seed-demo'

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok
  } catch {
    return false
  }
}

async function main(): Promise<void> {
  const superuser = ensureLocalSuperuser(localDataDir)
  const url = process.env.PB_URL ?? `http://127.0.0.1:${localPort()}`
  if (await isUp(url)) {
    const { created } = await seedDemoData(url, superuser)
    console.log(`Seeded ${url}: ${created} records created.`)
    return
  }
  const server = await startPocketBase({ dataDir: localDataDir })
  try {
    const { created } = await seedDemoData(server.url, superuser)
    console.log(`Seeded ${localDataDir}: ${created} records created.`)
  } finally {
    await server.stop()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
