// A trainer's own calendars block their GymBuddy hours (docs/venues-and-free-hours.md, "Busy
// times"), against real servers on this machine: a local web server serving .ics files and a real
// CalDAV server (Radicale). Each feed's busy times are written by hand in busy-feeds.cases.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CALENDAR_ENV,
  addFeed,
  busyWords,
  startFeedServer,
  startRadicale,
  syncNow,
  type FeedServer,
  type Radicale,
} from './busy-calendars-support'
import { FEED_CASES, baseMonday, bigFeed, busyOn, calendarText, feedOn } from './busy-feeds.cases'
import { expectRefused, makeClient, makeTrainer, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ env: CALENDAR_ENV })
let feeds: FeedServer
let radicale: Radicale
const base = baseMonday(Date.now())

beforeAll(async () => {
  feeds = await startFeedServer()
  radicale = await startRadicale()
})

afterAll(async () => {
  await feeds?.close()
  await radicale?.stop()
})

describe('a calendar address is read into busy times', () => {
  it.each(FEED_CASES.map((c, i) => [c.kind, c, i] as const))('%s', async (_, feedCase, i) => {
    const trainer = await makeTrainer(server, 'Marcus Lim')
    const url = feeds.serve(`/case-${i}/basic.ics`, feedOn(feedCase.feed, base))
    const calendar = await addFeed(trainer, url)
    const answer = await syncNow(trainer, calendar.id)
    expect(answer.lastError).toBe('')
    expect(answer.eventsCount).toBe(feedCase.events)
    expect(await busyWords(trainer)).toEqual(busyOn(feedCase.busy, base))
  })

  it('reads a feed of several MB, and keeps only the times', async () => {
    const trainer = await makeTrainer(server)
    const big = bigFeed(Date.now())
    expect(big.text.length).toBeGreaterThan(3_000_000)
    const calendar = await addFeed(trainer, feeds.serve('/big/basic.ics', big.text))
    const started = Date.now()
    const answer = await syncNow(trainer, calendar.id)
    console.info(
      `busy calendars: ${(big.text.length / 1e6).toFixed(1)} MB, ${big.events} events read in ${Date.now() - started} ms`,
    )
    expect(answer).toMatchObject({ eventsCount: big.events, lastError: '' })
    const rows = await trainer.pb.collection('busy_times').getFullList()
    expect(rows).toHaveLength(big.busyDays)
    // Only the times: no title, description, place or guest reaches the database.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['calendar', 'collectionId', 'collectionName', 'end', 'id', 'start', 'trainer'].sort(),
    )
  })

  it('reads a CalDAV calendar (Radicale) with its user name and app password', async () => {
    const trainer = await makeTrainer(server)
    const url = await radicale.makeCalendar('work')
    const day = (n: number) => feedOn(`{D+${n}}`, base)
    await radicale.putEvent(
      url,
      'physio',
      calendarText(
        [
          'BEGIN:VEVENT',
          'UID:physio',
          'DTSTAMP:20260101T000000Z',
          `DTSTART:${day(0)}T030000Z`,
          `DTEND:${day(0)}T040000Z`,
          'RRULE:FREQ=WEEKLY;COUNT=2',
          'END:VEVENT',
        ].join('\n'),
      ),
    )
    await radicale.putEvent(
      url,
      'far-away',
      calendarText(
        'BEGIN:VEVENT\nUID:far-away\nDTSTAMP:20260101T000000Z\nDTSTART:20200101T030000Z\nDTEND:20200101T040000Z\nEND:VEVENT',
      ),
    )
    const calendar = await trainer.pb.collection('busy_calendars').create({
      trainer: trainer.record.id,
      kind: 'caldav',
      label: 'iCloud',
      url,
      username: radicale.user,
      password: radicale.password,
    })
    expect(await syncNow(trainer, calendar.id)).toMatchObject({ eventsCount: 1, lastError: '' })
    expect(await busyWords(trainer)).toEqual(busyOn(['D+0 11:00–12:00', 'D+7 11:00–12:00'], base))

    // A wrong app password: the reason is shown, the busy times read before are kept.
    await trainer.pb.collection('busy_calendars').update(calendar.id, { password: 'wrong' })
    const failed = await syncNow(trainer, calendar.id)
    expect(failed.lastError).toBe('the server refused the user name or password (401)')
    expect(await busyWords(trainer)).toHaveLength(2)
  })

  it('says why and since when a calendar fails to read, and keeps its last busy times', async () => {
    const trainer = await makeTrainer(server)
    const path = '/failing/basic.ics'
    const feed = calendarText(
      'BEGIN:VEVENT\nUID:x\nDTSTAMP:20260101T000000Z\nDTSTART:{D+3}T100000\nDTEND:{D+3}T110000\nEND:VEVENT',
    )
    const calendar = await addFeed(trainer, feeds.serve(path, feedOn(feed, base)))
    await syncNow(trainer, calendar.id)
    // As My Schedule reads them: ahead, with their calendar's name.
    const blocks = await trainer.pb.collection('busy_times').getList(1, 60, {
      filter: trainer.pb.filter('trainer = {:me} && end > {:now}', {
        me: trainer.record.id,
        now: new Date(),
      }),
      fields: 'id,start,end,calendar',
    })
    expect(blocks.items.map((row) => row.calendar)).toEqual([calendar.id])
    feeds.serve(path, 'gone', 404)
    const answer = await syncNow(trainer, calendar.id)
    expect(answer.lastError).toBe('the address answered 404')
    const stored = await trainer.pb.collection('busy_calendars').getOne(calendar.id)
    expect(stored.failingSince).not.toBe('')
    expect(await busyWords(trainer)).toEqual(busyOn(['D+3 10:00–11:00'], base))
    feeds.serve(path, 'BEGIN:NOTHING')
    expect((await syncNow(trainer, calendar.id)).lastError).toBe(
      'the address did not give a calendar file',
    )
    // Read again: the error and its start are gone.
    feeds.serve(path, feedOn(feed, base))
    expect((await syncNow(trainer, calendar.id)).lastError).toBe('')
    expect((await trainer.pb.collection('busy_calendars').getOne(calendar.id)).failingSince).toBe(
      '',
    )
  })

  it('is read by the cron every 10 minutes', async () => {
    const trainer = await makeTrainer(server)
    const feed = calendarText(
      'BEGIN:VEVENT\nUID:y\nDTSTAMP:20260101T000000Z\nDTSTART:{D+4}T100000\nDTEND:{D+4}T120000\nEND:VEVENT',
    )
    await addFeed(trainer, feeds.serve('/cron/basic.ics', feedOn(feed, base)))
    await server.root.send('/api/crons/busyCalendarsSync', { method: 'POST' })
    await expect.poll(() => busyWords(trainer)).toEqual(busyOn(['D+4 10:00–12:00'], base))
  })
})

