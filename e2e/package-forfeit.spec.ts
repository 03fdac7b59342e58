// Deleting an account with a paid package: Privacy & data names the unused sessions ("10
// sessions, S$600 with …: ask for a refund first") before the delete step; once deleted, the
// trainer's bell says a client left with sessions unused and their Payments reads "Client left:
// 10 unused".
import {
  activePackagePurchase,
  makeClient,
  makeTrainer,
  offerPackage,
  signedInPage,
} from './support/api'
import { expect, test } from './support/fixtures'

test('delete names the unused credits; the trainer is told and sees "Client left: 10 unused"', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Left', { rate: 70 })
  const clientAccount = await makeClient('Nora Leaving')
  const pkg = await offerPackage(trainerAccount, { sessions: 10, price: 600 })
  await activePackagePurchase(clientAccount, trainerAccount, pkg.id)
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)

  await test.step('Privacy & data names the unused sessions before the delete step', async () => {
    await client.goto('/user/privacy')
    await expect(client.getByTestId('unused-credits')).toContainText(
      '10 sessions, S$600 with Marcus Left: ask for a refund first',
    )
  })

  await test.step('the client deletes their account anyway', async () => {
    await client.getByLabel('Your password').fill(clientAccount.password)
    await client.getByRole('button', { name: 'Delete my account' }).click()
    const confirm = client.getByRole('dialog')
    await expect(confirm).toContainText('Your unused package sessions are lost with it.')
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click()
    await expect(client).toHaveURL(/\/$/)
  })

  await test.step('the trainer is told, and Payments reads "Client left: 10 unused"', async () => {
    await trainer.goto('/user/payments')
    await expect(trainer.getByTestId('client-package')).toContainText('Client left: 10 unused')
    await expect(trainer.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      /unread/,
    )
    await trainer.getByRole('button', { name: /^Notifications/ }).click()
    await expect(
      trainer
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(/left GymBuddy with sessions unused/),
    ).toBeVisible()
  })
})
