// Attendance and the waitlist in two browser contexts: the trainer marks a no-show, the client
// sees it and disputes, both see "Disputed"; a client waits for a taken hour, the holder cancels,
// the waiting client's bell rings and they book the hour.
import { expectNoA11yViolations } from './support/axe'
import { makeBooking, makeClient, makeTrainer, signedInPage, superuserClient } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { sgtDayFromToday, storedSgtSlot } from './public-helpers'

test('the trainer marks a no-show → the client sees it and disputes → both see Disputed', async ({
  browser,
  baseURL,
}) => {
  const trainerAccount = await makeTrainer('Nora Noshow')
  const clientAccount = await makeClient('Cal Present')
  const hour = 3_600_000
  const root = await superuserClient()
  // A confirmed session that ended an hour ago (superusers may write the past).
  await root.collection('bookings').create({
    booker: clientAccount.user.id,
    gymBuddy: trainerAccount.user.id,
    datetime: new Date(Math.floor(Date.now() / hour) * hour - 2 * hour).toISOString(),
    status: 'confirmed',
  })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the trainer answers "They didn’t come", within the stated 48 hours', async () => {
    await trainer.goto('/user/schedule')
    const session = bookingRow(trainer, 'Past', 'Cal Present')
    const prompt = session.getByRole('group', { name: 'Did the session happen?' })
    await expect(prompt).toContainText('48 hours after the session ends')
    await prompt.getByRole('button', { name: "They didn't come" }).click()
    await expect(session).toContainText('You said the client did not come.')
  })

  await test.step('the client sees it and answers Yes: disputed, both answers shown', async () => {
    await client.goto('/user/bookings')
    const session = bookingRow(client, 'Past', 'Nora Noshow')
    await expect(session).toContainText('The trainer says you did not come.')
    await session
      .getByRole('group', { name: 'Did the session happen?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(session.getByText('Disputed', { exact: true })).toBeVisible()
    await expect(session).toContainText('You said the session happened.')
    await expectNoA11yViolations(client)
  })

  await test.step('the trainer sees Disputed too', async () => {
    await trainer.reload()
    const session = bookingRow(trainer, 'Past', 'Cal Present')
    await expect(session.getByText('Disputed', { exact: true })).toBeVisible()
    await expect(session).toContainText('The client says the session happened.')
    await expect(session.getByRole('group', { name: 'Did the session happen?' })).toHaveCount(0)
  })

  await test.step('the records: beside the rating on the trainer page, on a request to answer', async () => {
    await client.goto(`/gym-buddy/${trainerAccount.user.id}`)
    await expect(client.getByTestId('trainer-record')).toContainText('New: under 3 sessions')
    await makeBooking(clientAccount, trainerAccount, { daysAhead: 5, slot: '11:00' })
    await trainer.goto('/user/schedule')
    await expect(
      bookingRow(trainer, 'Needs answer', 'Cal Present').getByTestId('client-record'),
    ).toHaveText('Client record: New client: fewer than 3 sessions on record')
  })
})

test('a client waits for a taken hour → the holder cancels → the bell rings and the hour is booked', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Wes Waitlist')
  const holderAccount = await makeClient('Holly Holder')
  const waiterAccount = await makeClient('Walt Waiter')
  const day = sgtDayFromToday(4)
  const root = await superuserClient()
  await root.collection('bookings').create({
    booker: holderAccount.user.id,
    gymBuddy: trainerAccount.user.id,
    datetime: storedSgtSlot(day, 10),
    status: 'confirmed',
  })
  const waiter = await signedInPage(browser, baseURL!, waiterAccount)
  const holder = await signedInPage(browser, baseURL!, holderAccount)

  await test.step('Book Session shows the taken hour: "Taken — tell me if it frees up"', async () => {
    await waiter.goto(`/book-session/${trainerAccount.user.id}`)
    await waiter.getByRole('button', { name: /Choose a date/ }).click()
    const cell = waiter.locator(`td[data-day="${day.iso}"] button`)
    if ((await cell.count()) === 0) {
      await waiter.getByRole('button', { name: 'Go to the Next Month' }).click()
    }
    await cell.click()
    await waiter.getByRole('button', { name: '10:00 · Taken — tell me if it frees up' }).click()
    await expect(waiter.getByText('10:00 · on your waitlist')).toBeVisible()
    // The confirmation toast comes a moment later; the scan waits for it to leave.
    await expect(waiter.getByText('We will tell you if this hour frees up.')).toBeVisible()
    await expectNoA11yViolations(waiter)
  })

  await test.step('My Bookings lists the wait, with Remove', async () => {
    await waiter.goto('/user/bookings')
    const waits = waiter.getByRole('list', { name: 'Waiting for a free hour' })
    await expect(waits.getByRole('listitem')).toHaveCount(1)
    await expect(waits).toContainText('Wes Waitlist')
    await expect(waits.getByRole('button', { name: /^Remove / })).toBeVisible()
    await expectNoA11yViolations(waiter)
  })

  await test.step('the holder cancels; the waiter’s bell rings', async () => {
    await holder.goto('/user/bookings')
    await bookingRow(holder, 'Upcoming', 'Wes Waitlist')
      .getByRole('button', { name: 'Cancel' })
      .click()
    const dialog = holder.getByRole('dialog', { name: 'Cancel this booking?' })
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog).toBeHidden()
    await expect(waiter.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  })

  await test.step('the notification opens Book Session at that hour; the waiter books it', async () => {
    await waiter.getByRole('button', { name: 'Notifications, 1 unread' }).click()
    await waiter
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /with Wes Waitlist is free again/ })
      .click()
    await expect(waiter).toHaveURL(/\/book-session\/.+\?at=/)
    await waiter.getByRole('button', { name: 'Request Booking' }).click()
    await expect(waiter.getByRole('dialog', { name: 'Booking Requested' })).toBeVisible()
  })
})
