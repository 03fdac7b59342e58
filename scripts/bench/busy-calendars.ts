// 12. Busy calendars (docs/venues-and-free-hours.md, "Busy times"): trainers' own calendars of
// 500 events each (one-off and weekly ones, moved and cancelled weeks, all-day events, notes),
// served by a local web server, all read by one run of the 10-minute cron on its own PocketBase.
// The figure is the time for 2,000 calendars (measured on `--calendars`, 2,000 by default; a
// smaller sample is projected linearly: the cron reads them one after another). Then, with every
// trainer's busy times present, the free hours route and the finder's "Free on" keep their p95.
// Alone: npx tsx scripts/bench/busy-calendars.ts [--calendars 200]
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type PocketBase from 'pocketbase'
import { startTestPocketBase } from '../lib/pocketbase'
import { prepareServer, superuserClient } from './data'
import { Recorder, renderTable, type FigureSpec } from './report'
import { errorText, log, percentile, round, sleep, throwIfAborted } from './util'

const SECTION = '12 Busy calendars'
const TARGET_CALENDARS = 2000
const EVENTS = 500
const CYCLE_SECONDS = 600
const PROBES = 60

export const busyCalendarFigures = {
  cycle: {
    id: 'busy.sync.2000x500.seconds',
    section: SECTION,
    name: `${TARGET_CALENDARS} calendars × ${EVENTS} events, first read by one cron run`,
    unit: 's',
    budget: { op: '<=', limit: CYCLE_SECONDS },
  },
  again: {
    id: 'busy.sync.2000x500.unchanged.seconds',
    section: SECTION,
    name: `The same ${TARGET_CALENDARS} calendars read again, unchanged (the usual 10-minute run)`,
    unit: 's',
    budget: { op: '<=', limit: CYCLE_SECONDS },
  },
  perCalendar: {
    id: 'busy.sync.calendar.ms',
    section: SECTION,
    name: `One ${EVENTS}-event calendar read (mean)`,
    unit: 'ms',
  },
  freeP95: {
    id: 'busy.free.p95',
    section: SECTION,
    name: 'Free hours route (14 days) with busy times: p95',
    unit: 'ms',
    budget: { op: '<=', limit: 100 },
  },
  finderP95: {
    id: 'busy.finder.freeon.p95',
    section: SECTION,
    name: 'Finder "Free on" with busy times: p95',
    unit: 'ms',
    budget: { op: '<=', limit: 100 },
  },
} satisfies Record<string, FigureSpec>

const two = (n: number) => String(n).padStart(2, '0')
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
const dateOnly = (ms: number) => stamp(ms).slice(0, 8)
// One instant for every feed of the run: a calendar read again is the same file.
const FEED_NOW = Math.floor(Date.now() / 3_600_000) * 3_600_000

/**
 * A calendar as a busy trainer's looks, 500 events: 440 one-off ones over the past year and the
 * next 120 days, 20 weekly ones of 20 weeks with a skipped week (5 of them also a moved week), 35
 * all-day ones; each with a title, notes and a place (the reader drops them).
 */
function feedOf(seed: number): string {
  const now = FEED_NOW
  const day = 86_400_000
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Busy//EN']
  const event = (uid: string, body: string[]) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `SUMMARY:Appointment ${uid}`,
      `DESCRIPTION:${'Notes about the appointment. '.repeat(6)}`,
      'LOCATION:Somewhere in Singapore',
      ...body,
      'END:VEVENT',
    )
  for (let i = 0; i < 440; i++) {
    const start = now - 365 * day + ((i * 7919 + seed * 131) % (485 * 24)) * 3_600_000
    event(`one-${seed}-${i}`, [`DTSTART:${stamp(start)}`, `DTEND:${stamp(start + 3_600_000)}`])
  }
  for (let i = 0; i < 20; i++) {
    const start = now - 30 * day + ((i * 37 + seed) % (60 * 24)) * 3_600_000
    const skipped = start + 14 * day
    const moved = start + 21 * day
    event(`weekly-${seed}-${i}`, [
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 5_400_000)}`,
      'RRULE:FREQ=WEEKLY;COUNT=20',
      `EXDATE:${stamp(skipped)}`,
    ])
    if (i % 4 !== 0) continue
    event(`weekly-${seed}-${i}`, [
      `RECURRENCE-ID:${stamp(moved)}`,
      `DTSTART:${stamp(moved + 7_200_000)}`,
      `DTEND:${stamp(moved + 10_800_000)}`,
    ])
  }
  for (let i = 0; i < 35; i++) {
    const date = now + ((i * 3 + seed) % 120) * day
    event(`allday-${seed}-${i}`, [
      `DTSTART;VALUE=DATE:${dateOnly(date)}`,
      `DTEND;VALUE=DATE:${dateOnly(date + day)}`,
    ])
  }
  lines.push('END:VCALENDAR')
  return lines.join('\r\n')
}

async function startFeeds(): Promise<{
  server: Server
  url: (i: number) => string
  bytes: number
}> {
  const server = createServer((req, res) => {
    const seed = Number((req.url ?? '').replace(/\D/g, '')) || 0
    res.writeHead(200, { 'Content-Type': 'text/calendar' })
    res.end(feedOf(seed))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    server,
    url: (i) => `http://127.0.0.1:${port}/cal/${i}/basic.ics`,
    bytes: feedOf(1).length,
  }
}

const trainerId = (i: number) => `bz${String(i).padStart(13, '0')}`

