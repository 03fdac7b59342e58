// A weekly series' emails, read from a real MailDev: the confirmation carries the series as one
// calendar event repeating weekly (the file the download gives, read with a calendar parser); the
// cancel of the rest leaves out a week the client had already moved and says the reason; each
// button opens a booking of the series.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '@/lib/types'
import { request } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'
import type { MailCatcher } from '../scripts/lib/mail-catcher'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })
const WEEK_MS = 7 * 24 * 3600_000
type CaughtEmail = Awaited<ReturnType<MailCatcher['inbox']>>[number]

/** "Tue 24 Dec" of an ISO instant in Singapore time, computed independently of the server. */
function dayText(iso: string): string {
  const sgt = new Date(Date.parse(iso) + 8 * 3600_000)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  return `${day} ${sgt.getUTCDate()} ${month}`
}

async function mailTo(member: Member, subject: RegExp): Promise<CaughtEmail> {
  await expect
    .poll(async () => (await server.mail.inbox(member.email)).some((m) => subject.test(m.subject)))
    .toBe(true)
  return (await server.mail.inbox(member.email)).find((m) => subject.test(m.subject))!
}

async function seriesOf(client: Member, trainer: Member, weeks: number) {
  const first = sgtSlot(3, 19)
  const series = await client.pb.collection('booking_series').create({
    booker: client.record.id,
    gymBuddy: trainer.record.id,
    datetime: first,
    weeks,
  })
  const dates = Array.from({ length: weeks }, (_, n) =>
    new Date(Date.parse(first) + n * WEEK_MS).toISOString(),
  )
  return { series, dates }
}

describe('series emails', () => {
  it('the confirmation carries one weekly event (RRULE) and opens the first week', async () => {
    const client = await makeClient(server, 'Ivy Weekly')
    const trainer = await makeTrainer(server, 'Sam Coach')
    const { series, dates } = await seriesOf(client, trainer, 4)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const mail = await mailTo(client, /^Weekly sessions confirmed/)
    const file = mail.attachments?.find((each) => /calendar/.test(each.contentType))
    expect(file?.filename).toBe('gymbuddy-series.ics')
    const text = await fetch(
      `${server.mail.url}/api/email/${mail.id}/attachment/${file?.generatedFileName}`,
    ).then((response) => response.text())
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0])
    expect(event.startDate.toJSDate().toISOString()).toBe(dates[0])
    const rule = events[0]!.getFirstPropertyValue('rrule') as ICAL.Recur
    expect(rule.freq).toBe('WEEKLY')
    expect(rule.count).toBe(4)
    // The same event as the download (its UID), so a calendar keeps one copy.
    const download = await fetch(`${server.url}/api/gymbuddy/series/${series.id}/ics`, {
      headers: { Authorization: client.pb.authStore.token },
    }).then((response) => response.text())
    expect(download).toContain(`UID:${event.uid}`)
    const [week1] = await client.pb.collection('bookings').getFullList<BookingRecord>({
      filter: client.pb.filter('series = {:id}', { id: series.id }),
      sort: 'datetime',
    })
    expect(mail.text).toContain(`${server.url}/user/bookings?booking=${week1?.id}`)
  })

  it('cancelling the rest leaves out a week already moved and says the reason', async () => {
    const client = await makeClient(server, 'Joy Moves')
    const trainer = await makeTrainer(server, 'Ben Coach')
    const { series, dates } = await seriesOf(client, trainer, 4)
    await trainer.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
    const weeks = await client.pb.collection('bookings').getFullList<BookingRecord>({
      filter: client.pb.filter('series = {:id}', { id: series.id }),
      sort: 'datetime',
    })
    // The second week moves a day later, and the trainer confirms the move.
    const movedTo = new Date(Date.parse(dates[1]!) + 24 * 3600_000).toISOString()
    const move = await request(client, trainer, movedTo, { rescheduleOf: weeks[1]!.id })
    await trainer.pb.collection('bookings').update(move.id, { status: 'confirmed' })
    await client.pb
      .collection('booking_series')
      .update(series.id, { status: 'cancelled', reason: 'Work trip to Jakarta' })
    const mail = await mailTo(trainer, /^Weekly sessions cancelled/)
    for (const date of [dates[0], dates[2], dates[3]]) expect(mail.text).toContain(dayText(date!))
    expect(mail.text).not.toContain(dayText(dates[1]!))
    expect(mail.text).toContain('Work trip to Jakarta')
    expect(mail.text).toMatch(/\/user\/schedule\?booking=\w+/)
  })
})
