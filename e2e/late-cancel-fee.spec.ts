// A late cancel under a fee policy, in two browsers: the trainer sets "A fee" with 50% on the
// Professional Profile; the client reads it on the trainer page; a reminder's "I can't make it"
// (/my-bookings?cancel=<id>) opens the cancel step, which states the fee before the button; the
// cancelled row shows the fee with Pay fee by PayNow (the QR for S$40); "I've paid" tells the
// trainer, who marks the fee received.
import { expectNoA11yViolations } from './support/axe'
import { makeClient, makeTrainer, signedInPage, superuserClient } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

test('a late cancel under a fee policy: stated before, then a fee with a PayNow QR, paid and received', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Fee', { rate: 80 })
  const clientAccount = await makeClient('Nora Late')
  await trainerAccount.pb.send('/api/gymbuddy/paynow', {
    method: 'POST',
    body: { paynowId: '91234567', paynowName: 'Marcus Fee' },
  })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the trainer chooses a fee of 50% for a late cancel on the Professional Profile', async () => {
    await trainer.goto('/user/gym-buddy-profile/edit')
    const policy = trainer.getByRole('group', { name: 'Late cancels and no-shows' })
    await policy.getByRole('combobox', { name: 'Policy' }).click()
    await trainer.getByRole('option', { name: 'A fee (package: a session is spent)' }).click()
    await policy.getByRole('spinbutton', { name: 'Late-cancel fee (% of the price)' }).fill('50')
    await policy.getByRole('spinbutton', { name: 'No-show fee (% of the price)' }).fill('100')
    await shoot(trainer, 'late-cancel-policy-form')
    await trainer.getByRole('button', { name: 'Save Profile' }).click()
    await expect(trainer.getByText('Profile saved successfully!')).toBeVisible()
  })

  await test.step('the client reads the policy on the trainer page', async () => {
    await client.goto(`/gym-buddy/${trainerAccount.user.id}`)
    await expect(client.getByRole('heading', { name: 'Late cancels and no-shows' })).toBeVisible()
    await expect(
      client.getByText(
        'Sessions paid one by one: 50% of the price for cancelling less than 12 hours before the start, 100% for not coming.',
      ),
    ).toBeVisible()
    await shoot(client, 'late-cancel-policy-trainer-page')
  })

  // A session agreed under that policy, 5 hours ahead (inside the 12-hour window).
  const admin = await superuserClient()
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 5 * 3_600_000)
  const session = await admin.collection('bookings').create({
    gymBuddy: trainerAccount.user.id,
    booker: clientAccount.user.id,
    datetime: start.toISOString(),
    status: 'confirmed',
  })
  expect(session.policy).toEqual({
    lateCancelPolicy: 'fee',
    lateCancelFeePct: 50,
    noShowFeePct: 100,
  })

  await test.step('"I can\'t make it" opens the cancel step, which states the fee before the button', async () => {
    await client.goto(`/my-bookings?cancel=${session.id}`)
    await expect(client).toHaveURL(new RegExp(`/user/bookings\\?cancel=${session.id}$`))
    const dialog = client.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog).toContainText(
      'This session starts in less than 12 hours: cancelling now is a late cancel. Under the trainer’s policy, you will owe a late-cancel fee of S$40 (50% of S$80).',
    )
    await shoot(client, 'late-cancel-fee-step')
    await expectNoA11yViolations(client)
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog).toBeHidden()
  })

  await test.step('the cancelled row shows the fee, and Pay fee by PayNow shows the QR for S$40', async () => {
    const row = bookingRow(client, 'Cancelled & declined', 'Marcus Fee')
    await expect(row.getByTestId('fee-payment')).toContainText('Late-cancel fee S$40 · Fee due')
    await row.getByRole('button', { name: 'Pay fee by PayNow' }).click()
    const pay = client.getByRole('dialog', { name: 'Pay the late-cancel fee of S$40 by PayNow' })
    await expect(pay.getByRole('img', { name: 'PayNow QR code for Marcus Fee' })).toBeVisible()
    await expect(pay.getByTestId('paynow-amount')).toHaveText('S$40')
    await expect(pay.getByTestId('paynow-reference')).toHaveText(/^GB-[A-Z0-9]{8}$/)
    await shoot(client, 'late-cancel-fee-paynow')
    await pay.getByRole('button', { name: 'I’ve paid' }).click()
    await expect(row.getByTestId('fee-payment')).toContainText('Paid, waiting for the trainer')
  })

  await test.step('the trainer sees the claimed fee and marks it received', async () => {
    await trainer.goto('/user/schedule')
    const row = bookingRow(trainer, 'Cancelled & declined', 'Nora Late')
    await expect(row).toContainText('late cancel')
    const fee = row.getByTestId('fee-payment')
    await expect(fee).toContainText('Late-cancel fee S$40 · The client says they paid')
    await shoot(trainer, 'late-cancel-fee-trainer')
    await fee.getByRole('button', { name: 'Fee received' }).click()
    await expect(fee).toContainText('Late-cancel fee S$40 · Paid')
    expect((await admin.collection('bookings').getOne(session.id)).payment).toBe('received')
  })

  for (const page of [trainer, client]) await page.context().close()
})
