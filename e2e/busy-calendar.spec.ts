// A trainer's own calendar blocks their GymBuddy hours: the trainer adds its private address on
// Working Hours; an event in it greys that hour on Book Session for a client, and the server
// refuses a raw request for it (docs/venues-and-free-hours.md, "Busy times"). The calendar is a
// .ics file served by a small web server on this machine.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

let server: Server
let feed = ''

test.beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/calendar' })
    res.end(feed)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** 11:00 Singapore time three days from now, as ISO. */
function busyHour(): string {
  const sgt = new Date(Date.now() + 8 * 3_600_000)
  const day = Date.UTC(sgt.getUTCFullYear(), sgt.getUTCMonth(), sgt.getUTCDate() + 3)
  return new Date(day + 3 * 3_600_000).toISOString()
}

const icsStamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '')

test('a calendar address greys its busy hour for a client, and the server refuses it', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const at = busyHour()
  const end = new Date(Date.parse(at) + 3_600_000).toISOString()
  feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    'BEGIN:VEVENT',
    'UID:dentist',
    'DTSTAMP:20260101T000000Z',
    'SUMMARY:Dentist',
    `DTSTART:${icsStamp(at)}`,
    `DTEND:${icsStamp(end)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  const port = (server.address() as AddressInfo).port
  const trainer = await makeTrainer(`Bea Busy ${Date.now().toString(36)}`)

  const coach = await signedInPage(browser, baseURL!, trainer)
  await coach.goto('/user/gym-buddy-profile/hours')
  await coach.getByLabel('Calendar name').fill('Work')
  await coach.getByLabel('Calendar address').fill(`http://127.0.0.1:${port}/private/basic.ics`)
  await coach.getByRole('button', { name: 'Add calendar' }).click()
  const calendars = coach.getByRole('list', { name: 'Your calendars' })
  await expect(calendars).toContainText('Work')
  await expect(calendars).toContainText('127.0.0.1 …/basic.ics')
  await expect(calendars).toContainText(/Read at \d\d:\d\d: 1 event/)
  await expect(calendars).not.toContainText('private')
  await coach.goto('/user/schedule')
  await expect(coach.getByRole('list', { name: 'Busy in your calendars' })).toContainText(
    '11:00–12:00',
  )
  await coach.getByRole('list', { name: 'Busy in your calendars' }).getByText('Work').waitFor()

  const client = await makeClient('Cleo Client')
  const page = await signedInPage(browser, baseURL!, client)
  await page.goto(`/book-session/${trainer.user.id}?at=${encodeURIComponent(at)}`)
  await page.getByRole('combobox', { name: 'Time' }).click()
  const busy = page.getByRole('option', { name: /^11:00/ })
  await expect(busy).toContainText('trainer busy')
  await expect(busy).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('option', { name: '12:00', exact: true })).toBeEnabled()

  // The server refuses a raw request for the busy hour.
  const refused = await client.pb
    .collection('bookings')
    .create({
      gymBuddy: trainer.user.id,
      booker: client.user.id,
      datetime: at,
      status: 'requested',
    })
    .then(
      () => null,
      (error: { status: number; response: { data: { datetime?: { code: string } } } }) => error,
    )
  expect(refused?.status).toBe(400)
  expect(refused?.response.data.datetime?.code).toBe('validation_calendar_busy')
})
