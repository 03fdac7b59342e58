// Paying for training in two browsers: the trainer offers a package, the client buys it (a
// confirm step, then the PayNow code), the trainer marks it paid, the client books with a credit
// and sees 4 left, then cancels 12 hours ahead or more and sees 5 again.
import type { Page } from '@playwright/test'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'
import {
  pickBookingDate,
  pickBookingTime,
  sgtDayFromToday,
  sendBookingRequest,
} from './public-helpers'

function balance(page: Page) {
  return page.getByTestId('credit-balance').filter({ hasText: 'Marcus Pay' })
}

test('package: create → buy by PayNow → marked paid → book with a credit (4 left) → cancel (5 left)', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Pay', { rate: 70 })
  const clientAccount = await makeClient('Nora Buyer')
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const day = sgtDayFromToday(3)

  await test.step('the trainer saves PayNow details and creates a package', async () => {
    await trainer.goto('/user/payments')
    await expect(trainer.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
    await trainer.getByLabel('PayNow mobile or UEN').fill('+65 9123 4567')
    await trainer.getByLabel('Name shown to clients').fill('Marcus Pay')
    await trainer.getByRole('button', { name: 'Save' }).click()
    await expect(trainer.getByText('PayNow details saved.')).toBeVisible()
    await trainer.getByLabel('Package name').fill('Five sessions')
    await trainer.getByRole('spinbutton', { name: 'Sessions' }).fill('5')
    await trainer.getByLabel('Price (S$)').fill('350')
    await trainer.getByLabel('Valid for (days)').fill('90')
    await trainer.getByRole('button', { name: 'Create package' }).click()
    await expect(
      trainer.getByText('5 sessions · S$350 · valid 90 days · S$70 a session'),
    ).toBeVisible()
  })

  await test.step('the client buys it and sees the PayNow code', async () => {
    await client.goto(`/gym-buddy/${trainerAccount.user.id}`)
    const offer = client.getByTestId('package').filter({ hasText: 'Five sessions' })
    await expect(offer).toContainText('5 sessions · S$350 · valid 90 days · S$70 a session')
    await offer.getByRole('button', { name: 'Buy' }).click()
    await client
      .getByRole('dialog', { name: 'Buy 5 sessions for S$350?' })
      .getByRole('button', { name: 'Buy and pay' })
      .click()
    const dialog = client.getByRole('dialog', { name: 'Pay S$350 by PayNow' })
    await expect(dialog.getByRole('img', { name: 'PayNow QR code for Marcus Pay' })).toBeVisible()
    await expect(dialog.getByTestId('paynow-amount')).toHaveText('S$350')
    await expect(dialog.getByTestId('paynow-reference')).toHaveText(/^GB-[A-Z0-9]{8}$/)
    await client.keyboard.press('Escape')
    await expect(offer.getByTestId('package-unpaid')).toHaveText('Not paid yet.')
  })

  await test.step('the trainer marks it paid; both screens follow live, without a reload', async () => {
    const sold = trainer.getByTestId('client-package').filter({ hasText: 'Nora Buyer' })
    await sold.getByRole('button', { name: 'Payment received' }).click()
    await expect(sold).toContainText('5 left, until')
    const offer = client.getByTestId('package').filter({ hasText: 'Five sessions' })
    await expect(offer.getByTestId('package-balance')).toContainText('5 left, until')
    await expect(offer.getByTestId('package-waiting')).toHaveCount(0)
  })

  await test.step('the client books with a credit; once confirmed, 4 are left', async () => {
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, day)
    await pickBookingTime(client, '10:00')
    await client.getByRole('checkbox', { name: /^Use my package \(5 left, until / }).check()
    await sendBookingRequest(client)
    await trainer.goto('/user/schedule')
    await trainer
      .getByRole('region', { name: /^Needs answer/ })
      .getByRole('listitem')
      .filter({ hasText: 'Nora Buyer' })
      .getByRole('button', { name: 'Accept' })
      .click()
    await client.goto('/user/payments')
    await expect(balance(client)).toContainText('4 left, until')
  })

  await test.step('a cancel 12 hours ahead or more gives the credit back: 5 left', async () => {
    await client.goto('/user/bookings')
    const upcoming = client
      .getByRole('region', { name: /^Upcoming/ })
      .getByRole('listitem')
      .filter({ hasText: 'Marcus Pay' })
    await expect(upcoming).toContainText('Paid with a package credit')
    await upcoming.getByRole('button', { name: 'Cancel' }).click()
    await client.getByRole('button', { name: 'Cancel booking' }).click()
    await client.goto('/user/payments')
    await expect(balance(client)).toContainText('5 left, until')
  })
})
