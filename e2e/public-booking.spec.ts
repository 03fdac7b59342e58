import type { Page } from '@playwright/test'
import {
  pickBookingDate,
  pickBookingTime,
  sgtDayFromToday,
  signInAs,
  storedSgtSlot,
  type SgtDay,
} from './public-helpers'
import { makeClient, makeTrainer, type TestUser } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

async function requestSlot(page: Page, trainer: TestUser, day: SgtDay, slot: string) {
  await page.goto(`/book-session/${trainer.user.id}`)
  await expect(page.getByText(trainer.name, { exact: true })).toBeVisible()
  await pickBookingDate(page, day)
  await expect(page.getByRole('grid')).toHaveCount(0) // the popover closed on choice
  await pickBookingTime(page, slot)
  const summary = page.getByRole('region', { name: 'Booking Summary' })
  await expect(summary).toBeVisible()
  await page.getByRole('button', { name: 'Request Booking' }).click()
}

async function storedBookings(client: TestUser) {
  return client.pb.collection('bookings').getFullList({
    filter: client.pb.filter('booker = {:id}', { id: client.user.id }),
  })
}

test('a client books a trainer, sees the dialog and goes on to their bookings', async ({
  page,
}) => {
  // Search matches an email only where the trainer shows it.
  const trainer = await makeTrainer('Bea Booking', { rate: 70, showEmail: true })
  const client = await makeClient('Carl Client')
  const day = sgtDayFromToday(3)
  await signInAs(page, client)

  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(trainer.email)
  await expect(page.getByText('1 gym buddy found')).toBeVisible()
  await page.getByRole('link', { name: 'Book Session' }).click()
  await expect(page).toHaveURL(new RegExp(`/book-session/${trainer.user.id}$`))
  await expect(page.getByText('$70/session')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Choose a date' }).click()
  await expect(page.getByRole('grid')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')

  await pickBookingDate(page, day)
  await pickBookingTime(page, '10:00')
  const summary = page.getByRole('region', { name: 'Booking Summary' })
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day, 2))
  const weekday = at.toLocaleDateString('en-SG', { timeZone: 'Asia/Singapore', weekday: 'long' })
  await expect(summary).toContainText(weekday)
  await expect(summary).toContainText(String(day.day))
  await expect(summary).toContainText('10:00–11:00 SGT') // start and end
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Request Booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'Booking Requested' })
  await expect(dialog).toContainText(
    "Awaiting trainer confirmation. You'll be notified once it's confirmed.",
  )
  await expectNoA11yViolations(page)

  const [booking] = await storedBookings(client)
  expect(booking).toMatchObject({
    gymBuddy: trainer.user.id,
    booker: client.user.id,
    status: 'requested',
    datetime: storedSgtSlot(day, 10),
  })

  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(/\/user\/bookings$/)
})

test.describe('from a browser in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the chosen slot is stored as the Singapore slot', async ({ page }) => {
    const trainer = await makeTrainer('Nora Newyork')
    const client = await makeClient('Ned Newyork')
    const day = sgtDayFromToday(2)
    await signInAs(page, client)
    await requestSlot(page, trainer, day, '09:00')
    await expect(page.getByRole('dialog', { name: 'Booking Requested' })).toBeVisible()
    const [booking] = await storedBookings(client)
    expect(booking.datetime).toBe(storedSgtSlot(day, 9))
  })
})

test("a trainer's confirmed slot is not offered, and a server refusal is shown in words", async ({
  page,
}) => {
  const trainer = await makeTrainer('Tia Taken')
  const first = await makeClient('First Client')
  const second = await makeClient('Second Client')
  const day = sgtDayFromToday(4)
  const taken = await first.pb.collection('bookings').create({
    datetime: storedSgtSlot(day, 11),
    gymBuddy: trainer.user.id,
    booker: first.user.id,
    status: 'requested',
  })
  await trainer.pb.collection('bookings').update(taken.id, { status: 'confirmed' })

  await signInAs(page, second)
  await page.goto(`/book-session/${trainer.user.id}`)
  await pickBookingDate(page, day)
  await page.getByRole('combobox', { name: 'Time' }).click()
  await expect(page.getByRole('option', { name: '10:00', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: '11:00', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')

  // A time already requested is not offered to the same member again.
  await requestSlot(page, trainer, day, '12:00')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.getByRole('button', { name: 'Done' }).click()
  await page.goto(`/book-session/${trainer.user.id}`)
  await pickBookingDate(page, day)
  await page.getByRole('combobox', { name: 'Time' }).click()
  await expect(page.getByRole('option', { name: '13:00', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: '12:00', exact: true })).toHaveCount(0)
  await page.getByRole('option', { name: '13:00', exact: true }).click()

  // The slot is confirmed for someone else while the screen is open: the server says no, and
  // the screen says why.
  const rival = await first.pb.collection('bookings').create({
    datetime: storedSgtSlot(day, 13),
    gymBuddy: trainer.user.id,
    booker: first.user.id,
    status: 'requested',
  })
  await trainer.pb.collection('bookings').update(rival.id, { status: 'confirmed' })
  await page.getByRole('button', { name: 'Request Booking' }).click()
  await expect(
    page.getByRole('region', { name: 'Booking Summary' }).getByRole('alert'),
  ).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
