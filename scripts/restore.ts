// `npm run restore -- <backup.zip> [--data-dir DIR]`: replaces the data (pb_data/ by default)
// with a backup made by `npm run backup` or by PocketBase's scheduled backups
// (pb_data/backups/*.zip). Stop `npm start` first. The replaced data dir is kept beside it.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { isServerUp, restoreBackup } from './lib/backups'
import { localDataDir, localPort } from './lib/local'

/** The backup to restore and the data dir given on the command line; unknown flags throw. */
export function restoreOptions(args: string[]): { file?: string; dataDir?: string } {
  const { values, positionals } = parseArgs({
    args,
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  })
  return { file: positionals[0], dataDir: values['data-dir'] }
}

async function main(): Promise<void> {
  const { file, dataDir: givenDataDir } = restoreOptions(process.argv.slice(2))
  if (!file) throw new Error('Usage: npm run restore -- <backup.zip> [--data-dir DIR]')
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`)
  const dataDir = resolve(givenDataDir ?? localDataDir)
  const url = `http://127.0.0.1:${localPort()}`
  if (!givenDataDir && (await isServerUp(url))) {
    throw new Error(`A server is running at ${url}: stop it (Ctrl+C on npm start), then restore.`)
  }
  const { previous } = await restoreBackup(file, dataDir)
  console.log(`Restored ${file} into ${dataDir}; it starts cleanly.`)
  if (previous)
    console.log(`The data it replaced is kept in ${previous} (delete it when satisfied).`)
  console.log('Start the app again with: npm start')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
