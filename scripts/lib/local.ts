// The local backend behind `npm start`, `npm run dev` and `npm run seed`: pb_data/ in the project
// root, a superuser whose random password lives in pb_data/.superuser.json, demo data once.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  projectRoot,
  startPocketBase,
  upsertSuperuser,
  type RunningPocketBase,
  type SuperuserCredentials,
} from './pocketbase'
import { DEMO_LOGINS } from './demo-data'
import { seedDemoData } from './seed-demo'

export const localDataDir = join(projectRoot, 'pb_data')
const SUPERUSER_FILE = '.superuser.json'
const SEEDED_MARKER = '.seeded'

export function localPort(): number {
  const port = Number(process.env.PORT ?? 8090)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${process.env.PORT}".`)
  }
  return port
}

/**
 * The local superuser: read from pb_data/.superuser.json, or made up on first use (random
 * password) and saved there; upserted every time so the file and the database always agree.
 */
export function ensureLocalSuperuser(dataDir = localDataDir): SuperuserCredentials {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, SUPERUSER_FILE)
  let superuser: SuperuserCredentials
  if (existsSync(file)) {
    superuser = JSON.parse(readFileSync(file, 'utf8')) as SuperuserCredentials
  } else {
    superuser = { email: 'admin@gymbuddy.local', password: randomBytes(18).toString('base64url') }
    writeFileSync(file, `${JSON.stringify(superuser, null, 2)}\n`, { mode: 0o600 })
  }
  upsertSuperuser(dataDir, superuser.email, superuser.password)
  return superuser
}

export interface LocalBackendOptions {
  port?: number
  /** Serve this directory (the built SPA) at /. */
  publicDir?: string
  /** Seed demo data when this data dir has never been seeded (default true). */
  seed?: boolean
  /** Extra environment for PocketBase (e.g. the mailbox's SMTP settings). */
  env?: Record<string, string>
}

export interface LocalBackend {
  server: RunningPocketBase
  superuser: SuperuserCredentials
  seeded: boolean
}

/** Starts PocketBase on pb_data/ (migrations apply on start) and seeds it the first time. */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const superuser = ensureLocalSuperuser(localDataDir)
  const server = await startPocketBase({
    dataDir: localDataDir,
    port: options.port ?? localPort(),
    publicDir: options.publicDir,
    verbose: true,
    env: options.env,
  })
  const marker = join(localDataDir, SEEDED_MARKER)
  let seeded = false
  if ((options.seed ?? true) && !existsSync(marker)) {
    try {
      await seedDemoData(server.url, superuser)
      writeFileSync(marker, `${new Date().toISOString()}\n`)
      seeded = true
    } catch (error) {
      await server.stop()
      throw error
    }
  }
  return { server, superuser, seeded }
}

export function printBanner(url: string, backend: LocalBackend, extra: string[] = []): void {
  const lines = [
    '',
    `GymBuddy is running at ${url}`,
    ...extra,
    `PocketBase dashboard: ${backend.server.url}/_/ (superuser in pb_data/${SUPERUSER_FILE})`,
    'Demo logins:',
    ...DEMO_LOGINS.map((login) => `  ${login.role.padEnd(8)} ${login.email} / ${login.password}`),
    backend.seeded ? 'Demo data seeded.' : 'Demo data: seeded before (npm run seed re-applies it).',
    'Press Ctrl+C to stop.',
    '',
  ]
  console.log(lines.join('\n'))
}

/**
 * Stops the children on SIGINT/SIGTERM (forwarding the signal) and exits when they have. Returns
 * whether that is under way, so a child's exit handler can tell a requested stop from a crash.
 */
export function forwardSignals(
  stoppers: ((signal: NodeJS.Signals) => Promise<void>)[],
): () => boolean {
  let stopping = false
  const stopAll = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    await Promise.allSettled(stoppers.map((stop) => stop(signal)))
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.on('SIGINT', (signal) => void stopAll(signal))
  process.on('SIGTERM', (signal) => void stopAll(signal))
  return () => stopping
}
