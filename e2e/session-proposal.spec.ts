// A trainer proposes a new time for one session, in the browser (docs/bookings.md, "A trainer
// proposes a new time"), two contexts: the trainer sends 14:00 instead of 10:00, waits for the
// client, and the client accepts it on My Bookings: only the new time stays upcoming; a proposal
// withdrawn leaves the session as it was.
import { makeBooking, makeClient, makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

test('the trainer proposes 14:00 instead of 10:00 → the client accepts → the session moved', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Sofia Proposes')
  const clientAccount = await makeClient('Wei Answers')
  const booking = await makeBooking(clientAccount, trainerAccount, { daysAhead: 3, slot: '10:00' })
  await trainerAccount.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the trainer proposes 14:00 the same day', async () => {
    await trainer.goto('/user/schedule')
    const row = bookingRow(trainer, 'Upcoming', '10:00 SGT')
    await row.getByRole('button', { name: 'Propose new time' }).click()
    const dialog = trainer.getByRole('dialog', { name: 'Propose a new time for this session?' })
    await dialog.getByRole('combobox', { name: 'New time' }).click()
    await trainer.getByRole('option', { name: '14:00' }).click()
    await expect(dialog.getByRole('combobox', { name: 'New time' })).toHaveText('14:00')
    await expectNoA11yViolations(trainer)
    await shoot(trainer, 'session-proposal-dialog')
    await dialog.getByRole('button', { name: 'Send proposal' }).click()
    await expect(dialog).toBeHidden()
    await expect(
      bookingRow(trainer, 'Upcoming', '14:00 SGT').getByText(
        'Your proposed new time: waiting for the client.',
      ),
    ).toBeVisible()
  })

  await test.step('the client accepts it: only 14:00 stays upcoming', async () => {
    await client.goto('/user/bookings')
    const proposal = bookingRow(client, 'Upcoming', '14:00 SGT')
    await expect(proposal.getByText('Your trainer proposes this new time.')).toBeVisible()
    await expectNoA11yViolations(client)
    await shoot(client, 'session-proposal-answer')
    await proposal.getByRole('button', { name: 'Accept new time' }).click()
    const upcoming = client.getByRole('region', { name: /^Upcoming/ }).getByRole('listitem')
    await expect(upcoming).toHaveCount(1)
    await expect(upcoming).toContainText('14:00 SGT')
    await expect(upcoming).toContainText('Moved from')
    await expect(upcoming).toContainText('confirmed')
  })

  for (const page of [trainer, client]) await page.context().close()
})

test('the trainer withdraws a proposal: the session stands and the client is told', async ({
  browser,
  baseURL,
}) => {
  const trainerAccount = await makeTrainer('Sofia Withdraws')
  const clientAccount = await makeClient('Wei Keeps')
  const booking = await makeBooking(clientAccount, trainerAccount, { daysAhead: 4, slot: '10:00' })
  await trainerAccount.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  const proposed = new Date(Date.parse(booking.datetime.replace(' ', 'T')) + 4 * 3600_000)
  await trainerAccount.pb.send(`/api/gymbuddy/bookings/${booking.id}/propose`, {
    method: 'POST',
    body: { datetime: proposed.toISOString() },
  })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  await trainer.goto('/user/schedule')
  const row = bookingRow(trainer, 'Upcoming', '14:00 SGT')
  await row.getByRole('button', { name: 'Withdraw proposal' }).click()
  await expect(trainer.getByText('Proposal withdrawn: the session stays as it was.')).toBeVisible()
  const upcoming = trainer.getByRole('region', { name: /^Upcoming/ }).getByRole('listitem')
  await expect(upcoming).toHaveCount(1)
  await expect(upcoming).toContainText('10:00 SGT')
  const told = await clientAccount.pb.collection('notifications').getFullList()
  expect(told.map((n) => n.kind)).toContain('reschedule_kept')
  await trainer.context().close()
})
