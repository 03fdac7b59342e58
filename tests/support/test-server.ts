// One throwaway PocketBase per test file (or describe block): `const server = testServer()` starts
// it before the tests (fresh temp data dir, free port, migrations, superuser) and removes it after.
// The handle is a factories `Server`, so `makeClient(server)` etc. work as they are.
import { rmSync } from 'node:fs'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll } from 'vitest'
import type { TypedPocketBase } from '@/lib/types'
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher'
import {
  getFreePort,
  mailEnv,
  makeTempDataDir,
  prepareTestPocketBase,
  startPocketBase,
  superuserToken,
  TEST_SUPERUSER,
  type RunningPocketBase,
  type SuperuserCredentials,
  type TestStartOptions,
} from '../../scripts/lib/pocketbase'

export interface TestServerOptions extends TestStartOptions {
  /** Its emails land in a MailDev of its own (`server.mail`); starting one costs ~1.5 s. */
  mail?: boolean
  /** Run on this data dir instead of a fresh temp one (it is still removed at the end). */
  dataDir?: string
}

export interface TestServer {
  readonly url: string
  readonly port: number
  readonly dataDir: string
  readonly superuser: SuperuserCredentials
  /** A superuser SDK client; it signs in on its first request (a login counts against limits). */
  readonly root: TypedPocketBase
  /** Stops the process (SIGKILL: a crash) and keeps its data; `start()` brings it back. */
  stop(signal?: NodeJS.Signals): Promise<void>
  /** Starts it (again) on the same data dir and port: clients made before keep working. */
  start(): Promise<void>
}

export interface TestServerWithMail extends TestServer {
  /** Its mailbox; a test that stops it puts the restarted one back here. */
  mail: MailCatcher
}

const START_TIMEOUT_MS = 60_000

class ThrowawayServer implements TestServerWithMail {
  readonly dataDir: string
  readonly superuser = TEST_SUPERUSER
  readonly #options: TestServerOptions
  #port: number | undefined
  #running: RunningPocketBase | undefined
  #root: TypedPocketBase | undefined
  #mail: MailCatcher | undefined

  constructor(options: TestServerOptions) {
    this.#options = options
    this.dataDir = options.dataDir ?? makeTempDataDir()
  }

  get port(): number {
    return ready(this.#port, 'port')
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  get root(): TypedPocketBase {
    return ready(this.#root, 'root')
  }

  get mail(): MailCatcher {
    return ready(this.#mail, 'mail (ask for it with { mail: true })')
  }

  set mail(mail: MailCatcher) {
    this.#mail = mail
  }

  async start(): Promise<void> {
    const first = this.#running === undefined
    if (first && this.#options.mail) this.#mail = await startMailCatcher()
    for (let attempt = 1; ; attempt += 1) {
      this.#port ??= this.#options.port ?? (await getFreePort())
      try {
        this.#running = await this.#launch()
        break
      } catch (error) {
        // Files start side by side: another process may take a free port before PocketBase binds it.
        const taken = String(error).includes('address already in use')
        if (!first || this.#options.port || !taken || attempt === 3) throw error
        this.#port = undefined
      }
    }
    if (!first) return
    await prepareTestPocketBase(this, this.#options)
    this.#root = superuserClient(this.url, this.superuser)
  }

  #launch(): Promise<RunningPocketBase> {
    const { env, ...launcherOptions } = this.#options
    return startPocketBase({
      ...launcherOptions, // the launcher's own options; it ignores the test-only ones
      dataDir: this.dataDir,
      port: this.port,
      env: { ...env, ...(this.#mail ? mailEnv(this.#mail, this.url) : {}) },
    })
  }

  async stop(signal?: NodeJS.Signals): Promise<void> {
    await this.#running?.stop(signal)
  }

  async dispose(): Promise<void> {
    await this.stop()
    await this.#mail?.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

/** Signs in lazily: files that keep the rate limits spend no login on a client they never use. */
function superuserClient(url: string, superuser: SuperuserCredentials): TypedPocketBase {
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  pb.beforeSend = async (requestUrl, options) => {
    if (!pb.authStore.isValid) pb.authStore.save(await superuserToken(url, superuser))
    options.headers = { ...options.headers, Authorization: pb.authStore.token }
    return { url: requestUrl, options }
  }
  return pb
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`the test server has no ${what} yet: it starts in beforeAll`)
  return value
}

/** A server for the tests of this file (or of the describe block it is called in). */
export function testServer(options: TestServerOptions & { mail: true }): TestServerWithMail
export function testServer(options?: TestServerOptions): TestServer
export function testServer(options: TestServerOptions = {}): TestServer {
  const server = new ThrowawayServer(options)
  beforeAll(() => server.start(), START_TIMEOUT_MS)
  afterAll(() => server.dispose())
  return server
}

/** A server for one test only: started, handed to `run`, removed whatever happens. */
export async function withTestServer<T>(
  options: TestServerOptions,
  run: (server: TestServer) => Promise<T>,
): Promise<T> {
  const server = new ThrowawayServer(options)
  try {
    await server.start()
    return await run(server)
  } finally {
    await server.dispose()
  }
}
