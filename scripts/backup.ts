// `npm run backup [-- --out DIR] [--data-dir DIR] [--url URL]`: a consistent backup of the data
// (database and uploaded files) as a PocketBase zip in backups/ (default). Works while
// `npm start` runs (through its API) and when nothing runs (a temporary server on the data dir).
import { existsSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { createBackup } from './lib/backups'
import { optionValue } from './lib/cli-options'
import { ensureLocalSuperuser, localDataDir, localPort } from './lib/local'
import { projectRoot } from './lib/pocketbase'

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const givenDataDir = optionValue(args, '--data-dir')
  const dataDir = resolve(givenDataDir ?? localDataDir)
  const outDir = resolve(optionValue(args, '--out') ?? join(projectRoot, 'backups'))
  if (!existsSync(join(dataDir, 'data.db'))) {
    throw new Error(`No data to back up in ${dataDir} (no data.db): run npm start first.`)
  }
  // The server of `npm start` serves pb_data/; another data dir gets a temporary server.
  const url =
    optionValue(args, '--url') ?? (givenDataDir ? undefined : `http://127.0.0.1:${localPort()}`)
  const superuser = ensureLocalSuperuser(dataDir)
  const path = await createBackup({ dataDir, outDir, superuser, url })
  const megabytes = (statSync(path).size / 1024 / 1024).toFixed(2)
  console.log(`Backup written: ${path} (${megabytes} MB)`)
  console.log(`Restore it (server stopped): npm run restore -- ${relative(process.cwd(), path)}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
