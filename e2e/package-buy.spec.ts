// Buying a package in two browsers, as paying for a session goes: Buy asks first ("Buy 10
// sessions for S$600?"), then shows the PayNow code; the trainer reads "Requested, not paid yet"
// until the client taps "I've paid", then "The client says they paid"; the client reads "Waiting
// for … to confirm payment" only after saying so; once the trainer confirms, Received this month
// counts the S$600 beside the S$70 of a session.
import { makeBooking, makeClient, makeTrainer, offerPackage, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

test('package: confirm → PayNow code → I’ve paid → trainer sees it claimed → received → S$670 this month', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Pay', { rate: 70 })
  const clientAccount = await makeClient('Nora Buyer')
  await offerPackage(trainerAccount, { name: 'Ten sessions', sessions: 10, price: 600 })
  // A session paid this month: S$70 received before the package.
  const session = await makeBooking(clientAccount, trainerAccount, { daysAhead: 3 })
  await trainerAccount.pb.collection('bookings').update(session.id, { status: 'confirmed' })
  await trainerAccount.pb.collection('bookings').update(session.id, { payment: 'received' })

  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const received = trainer.getByTestId('received-this-month')
  const sold = trainer.getByTestId('client-package').filter({ hasText: 'Nora Buyer' })
  const offer = client.getByTestId('package').filter({ hasText: 'Ten sessions' })

  await test.step('the trainer has received S$70 this month', async () => {
    await trainer.goto('/user/payments')
    await expect(received).toHaveText('S$70')
  })

  await test.step('Buy asks first: nothing is bought until the client says yes', async () => {
    await client.goto(`/gym-buddy/${trainerAccount.user.id}`)
    await offer.getByRole('button', { name: 'Buy' }).click()
    const ask = client.getByRole('dialog', { name: 'Buy 10 sessions for S$600?' })
    await expect(ask).toBeVisible()
    await expect(trainer.getByText('No packages sold yet.')).toBeVisible()
    await ask.getByRole('button', { name: 'Buy and pay' }).click()
  })

  await test.step('then the PayNow code; the trainer reads "Requested, not paid yet"', async () => {
    const pay = client.getByRole('dialog', { name: 'Pay S$600 by PayNow' })
    await expect(pay.getByRole('img', { name: 'PayNow QR code for Marcus Pay' })).toBeVisible()
    await expect(pay.getByTestId('paynow-amount')).toHaveText('S$600')
    await expect(sold).toContainText('Requested, not paid yet')
    await expect(client.getByText(/Waiting for Marcus Pay/)).toHaveCount(0)
  })

  await test.step('"I’ve paid": the client waits for the trainer, who reads it live', async () => {
    await client
      .getByRole('dialog', { name: 'Pay S$600 by PayNow' })
      .getByRole('button', { name: 'I’ve paid' })
      .click()
    await expect(client.getByRole('dialog')).toHaveCount(0)
    await expect(offer.getByTestId('package-waiting')).toHaveText(
      'Waiting for Marcus Pay to confirm payment.',
    )
    await expect(sold).toContainText('The client says they paid')
  })

  await test.step('the trainer confirms: credits ready, and S$670 received this month', async () => {
    await sold.getByRole('button', { name: 'Payment received' }).click()
    await expect(sold).toContainText('10 left, until')
    await expect(received).toHaveText('S$670')
    await expect(trainer.getByText('S$70 from sessions · S$600 from packages')).toBeVisible()
    await expect(offer.getByTestId('package-balance')).toContainText('10 left, until')
  })
})
