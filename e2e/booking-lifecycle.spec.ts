// Bookings in the browser: working hours, request, confirm (a rival declined live), reschedule,
// cancel, the freed slot offered again; and a refused late cancel explained in words.
import type { Page } from '@playwright/test'
import { expectNoA11yViolations } from './support/axe'
import { makeClient, makeTrainer, signedInPage, superuserClient } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import {
  pickBookingDate,
  pickBookingTime,
  sgtDayFromToday,
  storedSgtSlot,
  type SgtDay,
  sendBookingRequest,
} from './public-helpers'

async function offeredTimes(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Time' }).click()
  const options = await page.getByRole('option').allTextContents()
  await page.keyboard.press('Escape')
  return options
}

test('trainer hours → request → confirm (rival declined live) → reschedule → confirm → cancel → slot free', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Hana Hours')
  const clientAccount = await makeClient('Cody Client')
  const rivalAccount = await makeClient('Rita Rival')
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const rival = await signedInPage(browser, baseURL!, rivalAccount)
  const first: SgtDay = sgtDayFromToday(3)
  const dayOff: SgtDay = sgtDayFromToday(4)
  const second: SgtDay = sgtDayFromToday(5)

  await test.step('the trainer sets evening hours and a day off', async () => {
    await trainer.goto('/user/gym-buddy-profile/hours')
    await expect(trainer.getByRole('heading', { level: 1, name: 'Working Hours' })).toBeVisible()
    await expect(trainer.getByRole('checkbox', { name: 'Monday 09:00' })).toBeChecked()
    await trainer.getByRole('button', { name: 'Evenings' }).click()
    await expect(trainer.getByRole('checkbox', { name: 'Monday 09:00' })).not.toBeChecked()
    await expect(trainer.getByRole('checkbox', { name: 'Monday 18:00' })).toBeChecked()
    await trainer.getByRole('button', { name: 'Add days off' }).click()
    const cell = trainer.locator(`td[data-day="${dayOff.iso}"] button`)
    if ((await cell.count()) === 0) {
      await trainer.getByRole('button', { name: 'Go to the Next Month' }).click()
    }
    await cell.click()
    await trainer.getByRole('button', { name: 'Add day off' }).click()
    await expect(trainer.getByRole('list', { name: 'Days off' }).getByRole('listitem')).toHaveCount(
      1,
    )
    await expectNoA11yViolations(trainer)
    await trainer.getByRole('button', { name: 'Save Hours' }).click()
    await expect(trainer.getByText('Working hours saved.')).toBeVisible()
    const saved = await trainerAccount.pb
      .collection('trainer_profiles')
      .getOne(trainerAccount.profile.id)
    expect(saved.weeklyHours?.mon).toEqual([18, 19, 20, 21])
    expect(saved.daysOff).toEqual([dayOff.iso])
  })

  await test.step('the client sees only those hours and books 18:00', async () => {
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await client.getByRole('button', { name: /Choose a date/ }).click()
    let offCell = client.locator(`td[data-day="${dayOff.iso}"] button`)
    if ((await offCell.count()) === 0) {
      await client.getByRole('button', { name: 'Go to the Next Month' }).click()
      offCell = client.locator(`td[data-day="${dayOff.iso}"] button`)
    }
    await expect(offCell).toBeDisabled()
    await client.keyboard.press('Escape')
    await pickBookingDate(client, first)
    expect(await offeredTimes(client)).toEqual(['18:00', '19:00', '20:00', '21:00'])
    await pickBookingTime(client, '18:00')
    await sendBookingRequest(client)
    await expect(client).toHaveURL(/\/user\/bookings$/)
    await expect(
      bookingRow(client, 'Upcoming', 'Hana Hours').getByText('requested', { exact: true }),
    ).toBeVisible()
  })

  await test.step('a rival asks for the same hour; the trainer sees both with what they wrote', async () => {
    await rivalAccount.pb.collection('bookings').create({
      gymBuddy: trainerAccount.user.id,
      booker: rivalAccount.user.id,
      datetime: storedSgtSlot(first, 18),
      status: 'requested',
    })
    await rival.goto('/user/bookings')
    await expect(
      bookingRow(rival, 'Upcoming', 'Hana Hours').getByText('requested', { exact: true }),
    ).toBeVisible()
    await trainer.goto('/user/schedule')
    const requests = trainer.getByRole('region', { name: /^Needs answer/ }).getByRole('listitem')
    await expect(requests).toHaveCount(2)
    await expect(requests.filter({ hasText: 'Cody Client' })).toContainText('Weight Loss')
    await expect(requests.filter({ hasText: 'Cody Client' })).toContainText('Beginner')
  })

  await test.step('the trainer confirms Cody; Rita sees hers declined live', async () => {
    await bookingRow(trainer, 'Needs answer', 'Cody Client')
      .getByRole('button', { name: 'Accept' })
      .click()
    await expect(
      bookingRow(trainer, 'Upcoming', 'Cody Client').getByText('confirmed', { exact: true }),
    ).toBeVisible()
    await expect(
      bookingRow(client, 'Upcoming', 'Hana Hours').getByText('confirmed', { exact: true }),
    ).toBeVisible()
    // Declined by the confirm: in its own group, with the app's reason, not as the trainer's words.
    const declined = bookingRow(rival, 'Cancelled & declined', 'Hana Hours')
    await expect(declined.getByText('declined', { exact: true })).toBeVisible()
    await expect(declined).toContainText('Declined. Another client booked this hour')
    await expect(bookingRow(trainer, 'Cancelled & declined', 'Rita Rival')).toContainText(
      'Another client booked this hour',
    )
    await expectNoA11yViolations(trainer)
    await expectNoA11yViolations(client)
  })

  await test.step('the client reschedules; the trainer sees where it moved from and confirms', async () => {
    await bookingRow(client, 'Upcoming', 'Hana Hours')
      .getByRole('link', { name: 'Reschedule' })
      .click()
    await expect(client.getByText(/Moving your session of/)).toBeVisible()
    await pickBookingDate(client, second)
    await pickBookingTime(client, '19:00')
    await client.getByRole('button', { name: 'Request new time' }).click()
    await client
      .getByRole('dialog', { name: 'Move requested' })
      .getByRole('button', { name: 'Done' })
      .click()
    // The confirmed session stands until the trainer confirms the new time.
    const upcoming = bookingRow(client, 'Upcoming', 'Hana Hours')
    await expect(upcoming).toHaveCount(2)
    await expect(upcoming.filter({ hasText: /Move requested to .*19:00 SGT/ })).toHaveCount(1)
    await expect(upcoming.filter({ hasText: 'Hana Hours has until' })).toContainText('19:00 SGT')

    const request = bookingRow(trainer, 'Needs answer', 'Cody Client')
    await expect(request).toContainText(/Moved from \w{3} \d+ \w{3}, 18:00 SGT/)
    await request.getByRole('button', { name: 'Accept' }).click()
    const moved = bookingRow(client, 'Upcoming', 'Hana Hours')
    await expect(moved).toHaveCount(1)
    await expect(moved).toContainText('19:00 SGT')
    await expect(moved.getByText('confirmed', { exact: true })).toBeVisible()
    await expect(bookingRow(client, 'Cancelled & declined', 'Hana Hours').first()).toContainText(
      /Moved to \w{3} \d+ \w{3}, 19:00 SGT/,
    )
  })

  await test.step('the client cancels 5 days ahead; the hour is offered again', async () => {
    const booking = bookingRow(client, 'Upcoming', 'Hana Hours')
    await expect(booking.getByRole('button', { name: 'Add to calendar' })).toBeVisible()
    await booking.getByRole('button', { name: 'Cancel' }).click()
    const dialog = client.getByRole('dialog', { name: 'Cancel this booking?' })
    await dialog.getByLabel('Reason (optional)').fill('Travelling')
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog).toBeHidden()
    await expect(client.getByText('No upcoming bookings')).toBeVisible()
    await expect(bookingRow(trainer, 'Cancelled & declined', 'Cody Client').first()).toContainText(
      'Cancelled by Cody Client. Reason: Travelling',
    )

    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, second)
    expect(await offeredTimes(client)).toContain('19:00')
  })

  for (const page of [trainer, client, rival]) await page.context().close()
})

