// The notification centre in two browser contexts: a request reaches the trainer's bell
// live, the trainer's Accept reaches the client's bell with a toast; the list, Mark all as read,
// the tab title and the phone layout.
import { makeBooking, makeClient, makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const shots = process.env.NOTIFY_SHOTS_DIR

test('request → the trainer’s bell goes up live; Accept → the client’s bell and toast', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const clientAccount = await makeClient('Nora Tan')
  const trainerAccount = await makeTrainer('Marcus Lim')
  const trainer = await signedInPage(browser, baseURL!, trainerAccount, 1280)
  const client = await signedInPage(browser, baseURL!, clientAccount, 1280)

  await trainer.goto('/user/schedule')
  await client.goto('/user/bookings')
  const trainerBell = trainer.getByRole('button', { name: /^Notifications/ })
  const clientBell = client.getByRole('button', { name: /^Notifications/ })
  await expect(trainerBell).toHaveAccessibleName('Notifications')
  await expect(clientBell).toHaveAccessibleName('Notifications')

  const booking = await makeBooking(clientAccount, trainerAccount, { daysAhead: 3, slot: '19:00' })
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Singapore',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  })
    .format(new Date(booking.datetime.replace(' ', 'T')))
    .replace(',', '')
  const requested = `Nora Tan requested ${when}, 19:00`

  await test.step('the trainer’s bell counts the request live, with a toast and the tab title', async () => {
    await expect(trainerBell).toHaveAccessibleName('Notifications, 1 unread')
    // The client is told their request went out (booking_sent): their one unread so far.
    await expect(clientBell).toHaveAccessibleName('Notifications, 1 unread')
    await expect(trainer.getByText(requested).first()).toBeVisible()
    await expect(trainer).toHaveTitle('(1) My Schedule · GymBuddy')
  })

  await test.step('the list says it in words, with its age, and opens the request on My Schedule; keyboard reachable', async () => {
    await trainer.goto('/user')
    await trainerBell.focus()
    await trainer.keyboard.press('Enter')
    const list = trainer.getByRole('dialog', { name: 'Notifications' })
    const item = list.getByRole('link', { name: new RegExp(`^${requested} \\(unread\\) `) })
    await expect(item).toContainText(/just now|min ago/)
    await expectNoA11yViolations(trainer)
    if (shots) await trainer.screenshot({ path: `${shots}/bell-desktop.png` })
    await item.click()
    await expect(trainer).toHaveURL(new RegExp(`/user/schedule\\?booking=${booking.id}$`))
    await expect(trainer.locator(`#booking-${booking.id}`)).toHaveAttribute('aria-current', 'true')
    await expect(trainerBell).toHaveAccessibleName('Notifications')
  })

  await test.step('Accept reaches the client’s bell live, with a toast', async () => {
    await trainer.getByRole('button', { name: 'Accept' }).first().click()
    await expect(clientBell).toHaveAccessibleName('Notifications, 2 unread')
    await expect(client.getByText(`Marcus Lim confirmed ${when}, 19:00`).first()).toBeVisible()
  })

  await test.step('Mark all as read clears the count', async () => {
    await clientBell.click()
    const list = client.getByRole('dialog', { name: 'Notifications' })
    await list.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(clientBell).toHaveAccessibleName('Notifications')
    await expect(
      list.getByRole('link', { name: new RegExp(`^Marcus Lim confirmed ${when}, 19:00 `) }),
    ).toBeVisible()
  })
})

test('on a phone the list opens full screen', async ({ browser, baseURL }) => {
  const clientAccount = await makeClient('Ivy Ong')
  const trainerAccount = await makeTrainer('Marcus Lim')
  await makeBooking(clientAccount, trainerAccount, { daysAhead: 4, slot: '09:00' })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount, 375)
  await trainer.goto('/user/schedule')
  const bell = trainer.getByRole('button', { name: 'Notifications, 1 unread' })
  if (shots) await trainer.screenshot({ path: `${shots}/header-phone.png` })
  await bell.click()
  const list = trainer.getByRole('dialog', { name: 'Notifications' })
  await expect(list.getByRole('link', { name: /^Ivy Ong requested/ })).toBeVisible()
  const box = await list.boundingBox()
  expect(box?.width).toBe(375)
  await expectNoA11yViolations(trainer)
  if (shots) await trainer.screenshot({ path: `${shots}/bell-phone.png` })
  await trainer.keyboard.press('Escape')
  await expect(list).toBeHidden()
})

test('booking emails can be switched off in the profile settings', async ({ browser, baseURL }) => {
  const clientAccount = await makeClient('Eli Email')
  const page = await signedInPage(browser, baseURL!, clientAccount, 1280)
  await page.goto('/user/profile/edit')
  const setting = page.getByRole('checkbox', { name: /Email me about my bookings/ })
  await expect(setting).toBeChecked()
  await setting.click()
  await expect(page.getByText('Booking emails are off.')).toBeVisible()
  await expect(setting).not.toBeChecked()
  await expect
    .poll(
      async () =>
        (await clientAccount.pb.collection('users').getOne(clientAccount.user.id)).bookingEmailsOff,
    )
    .toBe(true)
  await page.mouse.move(0, 0)
  await expectNoA11yViolations(page)
  if (shots) await page.screenshot({ path: `${shots}/settings-desktop.png`, fullPage: true })
  await page.reload()
  await expect(setting).not.toBeChecked()
})
