// A weekly series changed from a week on, in the browser (docs/series.md, "Changing from a week
// on"), two contexts: the client asks for a new hour and venue from week 3, the trainer sees the
// waiting change and accepts it, and My Bookings shows the new hour and venue from week 3 and the
// old ones before.
import type { Page } from '@playwright/test'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'
import { sgtDayFromToday } from './public-helpers'

const WEEK_DAYS = 7
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS =
  'January February March April May June July August September October November December'.split(' ')

/** "Tuesday, 3 December 2026": the date a booking row shows, computed independently of the app. */
function rowDate(days: number): string {
  const day = sgtDayFromToday(days)
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day))
  return `${WEEKDAYS[at.getUTCDay()]}, ${day.day} ${MONTHS[day.month - 1]} ${day.year}`
}

/** "Wed 16 Dec": the short date the change's choices and its waiting line show. */
function shortDate(days: number): string {
  const [weekday, rest] = rowDate(days).split(', ')
  const [day, month] = rest!.split(' ')
  return `${weekday!.slice(0, 3)} ${day} ${month!.slice(0, 3)}`
}

function seriesRow(page: Page, group: string) {
  return page.getByRole('region', { name: new RegExp(`^${group}`) }).locator('li[data-series]')
}

test('the client moves a series from week 3 → the trainer accepts → new hour from week 3, the old one before', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Sofia Change')
  await trainerAccount.pb.collection('trainer_profiles').update(trainerAccount.profile.id, {
    venues: [
      { name: 'ActiveSG Bishan', area: 'Central', kind: 'gym' },
      { name: 'Bishan Park', area: 'Central', kind: 'park' },
    ],
  })
  const clientAccount = await makeClient('Wei Change')
  const first = sgtDayFromToday(3)
  const series = await clientAccount.pb.collection('booking_series').create({
    booker: clientAccount.user.id,
    gymBuddy: trainerAccount.user.id,
    datetime: new Date(Date.UTC(first.year, first.month - 1, first.day, 18 - 8)).toISOString(),
    weeks: 5,
    venue: 'ActiveSG Bishan',
  })
  await trainerAccount.pb.collection('booking_series').update(series.id, { status: 'confirmed' })
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const week = (n: number) => rowDate(3 + n * WEEK_DAYS)
  const short = (n: number) => shortDate(3 + n * WEEK_DAYS)

  await test.step('the client asks for 7 pm at Bishan Park from week 3', async () => {
    await client.goto('/user/bookings')
    const row = seriesRow(client, 'Upcoming')
    await row.getByRole('button', { name: 'Change from a week' }).click()
    const dialog = client.getByRole('dialog', {
      name: 'Change these weekly sessions from a week on?',
    })
    await dialog.getByRole('combobox', { name: 'From the session on' }).click()
    await client.getByRole('option', { name: `${short(2)}, 18:00` }).click()
    await dialog.getByRole('combobox', { name: 'New time' }).click()
    await client.getByRole('option', { name: '19:00' }).click()
    await expect(dialog.getByRole('combobox', { name: 'New time' })).toHaveText('19:00')
    await expect(dialog.getByRole('combobox', { name: 'Where?' })).toHaveText('ActiveSG Bishan')
    await dialog.getByRole('combobox', { name: 'Where?' }).click()
    await client.getByRole('option', { name: 'Bishan Park' }).click()
    await expectNoA11yViolations(client)
    await shoot(client, 'series-change-dialog')
    await dialog.getByRole('button', { name: 'Ask for the change' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByRole('status')).toContainText(
      `You ask to move the sessions from ${short(2)} on to ${short(2)}, 19:00 at Bishan Park`,
    )
  })

  await test.step('the trainer sees the waiting change and accepts it', async () => {
    await trainer.goto('/user/schedule')
    const row = seriesRow(trainer, 'Upcoming')
    await expect(row.getByRole('status')).toContainText(
      `Wei Change asks to move the sessions from ${short(2)} on to ${short(2)}, 19:00`,
    )
    await expectNoA11yViolations(trainer)
    await shoot(trainer, 'series-change-waiting')
    await row.getByRole('button', { name: 'Accept change' }).click()
    await expect(row.getByRole('status')).toHaveCount(0)
  })

  await test.step('My Bookings: 6 pm at the gym for weeks 1–2, 7 pm in the park from week 3', async () => {
    await client.reload()
    const row = seriesRow(client, 'Upcoming')
    await expect(row).toContainText('5 sessions')
    await row.getByRole('button', { name: 'Show sessions' }).click()
    const sessions = row.getByRole('listitem')
    await expect(sessions).toHaveCount(5)
    for (const [n, time, venue] of [
      [0, '18:00', 'ActiveSG Bishan'],
      [1, '18:00', 'ActiveSG Bishan'],
      [2, '19:00', 'Bishan Park'],
      [3, '19:00', 'Bishan Park'],
      [4, '19:00', 'Bishan Park'],
    ] as const) {
      const session = sessions.filter({ hasText: week(n) })
      await expect(session).toContainText(`${time} SGT`)
      await expect(session).toContainText(venue)
    }
  })

  for (const page of [trainer, client]) await page.context().close()
})