describe('a calendar is its trainer’s alone, and its address is never sent back', () => {
  it('shows a hint instead of the address, user name and password', async () => {
    const trainer = await makeTrainer(server)
    const url = feeds.serve('/private-token-x/basic.ics', calendarText())
    const made = await addFeed(trainer, url.replace('http://', 'http://'))
    const read = await trainer.pb.collection('busy_calendars').getOne(made.id)
    for (const record of [made, read]) {
      expect(record).not.toHaveProperty('url')
      expect(record).not.toHaveProperty('username')
      expect(record).not.toHaveProperty('password')
      expect(record.hint).toBe('127.0.0.1 …/basic.ics')
    }
    expect(
      JSON.stringify(await trainer.pb.collection('busy_calendars').getFullList()),
    ).not.toContain('private-token-x')
  })

  it('is refused to everyone else: reading, syncing, changing, and adding one for a trainer', async () => {
    const trainer = await makeTrainer(server)
    const other = await makeTrainer(server)
    const client = await makeClient(server)
    const calendar = await addFeed(trainer, feeds.serve('/mine/basic.ics', calendarText()))
    await syncNow(trainer, calendar.id)
    for (const stranger of [other, client]) {
      expect(await stranger.pb.collection('busy_calendars').getFullList()).toEqual([])
      expect(await stranger.pb.collection('busy_times').getFullList()).toEqual([])
      await expectRefused(stranger.pb.collection('busy_calendars').getOne(calendar.id), {
        status: 404,
      })
      await expectRefused(syncNow(stranger, calendar.id), { status: 404 })
      await expectRefused(
        stranger.pb.collection('busy_calendars').update(calendar.id, { label: 'Mine now' }),
        { status: 404 },
      )
      await expectRefused(stranger.pb.collection('busy_calendars').delete(calendar.id), {
        status: 404,
      })
    }
    await expectRefused(addFeed(client, feeds.url('/client/basic.ics')), { status: 400 })
    await expectRefused(
      other.pb
        .collection('busy_calendars')
        .create({ trainer: trainer.record.id, kind: 'ics', label: 'X', url: feeds.url('/x.ics') }),
      { status: 400 },
    )
  })

  it('refuses GymBuddy’s own calendar feed (no loops) and a login on a plain address', async () => {
    const trainer = await makeTrainer(server)
    await expectRefused(addFeed(trainer, `${server.url}/api/gymbuddy/calendar/abc123`), {
      status: 400,
      field: 'url',
      code: 'validation_calendar_own_feed',
    })
    await expectRefused(addFeed(trainer, 'webcal://calendar.gymbuddy.sg/api/gymbuddy/calendar/x'), {
      status: 400,
      field: 'url',
      code: 'validation_calendar_own_feed',
    })
    await expectRefused(addFeed(trainer, 'ftp://example.com/basic.ics'), {
      status: 400,
      field: 'url',
      code: 'validation_calendar_url',
    })
    await expectRefused(
      trainer.pb.collection('busy_calendars').create({
        trainer: trainer.record.id,
        kind: 'caldav',
        label: 'Fastmail',
        url: 'https://caldav.fastmail.com/dav/calendars/user/me/',
      }),
      { status: 400, field: 'username', code: 'validation_calendar_login' },
    )
  })

  it('is in its trainer’s data export as its name and busy times, never its address or login', async () => {
    const trainer = await makeTrainer(server)
    const url = await radicale.makeCalendar('exported')
    await radicale.putEvent(
      url,
      'gym',
      calendarText(
        `BEGIN:VEVENT\nUID:gym\nDTSTAMP:20260101T000000Z\nSUMMARY:Secret appointment\nDTSTART:${feedOn('{D+1}', base)}T100000\nDTEND:${feedOn('{D+1}', base)}T110000\nEND:VEVENT`,
      ),
    )
    const calendar = await trainer.pb.collection('busy_calendars').create({
      trainer: trainer.record.id,
      kind: 'caldav',
      label: 'Fastmail',
      url,
      username: radicale.user,
      password: radicale.password,
    })
    await syncNow(trainer, calendar.id)
    const response = await fetch(`${server.url}/api/gymbuddy/me/export`, {
      headers: { Authorization: trainer.pb.authStore.token },
    })
    const text = await response.text()
    const data = JSON.parse(text) as {
      about: Record<string, string>
      busyCalendars: { label: string; hint: string }[]
      busyTimes: { start: string; end: string }[]
    }
    expect(data.busyCalendars).toEqual([expect.objectContaining({ label: 'Fastmail' })])
    expect(data.busyTimes).toHaveLength(1)
    expect(data.about.busyTimes).toBe(
      'The busy times read from those calendars: start and end only.',
    )
    for (const secret of [url, radicale.password, 'Secret appointment']) {
      expect(text).not.toContain(secret)
    }
  })

  it('removes its busy times with it', async () => {
    const trainer = await makeTrainer(server)
    const feed = calendarText(
      'BEGIN:VEVENT\nUID:z\nDTSTAMP:20260101T000000Z\nDTSTART:{D+2}T100000\nDTEND:{D+2}T110000\nEND:VEVENT',
    )
    const calendar = await addFeed(trainer, feeds.serve('/removed/basic.ics', feedOn(feed, base)))
    await syncNow(trainer, calendar.id)
    expect(await busyWords(trainer)).toHaveLength(1)
    await trainer.pb.collection('busy_calendars').delete(calendar.id)
    expect(await busyWords(trainer)).toEqual([])
  })
})