test('inside 12 hours a client may still cancel: the row says moving has stopped, the step says it is a late cancel', async ({
  browser,
  baseURL,
}) => {
  const trainerAccount = await makeTrainer('Late Trainer')
  const clientAccount = await makeClient('Late Client')
  // The next whole hour at least an hour away: well inside the 12-hour window.
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000)
  const admin = await superuserClient()
  const session = await admin.collection('bookings').create({
    gymBuddy: trainerAccount.user.id,
    booker: clientAccount.user.id,
    datetime: start.toISOString(),
    status: 'confirmed',
  })
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('inside 12 hours the row offers Cancel, no Reschedule, and says why', async () => {
    await client.goto('/user/bookings')
    const booking = bookingRow(client, 'Upcoming', 'Late Trainer')
    await expect(booking).toContainText(
      /Moving was possible until \w{3} \d+ \w{3}, \d\d:00 SGT \(12 hours before the session\)\. To change the time, message your trainer; a cancel now is a late cancel\./,
    )
    await expect(booking.getByRole('link', { name: 'Reschedule' })).toHaveCount(0)
    await expect(booking.getByRole('button', { name: 'Message' })).toBeVisible()
  })

  await test.step('the cancel step states the late cancel before the button; the cancel is recorded late', async () => {
    const booking = bookingRow(client, 'Upcoming', 'Late Trainer')
    await booking.getByRole('button', { name: 'Cancel' }).click()
    const dialog = client.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog).toContainText(
      'This session starts in less than 12 hours: cancelling now is a late cancel. The trainer’s policy: no charge.',
    )
    await expectNoA11yViolations(client)
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog).toBeHidden()
    await expect(bookingRow(client, 'Cancelled & declined', 'Late Trainer')).toContainText(
      'late cancel',
    )
    expect((await admin.collection('bookings').getOne(session.id)).lateCancel).toBe(true)
  })

  await client.context().close()
})

