// A local mailbox for development and tests: MailDev (npm `maildev`) on loopback catches every
// email PocketBase sends over SMTP and shows it in a web UI (`npm start` prints its URL); tests
// read its REST API through this module. Each mailbox is a MailDev child of ours, proved to be the
// one listening on both ports before it is used (another checkout's MailDev on the same ports
// once answered the health check and received this app's mail).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sendProbeEmail } from './smtp-probe'

interface CaughtAddress {
  address: string
  name?: string
}

interface CaughtAttachment {
  filename?: string
  /** The name to fetch it by: GET {url}/api/email/{id}/attachment/{generatedFileName}. */
  generatedFileName?: string
  contentType: string
}

/** One email as MailDev's API returns it (the fields we read). */
interface CaughtEmail {
  id: string
  subject: string
  text?: string
  html?: string
  from: CaughtAddress[]
  to: CaughtAddress[]
  attachments?: CaughtAttachment[]
}

export interface MailCatcher {
  /** The mailbox in a browser (MailDev's web UI). */
  url: string
  smtpPort: number
  webPort: number
  /** Every email caught so far, oldest first. */
  list(): Promise<CaughtEmail[]>
  /** The emails sent to `address` (case-insensitive), oldest first. */
  inbox(address: string): Promise<CaughtEmail[]>
  /** Waits until `address` has at least `count` emails and returns them (10 s at most). */
  waitForInbox(address: string, count?: number, timeoutMs?: number): Promise<CaughtEmail[]>
  clear(): Promise<void>
  stop(): Promise<void>
}

export interface MailCatcherOptions {
  /** Reuse a port (a restarted catcher keeps the address PocketBase was given). */
  smtpPort?: number
  webPort?: number
  /** Print MailDev's own output. */
  verbose?: boolean
}

/** Whether nothing listens on 127.0.0.1:port right now. */
function isPortFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}

/** A free loopback port (this module stays independent of the PocketBase launcher). */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.on('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

// The package exports only its ES module entry, so its CLI is found by path.
function maildevBin(): string {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  return join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js')
}

/** Tries for a free pair of ports when none were given (see startMailCatcher). */
const FREE_PORT_TRIES = 3

/**
 * A MailDev of its own. A free port can be taken between being found and MailDev binding it (by
 * another test's server or an outgoing connection): when the ports were chosen here, a MailDev
 * that exits at start is tried again on a fresh pair.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const chosenHere = options.smtpPort === undefined && options.webPort === undefined
  for (let attempt = 1; ; attempt++) {
    try {
      return await startMailCatcherOn(options)
    } catch (error) {
      const exited = error instanceof Error && error.message.startsWith('MailDev exited')
      if (!chosenHere || !exited || attempt >= FREE_PORT_TRIES) throw error
    }
  }
}

async function startMailCatcherOn(options: MailCatcherOptions): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? (await freePort())
  const webPort = options.webPort ?? (await freePort())
  // Its own folder: MailDev otherwise writes every message under one shared /tmp/maildev.
  const mailDir = mkdtempSync(join(tmpdir(), 'gymbuddy-mail-'))
  const args = [
    maildevBin(),
    `--smtp=${smtpPort}`,
    '--ip=127.0.0.1',
    `--web=${webPort}`,
    '--web-ip=127.0.0.1',
    `--mail-directory=${mailDir}`,
    ...(options.verbose ? [] : ['--silent']),
  ]
  const child = spawn(process.execPath, args, {
    stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const url = `http://127.0.0.1:${webPort}`

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`MailDev exited early:\n${output}`)
    try {
      if ((await fetch(`${url}/api/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`MailDev did not start within 60 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }

  async function list(): Promise<CaughtEmail[]> {
    const response = await fetch(`${url}/api/email`)
    if (!response.ok) throw new Error(`MailDev list failed: ${response.status}`)
    return (await response.json()) as CaughtEmail[]
  }

  /**
   * A health check answers from whoever holds the web port. Ours, for sure: a probe email sent to
   * the SMTP port must be written into our own mail directory (no other program writes there) and
   * be listed on the web port, then it is deleted (only it: mail may already be arriving). Sent
   * once: a stranger on the port gets one probe, not a stream.
   */
  async function proveOwnership(): Promise<void> {
    const subject = `gymbuddy-mailbox-probe-${process.pid}-${Date.now()}`
    const until = Date.now() + 30_000
    let sent = false
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`MailDev exited (ports ${smtpPort}/${webPort} taken?):\n${output}`)
      }
      if (!sent)
        sent = await sendProbeEmail(smtpPort, subject).then(
          () => true,
          () => false,
        )
      if (sent) {
        const probe = (await list().catch(() => [])).find((email) => email.subject === subject)
        // MailDev stores each email as <id>.eml in its mail directory: listed here, written there.
        if (probe && readdirSync(mailDir).includes(`${probe.id}.eml`)) {
          await fetch(`${url}/api/email/${probe.id}`, { method: 'DELETE' })
          return
        }
      }
      if (Date.now() > until) {
        throw new Error(
          `Another program answers on ${smtpPort}/${webPort}: mail sent there is not this MailDev's.`,
        )
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  try {
    await proveOwnership()
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
    rmSync(mailDir, { recursive: true, force: true })
    throw error
  }
  async function inbox(address: string): Promise<CaughtEmail[]> {
    const wanted = address.toLowerCase()
    return (await list()).filter((email) =>
      email.to.some((to) => to.address.toLowerCase() === wanted),
    )
  }

  return {
    url,
    smtpPort,
    webPort,
    list,
    inbox,
    async waitForInbox(address, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const emails = await inbox(address)
        if (emails.length >= count) return emails
        if (Date.now() > until) {
          throw new Error(`${address} has ${emails.length} emails, expected ${count}`)
        }
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async clear() {
      await fetch(`${url}/api/email/all`, { method: 'DELETE' })
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(mailDir, { recursive: true, force: true })
    },
  }
}

/**
 * `npm start`'s mailbox: a MailDev of our own on 1025/1080 (the README's address) when both are
 * free, else on free ports. Never someone else's MailDev that happens to hold those ports.
 */
export async function startLocalMailbox(
  preferred: { smtpPort: number; webPort: number } = { smtpPort: 1025, webPort: 1080 },
): Promise<MailCatcher> {
  const free = (await isPortFree(preferred.smtpPort)) && (await isPortFree(preferred.webPort))
  if (free) {
    try {
      return await startMailCatcher(preferred)
    } catch {
      // taken in the meantime: free ports below
    }
  }
  return startMailCatcher()
}
