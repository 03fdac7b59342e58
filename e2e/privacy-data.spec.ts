// Members own their data, in the browser: a trainer shown a client's fitness profile leaves a read
// the client sees on Privacy & data; the client downloads a copy of their data and deletes the
// account; the trainer's session with them is cancelled with "Account closed".
import { readFile } from 'node:fs/promises'
import { isoDay } from '../src/lib/availability'
import { formatSgtDayShort, sgtToday } from '../src/lib/dates'
import { expectNoA11yViolations } from './support/axe'
import { apiClient, makeBooking, makeClient, makeTrainer, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

const EXPORT_KEYS = [
  'account',
  'clientProfile',
  'trainerProfile',
  'bookings',
  'chats',
  'messages',
  'reviewsWritten',
  'reviewsReceived',
  'notifications',
  'profileReads',
  'calendarFeed',
]

test('a client sees who read their fitness profile, downloads their data and deletes the account', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const trainerAccount = await makeTrainer('Marcus Lim')
  const clientAccount = await makeClient('Priya Nair')
  await makeBooking(clientAccount, trainerAccount, { daysAhead: 3 })
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)
  const client = await signedInPage(browser, baseURL!, clientAccount)

  await test.step('the trainer opens My Schedule, which shows the open request', async () => {
    await trainer.goto('/user/schedule')
    await expect(trainer.getByRole('button', { name: 'Accept' })).toBeVisible()
    await expect(trainer.getByText('Priya Nair').first()).toBeVisible()
  })

  await test.step('the client finds the read on Privacy & data, from the user menu', async () => {
    await client.goto('/user')
    await client.getByRole('button', { name: 'User menu' }).click()
    await client.getByRole('menuitem', { name: 'Privacy & data' }).click()
    await expect(client).toHaveURL(/\/user\/privacy$/)
    await expect(client.getByRole('heading', { level: 1, name: 'Privacy & data' })).toBeVisible()
    const today = formatSgtDayShort(isoDay(sgtToday()))
    await expect(
      client.getByText(`Marcus Lim viewed your fitness profile on ${today}`),
    ).toBeVisible()
    await expectNoA11yViolations(client)
  })

  await test.step('the client downloads a copy of their data as one JSON file', async () => {
    const downloading = client.waitForEvent('download')
    await client.getByRole('button', { name: 'Download my data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^gymbuddy-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<
      string,
      unknown
    >
    expect(Object.keys(data)).toEqual(expect.arrayContaining(EXPORT_KEYS))
    expect(JSON.stringify(data.account)).toContain(clientAccount.email)
  })

  await test.step('a wrong password is refused under the field, keeping what was typed', async () => {
    const password = client.getByLabel('Your password')
    await password.fill('not-my-password')
    await client.getByRole('button', { name: 'Delete my account' }).click()
    const confirm = client.getByRole('dialog', { name: 'Delete your account for good?' })
    await expectNoA11yViolations(client)
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click()
    await expect(client.getByText('The password is not correct.')).toBeVisible()
    await expect(confirm).toBeHidden()
    await expect(password).toHaveValue('not-my-password')
  })

  await test.step('with the right password the account is deleted and the client signed out', async () => {
    await client.getByLabel('Your password').fill(clientAccount.password)
    await client.getByRole('button', { name: 'Delete my account' }).click()
    await client.getByRole('button', { name: 'Yes, delete my account' }).click()
    await expect(client).toHaveURL(/\/$/)
    await expect(client.getByText('Your account has been deleted.')).toBeVisible()
    await expect(client.getByRole('link', { name: 'Sign in here' })).toBeVisible()
  })

  await test.step('the old email and password no longer sign in', async () => {
    await client.goto('/login')
    await client.getByLabel('Email').fill(clientAccount.email)
    await client.getByLabel('Password', { exact: true }).fill(clientAccount.password)
    await client.getByRole('button', { name: 'Sign In' }).click()
    await expect(client.getByText('Invalid email or password. Please try again.')).toBeVisible()
    await expect(client).toHaveURL(/\/login$/)
    await expect(
      apiClient().collection('users').authWithPassword(clientAccount.email, clientAccount.password),
    ).rejects.toMatchObject({ status: 400 })
  })

  await test.step('the trainer sees the session cancelled with "Account closed"', async () => {
    await trainer.reload()
    await expect(trainer.getByText(/Account closed/)).toBeVisible()
    await expect(trainer.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  })
})