test('a declined reschedule keeps the confirmed session: the client and the trainer both still have it', async ({
  browser,
  baseURL,
}) => {
  const trainerAccount = await makeTrainer('Dana Declines')
  const clientAccount = await makeClient('Kim Keeps')
  const every = [9, 10, 11, 12, 13, 14, 15, 16, 17]
  await trainerAccount.pb.collection('trainer_profiles').update(trainerAccount.profile.id, {
    weeklyHours: {
      mon: every,
      tue: every,
      wed: every,
      thu: every,
      fri: every,
      sat: every,
      sun: every,
    },
  })
  const day: SgtDay = sgtDayFromToday(3)
  const later: SgtDay = sgtDayFromToday(4)
  const original = await clientAccount.pb.collection('bookings').create({
    gymBuddy: trainerAccount.user.id,
    booker: clientAccount.user.id,
    datetime: storedSgtSlot(day, 10),
    status: 'requested',
  })
  await trainerAccount.pb.collection('bookings').update(original.id, { status: 'confirmed' })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the client asks to move the confirmed session; it stands meanwhile', async () => {
    await client.goto('/user/bookings')
    await bookingRow(client, 'Upcoming', 'Dana Declines')
      .getByRole('link', { name: 'Reschedule' })
      .click()
    await expect(client.getByText(/Moving your session of/)).toBeVisible()
    await pickBookingDate(client, later)
    await pickBookingTime(client, '15:00')
    await client.getByRole('button', { name: 'Request new time' }).click()
    await client
      .getByRole('dialog', { name: 'Move requested' })
      .getByRole('button', { name: 'Done' })
      .click()
    const upcoming = bookingRow(client, 'Upcoming', 'Dana Declines')
    await expect(upcoming).toHaveCount(2)
    await expect(upcoming.filter({ hasText: /Move requested to .*15:00 SGT/ })).toHaveCount(1)
  })

  await test.step('the trainer declines the new time', async () => {
    await trainer.goto('/user/schedule')
    const request = bookingRow(trainer, 'Needs answer', 'Kim Keeps')
    await expect(request).toContainText(/Moved from \w{3} \d+ \w{3}, 10:00 SGT/)
    await request.getByRole('button', { name: 'Decline' }).click()
    const dialog = trainer.getByRole('dialog', { name: 'Decline this request?' })
    await dialog.getByLabel('Reason (optional)').fill('Fully booked that day')
    await dialog.getByRole('button', { name: 'Decline request' }).click()
    await expect(dialog).toBeHidden()
  })

  await test.step('both still see the original session confirmed at its time', async () => {
    const kept = bookingRow(trainer, 'Upcoming', 'Kim Keeps')
    await expect(kept).toHaveCount(1)
    await expect(kept).toContainText('10:00 SGT')
    await expect(kept.getByText('confirmed', { exact: true })).toBeVisible()
    await expect(
      trainer.getByRole('region', { name: /^Needs answer/ }).getByRole('listitem'),
    ).toHaveCount(0)

    // The client's open page follows live; a reload shows the same.
    for (const reload of [false, true]) {
      if (reload) await client.reload()
      const stands = bookingRow(client, 'Upcoming', 'Dana Declines')
      await expect(stands).toHaveCount(1)
      await expect(stands).toContainText('10:00 SGT')
      await expect(stands.getByText('confirmed', { exact: true })).toBeVisible()
      await expect(bookingRow(client, 'Cancelled & declined', 'Dana Declines')).toContainText(
        '15:00 SGT',
      )
    }
    const stored = await clientAccount.pb.collection('bookings').getOne(original.id)
    expect(stored.status).toBe('confirmed')
  })

  for (const page of [trainer, client]) await page.context().close()
})
