// Weekly series in the browser (docs/series.md), two contexts: the client asks for 7 weeks with
// the trainer's day off skipped, the trainer sees one request and accepts it once, the client sees
// six sessions and their calendar event, cancels the rest, and the trainer sees it live.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { pickBookingDate, pickBookingTime, sgtDayFromToday } from './public-helpers'

const WEEK_DAYS = 7

function seriesRow(page: Page, group: string) {
  return page.getByRole('region', { name: new RegExp(`^${group}`) }).locator('li[data-series]')
}

test('request 7 weeks skipping a day off → one request → accept all → six sessions → .ics → cancel the rest, seen live', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Sofia Series')
  const clientAccount = await makeClient('Wei Weekly')
  const first = sgtDayFromToday(3)
  const dayOff = sgtDayFromToday(3 + 2 * WEEK_DAYS)
  await trainerAccount.pb
    .collection('trainer_profiles')
    .update(trainerAccount.profile.id, { daysOff: [dayOff.iso] })
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)

  await test.step('the client lists 7 weeks, the day off skipped, and sends one request', async () => {
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, first)
    await pickBookingTime(client, '19:00')
    const single = client.getByRole('button', { name: 'Request Booking' })
    await expect(single).toBeVisible()
    await client.getByRole('checkbox', { name: 'Repeat weekly' }).click()
    // One send action: the series replaces the single request while it is on.
    await expect(single).toBeHidden()
    await client.getByRole('combobox', { name: 'Number of weeks' }).click()
    await client.getByRole('option', { name: '7 weeks' }).click()
    const dates = client.getByRole('list', { name: 'Dates of the series' }).getByRole('listitem')
    await expect(dates).toHaveCount(7)
    const off = dates.filter({ hasText: 'day off' })
    await expect(off).toHaveCount(1)
    await expect(off.getByRole('checkbox')).toBeDisabled()
    await expect(
      client.getByText(/^6 sessions · \w{3} 7 pm · .* · skipping .* \(day off\)$/),
    ).toBeVisible()
    await expectNoA11yViolations(client)
    await client.getByRole('button', { name: 'Request weekly sessions' }).click()
    await client
      .getByRole('dialog', { name: 'Weekly sessions requested' })
      .getByRole('button', { name: 'Done' })
      .click()
    await expect(client).toHaveURL(/\/user\/bookings$/)
  })

  await test.step('the trainer sees one request and accepts it once', async () => {
    await trainer.goto('/user/schedule')
    const request = seriesRow(trainer, 'Needs answer')
    await expect(request).toHaveCount(1)
    await expect(trainer.getByRole('heading', { name: 'Needs answer (1)' })).toBeVisible()
    await expect(request).toContainText(/Every \w+day, 7 pm · 6 sessions · next: /)
    await expect(request).toContainText('With Wei Weekly')
    await expectNoA11yViolations(trainer)
    await request.getByRole('button', { name: 'Accept all' }).click()
    await expect(seriesRow(trainer, 'Upcoming')).toContainText('6 sessions')
  })

  await test.step('the client sees six confirmed sessions and downloads one weekly event', async () => {
    const series = seriesRow(client, 'Upcoming')
    await expect(series).toContainText('6 sessions')
    await series.getByRole('button', { name: 'Show sessions' }).click()
    const sessions = series.getByRole('listitem')
    await expect(sessions).toHaveCount(6)
    await expect(sessions.getByText('confirmed', { exact: true })).toHaveCount(6)

    const download = client.waitForEvent('download')
    await series.getByRole('button', { name: 'Add series to calendar' }).click()
    const file = await (await download).path()
    const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')))
    const [event, ...more] = calendar.getAllSubcomponents('vevent')
    expect(more).toHaveLength(0)
    const rule = event!.getFirstPropertyValue('rrule') as ICAL.Recur
    expect([rule.freq, rule.count]).toEqual(['WEEKLY', 7])
    const excluded = event!
      .getAllProperties('exdate')
      .flatMap((p) => p.getValues() as ICAL.Time[])
      .map((t) => t.toJSDate().toISOString())
    expect(excluded).toEqual([
      new Date(Date.UTC(dayOff.year, dayOff.month - 1, dayOff.day, 11)).toISOString(),
    ])
  })

  await test.step('the client cancels the rest; the trainer sees them cancelled live', async () => {
    await seriesRow(client, 'Upcoming').getByRole('button', { name: 'Cancel the rest' }).click()
    const dialog = client.getByRole('dialog', { name: 'Cancel the rest of these weekly sessions?' })
    await dialog.getByLabel('Reason (optional)').fill('New job hours')
    await dialog.getByRole('button', { name: 'Cancel the rest' }).click()
    await expect(dialog).toBeHidden()
    await expect(client.getByText('No upcoming bookings')).toBeVisible()
    await expect(trainer.getByText('No upcoming sessions')).toBeVisible()
    await expect(seriesRow(trainer, 'Cancelled & declined')).toContainText('6 sessions')
  })

  for (const page of [trainer, client]) await page.context().close()
})