/** Listed trainers (profile with a location and a specialization) and one calendar each. */
async function seed(root: PocketBase, count: number, url: (i: number) => string): Promise<void> {
  for (let start = 0; start < count; start += 100) {
    const batch = root.createBatch()
    for (let i = start; i < Math.min(count, start + 100); i++) {
      const id = trainerId(i)
      const profile = `bp${String(i).padStart(13, '0')}`
      batch.collection('users').create({
        id,
        email: `busy${i}@gb.test`,
        name: `Busy Coach ${i}`,
        password: 'BenchPassw0rd',
        passwordConfirm: 'BenchPassw0rd',
      })
      batch.collection('trainer_profiles').create({
        id: profile,
        user: id,
        specializations: ['Weights'],
        experienceLevel: '3-5 years',
        preferredLocation: 'Central',
        rate: 60,
      })
      batch.collection('users').update(id, { userType: 'trainer', trainer_profile: profile })
      batch
        .collection('busy_calendars')
        .create({ trainer: id, kind: 'ics', label: 'Work', url: url(i) })
    }
    await batch.send()
  }
}

/** Runs the cron and waits until every calendar was read after `after` (or twice the budget). */
async function cronRun(root: PocketBase, calendars: number, after: string, signal: AbortSignal) {
  const t0 = performance.now()
  await root.send('/api/crons/busyCalendarsSync', { method: 'POST' })
  const limit = CYCLE_SECONDS * 1000 * (calendars / TARGET_CALENDARS) * 2
  let read = 0
  while (read < calendars && performance.now() - t0 < limit) {
    throwIfAborted(signal)
    await sleep(500)
    const filter = after ? root.filter('lastSyncAt > {:after}', { after }) : 'lastSyncAt != ""'
    read = (await root.collection('busy_calendars').getList(1, 1, { filter })).totalItems
  }
  return { read, seconds: (performance.now() - t0) / 1000 }
}

async function timed(url: string): Promise<number> {
  const t0 = performance.now()
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  await response.arrayBuffer()
  return performance.now() - t0
}

export async function measureBusyCalendars(
  rec: Recorder,
  signal: AbortSignal,
  calendars = TARGET_CALENDARS,
): Promise<void> {
  const feeds = await startFeeds()
  const server = await startTestPocketBase({ env: { GYMBUDDY_CALENDAR_LOCAL: '1' } })
  try {
    const root = await superuserClient(
      server.url,
      server.superuser.email,
      server.superuser.password,
    )
    await prepareServer(root)
    await seed(root, calendars, feeds.url)
    log(`busy calendars: ${calendars} seeded, ${(feeds.bytes / 1024).toFixed(0)} KB each`)
    const { read, seconds } = await cronRun(root, calendars, '', signal)
    const failed = await root
      .collection('busy_calendars')
      .getList(1, 1, { filter: 'lastError != ""' })
    const rows = await root.collection('busy_times').getList(1, 1)
    const perCalendar = (seconds * 1000) / Math.max(read, 1)
    rec.set(busyCalendarFigures.perCalendar, round(perCalendar), {
      note: `${(feeds.bytes / 1024).toFixed(0)} KB feed; ${rows.totalItems} busy times stored`,
    })
    rec.set(
      busyCalendarFigures.cycle,
      read < calendars ? null : round((perCalendar * TARGET_CALENDARS) / 1000),
      {
        note: `${read} of ${calendars} read in ${round(seconds)} s${calendars === TARGET_CALENDARS ? '' : ', projected to 2,000'}; ${failed.totalItems} failed`,
      },
    )
    // Every calendar last read 10 minutes ago (the cron reads it again), its file unchanged.
    const before = new Date(Date.now() - 10 * 60_000).toISOString().replace('T', ' ')
    for (let page = 1; (page - 1) * 100 < calendars; page++) {
      const rows = await root.collection('busy_calendars').getList(page, 100)
      const batch = root.createBatch()
      for (const row of rows.items) {
        batch.collection('busy_calendars').update(row.id, { lastSyncAt: before })
      }
      await batch.send()
    }
    const again = await cronRun(root, calendars, before, signal)
    rec.set(
      busyCalendarFigures.again,
      again.read < calendars ? null : round((again.seconds * TARGET_CALENDARS) / calendars),
      { note: `${again.read} of ${calendars} read in ${round(again.seconds)} s` },
    )
    const free: number[] = []
    const finder: number[] = []
    const sgt = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000)
    const freeDay = `${sgt.getUTCFullYear()}-${two(sgt.getUTCMonth() + 1)}-${two(sgt.getUTCDate())}`
    for (let i = 0; i < PROBES; i++) {
      free.push(await timed(`${server.url}/api/gymbuddy/trainers/${trainerId(i % calendars)}/free`))
      finder.push(
        await timed(`${server.url}/api/gymbuddy/finder?freeDay=${freeDay}&freePart=afternoon`),
      )
    }
    rec.set(busyCalendarFigures.freeP95, round(percentile(free.slice(5), 95)))
    rec.set(busyCalendarFigures.finderP95, round(percentile(finder.slice(5), 95)), {
      note: `${calendars} trainers, each with busy times`,
    })
  } finally {
    await server.stop().catch(() => undefined)
    await new Promise((resolve) => feeds.server.close(resolve))
  }
}

// Alone: npx tsx scripts/bench/busy-calendars.ts [--calendars N]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { calendars: { type: 'string' } } })
  const rec = new Recorder(Object.values(busyCalendarFigures))
  measureBusyCalendars(
    rec,
    new AbortController().signal,
    Number(values.calendars ?? TARGET_CALENDARS),
  ).then(
    () => console.log(renderTable(rec.finish('not measured'))),
    (error: unknown) => {
      console.error(error)
      console.log(renderTable(rec.finish(errorText(error))))
      process.exit(1)
    },
  )
}
