// Consent on record, in the browser: a client removes their fitness profile on Privacy & data and
// still books (their trainer reads "No fitness profile shared"); a new member's sign-up agreement
// to the terms is in the copy of their data.
import { readFile } from 'node:fs/promises'
import consentVersions from '../pb_hooks/lib/privacy/consent_versions.json' with { type: 'json' }
import { expectNoA11yViolations } from './support/axe'
import { makeBooking, makeClient, makeTrainer, signedInPage, uniqueEmail } from './support/api'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import {
  pickBookingDate,
  pickBookingTime,
  sgtDayFromToday,
  sendBookingRequest,
  fillSignUp,
} from './public-helpers'

test('a client removes their fitness profile on Privacy & data, then books a session', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Wen Withdrawn Coach')
  const clientAccount = await makeClient('Ivy Withdrawing')
  await makeBooking(clientAccount, trainerAccount, { daysAhead: 2 })
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)

  await test.step('the trainer is shown what the client wrote', async () => {
    await trainer.goto('/user/schedule')
    const row = bookingRow(trainer, 'Needs answer', 'Ivy Withdrawing')
    await expect(row.getByText('Weight Loss')).toBeVisible()
  })

  await test.step('the client removes the profile, after a confirm step', async () => {
    await client.goto('/user/privacy')
    await client.getByRole('button', { name: 'Remove my fitness profile' }).click()
    const confirm = client.getByRole('dialog', { name: 'Remove your fitness profile?' })
    await expectNoA11yViolations(client)
    await confirm.getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(confirm).toBeHidden()
    await expect(client.getByText('Your fitness profile has been removed.')).toBeVisible()
    await expect(client.getByRole('link', { name: 'Add your fitness profile' })).toBeVisible()
    const consents = await clientAccount.pb.collection('consents').getFullList({
      filter: clientAccount.pb.filter('user = {:me} && kind = "health"', {
        me: clientAccount.user.id,
      }),
    })
    expect(consents.map((row) => row.withdrawnAt !== '')).toEqual([true])
  })

  await test.step('the dashboard invites, never sends the client away', async () => {
    await client.goto('/user')
    await expect(client.getByRole('link', { name: 'Add your fitness profile' })).toBeVisible()
    await expect(client).toHaveURL(/\/user$/)
  })

  await test.step('the client books another session without a profile', async () => {
    const day = sgtDayFromToday(4)
    await client.goto(`/book-session/${trainerAccount.user.id}`)
    await pickBookingDate(client, day)
    await pickBookingTime(client, '11:00')
    await sendBookingRequest(client)
    await expect(client).toHaveURL(/\/user\/bookings$/)
    await expect(
      bookingRow(client, 'Upcoming', 'Wen Withdrawn Coach').getByText('requested', {
        exact: true,
      }),
    ).toHaveCount(2)
  })

  await test.step('the trainer reads "No fitness profile shared" on both requests', async () => {
    await trainer.goto('/user/schedule')
    const requests = bookingRow(trainer, 'Needs answer', 'Ivy Withdrawing')
    await expect(requests).toHaveCount(2)
    await expect(requests.getByText('No fitness profile shared')).toHaveCount(2)
    await expect(requests.getByText('Weight Loss')).toHaveCount(0)
  })
})

test('a new member signs up and finds the terms they agreed to in their data', async ({ page }) => {
  const email = uniqueEmail('consent')
  await page.goto('/register')
  await fillSignUp(page, { name: 'Tess Terms', email })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/user\/profile\/create$/)

  await page.goto('/user/privacy')
  // Terms accepted at sign-up: nobody asks again.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy & data' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    consents?: { kind: string; version: string; acceptedAt: string; withdrawnAt?: string }[]
  }
  expect(data.consents).toEqual([
    expect.objectContaining({ kind: 'terms', version: consentVersions.terms }),
  ])
  const agreed = Date.parse(data.consents?.[0]?.acceptedAt ?? '')
  expect(Date.now() - agreed).toBeLessThan(5 * 60_000)
})
