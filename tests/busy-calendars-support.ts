// Real servers for the busy-calendar tests: a local web server serving .ics files (as Google,
// Outlook and Apple publish a secret address) and a real CalDAV server, Radicale from the Debian
// archive (`apt-get install radicale`; .ci/run installs it), on free ports with temp storage and
// plain htpasswd auth. Each is stopped by the test file that started it.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server as HttpServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import { getFreePort } from '../scripts/lib/pocketbase'
import type { Member } from './factories'

/** The env a PocketBase needs to read calendars from this machine (its private hosts). */
export const CALENDAR_ENV = { GYMBUDDY_CALENDAR_LOCAL: '1' }

export interface FeedServer {
  /** Serves `body` at `path` with `status` (until served again). */
  serve(path: string, body: string, status?: number): string
  url(path: string): string
  close(): Promise<void>
}

export async function startFeedServer(): Promise<FeedServer> {
  const files = new Map<string, { body: string; status: number }>()
  const server: HttpServer = createServer((req, res) => {
    const file = files.get(req.url ?? '')
    res.writeHead(file?.status ?? 404, { 'Content-Type': 'text/calendar; charset=utf-8' })
    res.end(file?.body ?? 'not found')
  })
  const port = await getFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = (path: string) => `http://127.0.0.1:${port}${path}`
  return {
    url,
    serve(path, body, status = 200) {
      files.set(path, { body, status })
      return url(path)
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export interface Radicale {
  readonly user: string
  readonly password: string
  /** A new calendar collection of the user's; its URL. */
  makeCalendar(name: string): Promise<string>
  /** Writes one iCalendar object (a VCALENDAR text) into the calendar at `calendarUrl`. */
  putEvent(calendarUrl: string, uid: string, ics: string): Promise<void>
  stop(): Promise<void>
}

export async function startRadicale(): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'gymbuddy-radicale-'))
  const user = 'coach'
  const password = 'app-pass-123'
  const port = await getFreePort()
  writeFileSync(join(dir, 'users'), `${user}:${password}\n`)
  writeFileSync(
    join(dir, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      '[storage]',
      `filesystem_folder = ${join(dir, 'collections')}`,
      '[logging]',
      'level = warning',
    ].join('\n'),
  )
  const child: ChildProcess = spawn('radicale', ['--config', join(dir, 'config')], {
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  // Ready once it answers at all (any status): until then fetch throws and waitFor asks again.
  await vi.waitFor(() => fetch(`${base}/`, { headers: { Authorization: auth } }), {
    timeout: 15_000,
    interval: 100,
  })
  return {
    user,
    password,
    async makeCalendar(name) {
      const url = `${base}/${user}/${name}/`
      const res = await fetch(url, { method: 'MKCALENDAR', headers: { Authorization: auth } })
      if (res.status !== 201) throw new Error(`MKCALENDAR answered ${res.status}`)
      return url
    },
    async putEvent(calendarUrl, uid, ics) {
      const res = await fetch(`${calendarUrl}${uid}.ics`, {
        method: 'PUT',
        headers: { Authorization: auth, 'Content-Type': 'text/calendar' },
        body: ics,
      })
      if (res.status !== 201 && res.status !== 204) throw new Error(`PUT answered ${res.status}`)
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The trainer's calendar by its iCalendar address (the app's add form). */
export function addFeed(trainer: Member, url: string, label = 'Work') {
  return trainer.pb
    .collection('busy_calendars')
    .create({ trainer: trainer.record.id, kind: 'ics', label, url })
}

export interface SyncAnswer {
  eventsCount: number
  lastSyncAt: string
  lastError: string
}

/** "Sync now": POST /api/gymbuddy/busy-calendars/{id}/sync as the trainer. */
export function syncNow(trainer: Member, id: string): Promise<SyncAnswer> {
  return trainer.pb.send<SyncAnswer>(`/api/gymbuddy/busy-calendars/${id}/sync`, { method: 'POST' })
}

/** The trainer's busy times as "YYYY-MM-DD HH:MM–HH:MM" in Singapore time, in order. */
export async function busyWords(trainer: Member): Promise<string[]> {
  const rows = await trainer.pb.collection('busy_times').getFullList({ sort: 'start' })
  return rows.map((row) => `${sgtText(row.start)}–${sgtText(row.end).slice(11)}`)
}

/** A PocketBase datetime (UTC) as Singapore "YYYY-MM-DD HH:MM". */
function sgtText(value: string): string {
  const ms = Date.parse(value.replace(' ', 'T')) + 8 * 3600_000
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
}