/** A trainer whose calendar makes `sgtHour` on `daysAhead` busy (10:15–10:45 blocks 10:00). */
async function busyTrainer(daysAhead: number, sgtHour: number, name = 'Busy Trainer') {
  const trainer = await makeTrainer(server, name)
  const at = new Date(Date.parse(sgtSlot(daysAhead, sgtHour)) + 15 * 60_000)
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  const feed = calendarText(
    `BEGIN:VEVENT\nUID:b-${daysAhead}-${sgtHour}\nDTSTAMP:20260101T000000Z\nDTSTART:${stamp(at)}\nDTEND:${stamp(new Date(at.getTime() + 30 * 60_000))}\nEND:VEVENT`,
  )
  const path = `/busy-${trainer.record.id}/basic.ics`
  const calendar = await addFeed(trainer, feeds.serve(path, feed))
  return { trainer, calendar, path, feed }
}

function requestAt(client: Awaited<ReturnType<typeof makeClient>>, trainerId: string, at: string) {
  return client.pb.collection('bookings').create({
    gymBuddy: trainerId,
    booker: client.record.id,
    datetime: at,
    status: 'requested',
  })
}

describe('an hour that overlaps a busy time', () => {
  it('is refused at request, and is not among the free hours; the next hour is', async () => {
    const { trainer, calendar } = await busyTrainer(3, 10)
    const client = await makeClient(server)
    await syncNow(trainer, calendar.id)
    await expectRefused(requestAt(client, trainer.record.id, sgtSlot(3, 10)), {
      status: 400,
      field: 'datetime',
      code: 'validation_calendar_busy',
    })
    await requestAt(client, trainer.record.id, sgtSlot(3, 11))
    const free = (await (
      await fetch(`${server.url}/api/gymbuddy/trainers/${trainer.record.id}/free?days=5`)
    ).json()) as { free: string[] }
    expect(free.free).not.toContain(sgtSlot(3, 10))
    expect(free.free).toContain(sgtSlot(3, 9))
    const busy = (await (
      await fetch(`${server.url}/api/gymbuddy/trainers/${trainer.record.id}/busy`)
    ).json()) as { busy: string[] }
    expect(busy.busy).toEqual([sgtSlot(3, 10)])
  })

  it('is refused at confirm when the calendar got busy after the request', async () => {
    const { trainer, calendar, path } = await busyTrainer(4, 15)
    const client = await makeClient(server)
    feeds.serve(path, calendarText())
    await syncNow(trainer, calendar.id)
    const booking = await requestAt(client, trainer.record.id, sgtSlot(4, 15))
    await busyTrainerFeedBack(path, 4, 15)
    await syncNow(trainer, calendar.id)
    await expectRefused(
      trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' }),
      { status: 400, field: 'status', code: 'validation_calendar_busy' },
    )
  })

  it('is refused for the week of a series it falls on, naming that week', async () => {
    const { trainer, calendar } = await busyTrainer(8, 17)
    const client = await makeClient(server)
    await syncNow(trainer, calendar.id)
    const first = sgtSlot(1, 17)
    const series = client.pb.collection('booking_series').create({
      booker: client.record.id,
      gymBuddy: trainer.record.id,
      datetime: first,
      weeks: 3,
    })
    await expectRefused(series, {
      status: 400,
      field: 'datetime',
      code: 'validation_series_conflict',
    })
    const message = await client.pb
      .collection('booking_series')
      .create({ booker: client.record.id, gymBuddy: trainer.record.id, datetime: first, weeks: 3 })
      .then(
        () => '',
        (error: { response: { data: { datetime: { message: string } } } }) =>
          error.response.data.datetime.message,
      )
    expect(message).toContain('busy in the trainer’s own calendar')
  })

  it('keeps the trainer out of the finder’s "Free on" and its hour off the card', async () => {
    const { trainer, calendar } = await busyTrainer(2, 12, 'Quentin Busyhour')
    const idle = await makeTrainer(server, 'Quentin Freehour')
    const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][
      new Date(Date.parse(sgtSlot(2, 12)) + 8 * 3600_000).getUTCDay()
    ]!
    // Both work only 12:00 that weekday; the busy one's is taken by the calendar.
    for (const who of [trainer, idle]) {
      await who.pb
        .collection('trainer_profiles')
        .update(who.profile.id, { weeklyHours: { [weekday]: [12] } })
    }
    await syncNow(trainer, calendar.id)
    const query = new URLSearchParams({ search: 'quentin', freeDay: sgtSlot(2, 12).slice(0, 10) })
    const found = (await (await fetch(`${server.url}/api/gymbuddy/finder?${query}`)).json()) as {
      items: { id: string; freeOn?: { hours: string[] } }[]
    }
    const hours = new Map(found.items.map((item) => [item.id, item.freeOn?.hours ?? []]))
    expect(hours.get(idle.record.id)).toEqual([sgtSlot(2, 12)])
    expect(hours.has(trainer.record.id)).toBe(false)
    // "Next free" is never the busy hour either.
    const cards = (await (
      await fetch(`${server.url}/api/gymbuddy/finder?search=quentin`)
    ).json()) as { items: { id: string; nextFree: string }[] }
    const next = new Map(cards.items.map((item) => [item.id, item.nextFree]))
    expect(next.get(idle.record.id)).toBe(sgtSlot(2, 12))
    expect(next.get(trainer.record.id)).not.toBe(sgtSlot(2, 12))
  })
})

/** Serves the busy event of busyTrainer(daysAhead, sgtHour) again at `path`. */
async function busyTrainerFeedBack(path: string, daysAhead: number, sgtHour: number) {
  const at = new Date(Date.parse(sgtSlot(daysAhead, sgtHour)) + 15 * 60_000)
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  feeds.serve(
    path,
    calendarText(
      `BEGIN:VEVENT\nUID:again\nDTSTAMP:20260101T000000Z\nDTSTART:${stamp(at)}\nDTEND:${stamp(new Date(at.getTime() + 30 * 60_000))}\nEND:VEVENT`,
    ),
  )
}
