// Backups and restore for `npm run backup` / `npm run restore` (README, "Backups").
//
// A backup is PocketBase's own: a zip of the data dir written inside one write transaction
// (consistent even while members are writing), made through the superuser API of the running
// server, or of a temporary one on the data dir when none is running, then downloaded.
// A restore is offline: the zip is unpacked next to the data dir, checked, swapped in (the old
// data dir is kept beside it, never deleted), then booted once to prove it starts.
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import {
  startPocketBase,
  superuserToken,
  type RunningPocketBase,
  type SuperuserCredentials,
} from './pocketbase'
import { readZip } from './zip'

export async function isServerUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** 2026-11-22T19:05:03.123Z -> 20261122-190503 (UTC, sorts by time). */
function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
}

async function api(url: string, token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: token, 'content-type': 'application/json', ...init.headers },
  })
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`,
    )
  }
  return response
}

export interface BackupOptions {
  dataDir: string
  outDir: string
  superuser: SuperuserCredentials
  /** The server running on dataDir, if any; otherwise a temporary one is started. */
  url?: string
  name?: string
}

/** Makes a PocketBase backup of dataDir and downloads it into outDir; returns the zip's path. */
export async function createBackup(options: BackupOptions): Promise<string> {
  let temporary: RunningPocketBase | undefined
  let url = options.url
  if (!url || !(await isServerUp(url))) {
    temporary = await startPocketBase({ dataDir: options.dataDir })
    url = temporary.url
  }
  try {
    const token = await superuserToken(url, options.superuser)
    const name = options.name ?? `gymbuddy-${stamp()}.zip`
    await api(url, token, '/api/backups', { method: 'POST', body: JSON.stringify({ name }) })
    const fileToken = (
      (await (await api(url, token, '/api/files/token', { method: 'POST' })).json()) as {
        token: string
      }
    ).token
    const download = await api(
      url,
      token,
      `/api/backups/${encodeURIComponent(name)}?token=${fileToken}`,
    )
    mkdirSync(options.outDir, { recursive: true })
    const path = join(options.outDir, name)
    if (!download.body) throw new Error('the backup download was empty')
    await pipeline(Readable.fromWeb(download.body as WebReadableStream), createWriteStream(path))
    // The copy in outDir is the backup; the server keeps only its scheduled ones.
    await api(url, token, `/api/backups/${encodeURIComponent(name)}`, { method: 'DELETE' })
    return path
  } finally {
    await temporary?.stop()
  }
}

/** Unpacks a backup zip into a new directory, refusing entries that would land outside it. */
function unpackBackup(file: string, into: string): void {
  const entries = readZip(file)
  if (!entries.some((entry) => entry.name === 'data.db')) {
    throw new Error(`${file} is not a PocketBase backup (it holds no data.db)`)
  }
  mkdirSync(into, { recursive: true })
  for (const entry of entries) {
    const target = normalize(join(into, entry.name))
    if (isAbsolute(entry.name) || !target.startsWith(resolve(into) + '/')) {
      throw new Error(`${file} holds an unsafe path: ${entry.name}`)
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, entry.data)
  }
}

export interface RestoreResult {
  /** Where the data dir that was replaced now lives (kept; delete it once satisfied). */
  previous?: string
}

/**
 * Replaces dataDir with the backup's contents. The server must be stopped. The scheduled backups
 * in dataDir/backups move over to the restored data dir; anything else of the old one is kept in
 * `${dataDir}.before-restore-<time>`. If the restored data does not boot, the old one is put back.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const target = resolve(dataDir)
  const when = stamp()
  const staging = `${target}.restoring-${when}`
  try {
    unpackBackup(file, staging)
  } catch (error) {
    rmSync(staging, { recursive: true, force: true })
    throw error
  }

  const previous = existsSync(target) ? `${target}.before-restore-${when}` : undefined
  if (previous) {
    renameSync(target, previous)
    if (existsSync(join(previous, 'backups'))) {
      renameSync(join(previous, 'backups'), join(staging, 'backups'))
    }
  }
  renameSync(staging, target)

  try {
    const server = await startPocketBase({ dataDir: target })
    await server.stop()
  } catch (error) {
    renameSync(target, `${target}.failed-restore-${when}`)
    if (previous) {
      if (existsSync(join(`${target}.failed-restore-${when}`, 'backups'))) {
        renameSync(join(`${target}.failed-restore-${when}`, 'backups'), join(previous, 'backups'))
      }
      renameSync(previous, target)
    }
    throw new Error(
      `the restored data did not start, the previous data is back in place: ${String(error)}`,
    )
  }
  return { previous }
}
