// `npm run restore -- <backup.zip> [--data-dir DIR]`: replaces the data (pb_data/ by default)
// with a backup made by `npm run backup` or by PocketBase's scheduled backups
// (pb_data/backups/*.zip). Stop `npm start` first. The replaced data dir is kept beside it.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { isServerUp, restoreBackup } from './lib/backups'
import { optionValue, positional } from './lib/cli-options'
import { localDataDir, localPort } from './lib/local'

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const [file] = positional(args)
  if (!file) throw new Error('Usage: npm run restore -- <backup.zip> [--data-dir DIR]')
  if (!existsSync(file)) throw new Error(`No such backup: ${file}`)
  const givenDataDir = optionValue(args, '--data-dir')
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
