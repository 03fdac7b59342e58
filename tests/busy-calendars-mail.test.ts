// A calendar that fails to read: the trainer is told once, in the bell and by email, when it has
// failed for 24 hours (calendar_failing); reading it again ends the failure, and a new one is told
// again after its own 24 hours (docs/venues-and-free-hours.md, "Busy times").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addFeed, startFeedServer, syncNow, type FeedServer } from './busy-calendars-support'
import { calendarText } from './busy-feeds.cases'
import { expectRefused, makeTrainer, type Member } from './factories'
import { testServer } from './support/test-server'

// No GYMBUDDY_CALENDAR_LOCAL: the app's own URL (this machine) is what lets it read local feeds.
const server = testServer({ mail: true })
let feeds: FeedServer

beforeAll(async () => {
  feeds = await startFeedServer()
})

afterAll(async () => {
  await feeds?.close()
})

async function failingKinds(trainer: Member): Promise<string[]> {
  const rows = await trainer.pb.collection('notifications').getFullList()
  return rows.map((row) => row.kind).filter((kind) => kind === 'calendar_failing')
}

/** Moves the start of the calendar's failure back by `hours` (as a superuser: the clock). */
async function failingFor(id: string, hours: number): Promise<void> {
  const since = new Date(Date.now() - hours * 3600_000).toISOString().replace('T', ' ')
  await server.root.collection('busy_calendars').update(id, { failingSince: since })
}

describe('a calendar failing to read', () => {
  it('is told to its trainer once after 24 hours, by the bell and by email', async () => {
    const trainer = await makeTrainer(server, 'Coach Failing')
    const path = '/gone/basic.ics'
    const calendar = await addFeed(trainer, feeds.serve(path, 'gone', 404), 'Work')
    await syncNow(trainer, calendar.id)
    await failingFor(calendar.id, 23)
    await syncNow(trainer, calendar.id)
    expect(await failingKinds(trainer)).toEqual([])

    await failingFor(calendar.id, 25)
    await syncNow(trainer, calendar.id)
    await server.root.send('/api/crons/busyCalendarsSync', { method: 'POST' })
    await syncNow(trainer, calendar.id)
    expect(await failingKinds(trainer)).toEqual(['calendar_failing'])
    // After the sign-up's address check, the one notice.
    const mails = await server.mail.waitForInbox(trainer.email, 2)
    expect(mails.map((mail) => mail.subject)).toContain(
      "Your calendar 'Work' could not be read for a day",
    )

    // Read again, then failing anew: told again after that failure's own day.
    feeds.serve(path, calendarText())
    expect((await syncNow(trainer, calendar.id)).lastError).toBe('')
    feeds.serve(path, 'gone', 404)
    await syncNow(trainer, calendar.id)
    await failingFor(calendar.id, 25)
    await syncNow(trainer, calendar.id)
    expect(await failingKinds(trainer)).toEqual(['calendar_failing', 'calendar_failing'])
  })

  it('is never an address on this machine or a private network once the app is public', async () => {
    const trainer = await makeTrainer(server)
    const settings = await server.root.settings.getAll()
    const appURL = settings.meta.appURL
    await server.root.settings.update({ meta: { appURL: 'https://gymbuddy.sg' } })
    try {
      for (const url of [
        feeds.url('/ssrf/basic.ics'),
        'http://localhost:8090/api/health',
        'https://10.0.0.8/cal.ics',
        'https://192.168.1.2/cal.ics',
      ]) {
        await expectRefused(addFeed(trainer, url), {
          status: 400,
          field: 'url',
          code: 'validation_calendar_url',
        })
      }
    } finally {
      await server.root.settings.update({ meta: { appURL } })
    }
  })
})
