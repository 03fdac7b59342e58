// My Bookings in groups that say what happened (Upcoming, Past sessions that took place with the
// stars given, Cancelled & declined apart, the app's own decline reason), and a notification that
// opens the booking it is about, scrolled to and highlighted; at 1280, 375 and 320 px.
import type { Page } from '@playwright/test'
import { sgtSlotToUtc, sgtToday } from '../src/lib/dates'
import { expectNoA11yViolations } from './support/axe'
import {
  superuserClient,
  makeBooking,
  makeClient,
  makeTrainer,
  signedInPage,
  type TestUser,
} from './support/api'
import { expect, test } from './support/fixtures'
import { verifyEmail } from './trainer-support'

const shots = process.env.BOOKING_SHOTS_DIR

/** A booking stored as it would be by now (a superuser writes what no member could any more). */
async function storedBooking(
  client: TestUser,
  trainer: TestUser,
  daysAhead: number,
  fields: Record<string, string>,
) {
  const root = await superuserClient()
  const day = sgtToday(new Date(Date.now() + daysAhead * 86_400_000))
  return root.collection('bookings').create({
    gymBuddy: trainer.user.id,
    booker: client.user.id,
    datetime: sgtSlotToUtc(day, '10:00').toISOString(),
    ...fields,
  })
}

const group = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) }).getByRole('listitem')

test('My Bookings groups what happened, and a notification opens its booking', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainer = await makeTrainer('Marcus Lim')
  const client = await makeClient('Nora Tan')
  const tookPlace = await storedBooking(client, trainer, -2, {
    status: 'confirmed',
    outcome: 'attended',
  })
  await storedBooking(client, trainer, -3, { status: 'declined', reason: 'slot taken' })
  await storedBooking(client, trainer, 3, {
    status: 'cancelled',
    cancelledBy: client.user.id,
    reason: 'Travelling',
  })
  await verifyEmail(client)
  await client.pb.collection('reviews').create({ booking: tookPlace.id, rating: 4 })
  const upcoming = await makeBooking(client, trainer, { daysAhead: 2, slot: '19:00' })
  await trainer.pb.collection('bookings').update(upcoming.id, { status: 'confirmed' })

  const page = await signedInPage(browser, baseURL!, client)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/user/bookings')
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 2 })).toBeVisible()
  await expect(group(page, 'Upcoming')).toHaveCount(1)
  const past = group(page, 'Past')
  await expect(past).toHaveCount(1)
  await expect(past.getByText('completed', { exact: true })).toBeVisible()
  await expect(past.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  const closed = group(page, 'Cancelled & declined')
  await expect(closed).toHaveCount(2)
  await expect(closed.filter({ hasText: 'Declined' })).toContainText(
    'Declined. Another client booked this hour',
  )
  await expect(closed.filter({ hasText: 'Cancelled by you' })).toContainText('Travelling')
  await expectNoA11yViolations(page)

  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 740 })
    await page.goto('/user/bookings')
    await expect(group(page, 'Cancelled & declined')).toHaveCount(2)
    if (shots)
      await page.screenshot({ path: `${shots}/my-bookings-groups-${width}.png`, fullPage: true })

    await page.getByRole('button', { name: /^Notifications/ }).click()
    const list = page.getByRole('dialog', { name: 'Notifications' })
    const notice = list.getByRole('link', { name: /^Marcus Lim confirmed .*19:00/ })
    await expect(notice).toContainText(/just now|min ago/)
    if (shots) await page.screenshot({ path: `${shots}/notification-panel-${width}.png` })
    await notice.click()
    await expect(page).toHaveURL(new RegExp(`/user/bookings\\?booking=${upcoming.id}$`))
    const opened = page.locator(`#booking-${upcoming.id}`)
    await expect(opened).toHaveAttribute('aria-current', 'true')
    await expect(opened).toBeInViewport()
    await expectNoA11yViolations(page)
    if (shots) await page.screenshot({ path: `${shots}/notification-opened-${width}.png` })
  }
  await page.context().close()
})
