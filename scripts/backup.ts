// `npm run backup [-- --out DIR] [--data-dir DIR] [--url URL]`: a consistent backup of the data
// (database and uploaded files) as a PocketBase zip in backups/ (default). Works while
// `npm start` runs (through its API) and when nothing runs (a temporary server on the data dir).
import { existsSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createBackup } from './lib/backups'
import { ensureLocalSuperuser, localDataDir, localPort } from './lib/local'
import { projectRoot } from './lib/pocketbase'

/** The command line's --out, --data-dir and --url; anything else throws. */
export function backupOptions(args: string[]): { out?: string; dataDir?: string; url?: string } {
  const { values } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      'data-dir': { type: 'string' },
      url: { type: 'string' },
    },
  })
  return { out: values.out, dataDir: values['data-dir'], url: values.url }
}

async function main(): Promise<void> {
  const options = backupOptions(process.argv.slice(2))
  const givenDataDir = options.dataDir
  const dataDir = resolve(givenDataDir ?? localDataDir)
  const outDir = resolve(options.out ?? join(projectRoot, 'backups'))
  if (!existsSync(join(dataDir, 'data.db'))) {
    throw new Error(`No data to back up in ${dataDir} (no data.db): run npm start first.`)
  }
  // The server of `npm start` serves pb_data/; another data dir gets a temporary server.
  const url = options.url ?? (givenDataDir ? undefined : `http://127.0.0.1:${localPort()}`)
  const superuser = ensureLocalSuperuser(dataDir)
  const path = await createBackup({ dataDir, outDir, superuser, url })
  const megabytes = (statSync(path).size / 1024 / 1024).toFixed(2)
  console.log(`Backup written: ${path} (${megabytes} MB)`)
  console.log(`Restore it (server stopped): npm run restore -- ${relative(process.cwd(), path)}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
