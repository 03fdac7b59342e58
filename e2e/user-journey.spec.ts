import type { Page } from '@playwright/test'
import { makeBooking, makeClient, makeTrainer, makeUser, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a client and a trainer: profiles, a booking answered live, and a live chat', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const clientAccount = await makeUser('Clara Client', 'client')
  const trainerAccount = await makeUser('Tomas Trainer', 'trainer')
  const client = await signedInPage(browser, baseURL!, clientAccount)
  const trainer = await signedInPage(browser, baseURL!, trainerAccount)

  await test.step('the client creates a profile and sees the dashboard', async () => {
    await client.goto('/user')
    await expect(client).toHaveURL(/\/user\/profile\/create$/)
    await expect(client.getByRole('heading', { name: 'Create your profile' })).toBeVisible()
    // Examples, not answers: nothing is saved that the member did not choose.
    await expect(client.getByLabel('Fitness Goals')).toHaveValue('')
    await expect(client.getByLabel('Experience Level')).toHaveText('Select...')
    await client.getByLabel('Fitness Goals').fill('Weight Loss, Yoga ,')
    await choose(client, 'Experience Level', 'Intermediate')
    await choose(client, 'Preferred Location', 'Central')
    await client.getByLabel('Additional Information').fill('Old knee injury')
    // A first profile carries the health consent: the server refuses one without it.
    await client.getByRole('checkbox', { name: /keeps my fitness profile/ }).check()
    await client.getByRole('button', { name: 'Save Profile' }).click()
    await expect(client).toHaveURL(/\/user$/)
    // The first visit to the dashboard says Welcome; later ones Welcome back.
    await expect(client.getByRole('heading', { name: 'Welcome, Clara Client!' })).toBeVisible()
    await expect(client.getByText('Yoga', { exact: true })).toBeVisible()
    await expect(client.getByText('Intermediate', { exact: true })).toBeVisible()
    // A new client: real zeros and one next step, not placeholder figures.
    await expect(client.getByText('0 of 3 sessions')).toBeVisible()
    await expect(client.getByRole('link', { name: 'Find a gym buddy' })).toBeVisible()
  })

  await test.step('the client edits the profile', async () => {
    const nav = client.getByRole('navigation', { name: 'User area' })
    await nav.getByRole('link', { name: 'Edit Profile' }).click()
    await expect(client.getByLabel('Fitness Goals')).toHaveValue('Weight Loss, Yoga')
    await choose(client, 'Preferred Location', 'East')
    await client.getByRole('button', { name: 'Save Profile' }).click()
    await expect(client).toHaveURL(/\/user$/)
    // The form stays on screen until the dashboard's code and data are in: wait for the dashboard.
    await expect(client.getByRole('heading', { name: 'Welcome back, Clara Client!' })).toBeVisible()
    await expect(client.getByText('East', { exact: true })).toBeVisible()
  })

  await test.step('a second user becomes a trainer and fills in the trainer profile', async () => {
    await trainer.goto('/user/become-trainer')
    await expect(trainer.getByText('This action is irreversible.')).toBeVisible()
    await trainer.getByRole('button', { name: 'Confirm & Become Trainer' }).click()
    await expect(trainer).toHaveURL(/\/user$/)
    const nav = trainer.getByRole('navigation', { name: 'User area' })
    await expect(nav.getByRole('link', { name: 'My Schedule' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Find Gym Buddy' })).toHaveCount(0)
    await nav.getByRole('link', { name: 'Gym Buddy Profile' }).click()
    await expect(trainer.getByRole('heading', { name: 'Edit Trainer Profile' })).toBeVisible()
    // A new coach's form chooses nothing for them: they pick each answer.
    await expect(trainer.getByLabel('Specializations')).toHaveValue('')
    await expect(trainer.getByLabel('Experience Level')).toHaveText('Select...')
    await trainer.getByLabel('Specializations').fill('Boxing, Weights')
    await trainer.getByRole('combobox', { name: 'Experience Level' }).click()
    await trainer.getByRole('option', { name: '3-5 years' }).click()
    await trainer.getByRole('combobox', { name: 'Preferred Location' }).click()
    await trainer.getByRole('option', { name: 'Central', exact: true }).click()
    await trainer.getByLabel('Hourly Rate (SGD)').fill('85')
    await trainer.getByLabel('About Me').fill('Ten years of boxing coaching.')
    await trainer.getByRole('button', { name: 'Save Profile' }).click()
    await expect(trainer.getByText('Profile saved successfully!')).toBeVisible()
    const listed = await clientAccount.pb
      .collection('gym_buddies_view')
      .getOne(trainerAccount.user.id, { expand: 'trainer_profile' })
    expect(listed.expand?.trainer_profile).toMatchObject({
      specializations: ['Boxing', 'Weights'],
      rate: 85,
    })
  })

  await test.step('the trainer accepts a new booking live; the client sees it confirmed', async () => {
    await trainer.goto('/user/schedule')
    await expect(trainer.getByText('No bookings yet')).toBeVisible()
    await client.goto('/user/bookings')
    await expect(client.getByText('No upcoming bookings')).toBeVisible()

    await makeBooking(clientAccount, trainerAccount)
    // Rows of the page itself (a notification toast is a list item too).
    const request = trainer
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Clara Client' })
    await expect(request).toContainText(clientAccount.email)
    await expect(request).toContainText('10:00 SGT')
    await expect(request.getByText('requested', { exact: true })).toBeVisible()
    const booking = client
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Tomas Trainer' })
    await expect(booking.getByText('requested', { exact: true })).toBeVisible()

    await request.getByRole('button', { name: 'Accept' }).click()
    await expect(request.getByText('confirmed')).toBeVisible()
    await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(booking.getByText('confirmed')).toBeVisible()
  })

  await test.step('the two chat and each sees the other message appear live', async () => {
    await client.getByRole('button', { name: 'Message' }).click()
    await expect(client).toHaveURL(new RegExp(`/user/chat/${trainerAccount.user.id}$`))
    await expect(client.getByRole('heading', { name: 'Chat with Tomas Trainer' })).toBeVisible()
    await trainer.goto(`/user/chat/${clientAccount.user.id}`)
    await expect(trainer.getByRole('heading', { name: 'Chat with Clara Client' })).toBeVisible()
    const clientInput = client.getByPlaceholder('Type a message...')
    const trainerInput = trainer.getByPlaceholder('Type a message...')
    await expect(clientInput).toBeEnabled()
    await expect(trainerInput).toBeEnabled()

    await clientInput.fill('Hi coach, see you on Tuesday!')
    await clientInput.press('Enter')
    await expect(clientInput).toHaveValue('')
    const trainerLog = trainer.getByRole('log', { name: 'Messages' })
    await expect(trainerLog.getByText('Hi coach, see you on Tuesday!')).toBeVisible()

    await trainerInput.fill('Great, <b>bring</b> water.')
    await trainer.getByRole('button', { name: 'Send', exact: true }).click()
    const clientLog = client.getByRole('log', { name: 'Messages' })
    await expect(clientLog.getByText('Great, <b>bring</b> water.')).toBeVisible()
    await expect(clientLog.locator('li[data-own="true"]')).toHaveCount(1)
  })

  await test.step('the inbox lists the conversation with its last message and the You badge', async () => {
    await client.goto('/user/inbox')
    const clientRow = client.getByRole('link', { name: /Tomas Trainer/ })
    await expect(clientRow).toContainText('Great, <b>bring</b> water.')
    await expect(clientRow.getByText('You', { exact: true })).toHaveCount(0)
    await trainer.goto('/user/inbox')
    const trainerRow = trainer.getByRole('link', { name: /Clara Client/ })
    await expect(trainerRow).toContainText('Great, <b>bring</b> water.')
    await expect(trainerRow.getByText('You', { exact: true })).toBeVisible()
    await expect(trainerRow).toContainText('ago')

    await trainerRow.click()
    await expect(trainer).toHaveURL(new RegExp(`/user/chat/${clientAccount.user.id}$`))
    await clientAccount.pb.collection('messages').create({
      chat: (await clientAccount.pb.collection('chats').getFirstListItem('')).id,
      sender: clientAccount.user.id,
      text: 'Running five minutes late',
    })
    await expect(clientRow).toContainText('Running five minutes late')
    await expect(clientRow.getByText('You', { exact: true })).toBeVisible()
  })

  await client.context().close()
  await trainer.context().close()
})

test('the dashboard shows a session the trainer confirms while it is open, by itself', async ({
  browser,
  baseURL,
}) => {
  const clientAccount = await makeClient('Dana Dashboard')
  const trainerAccount = await makeTrainer('Theo Live')
  const client = await signedInPage(browser, baseURL!, clientAccount)
  // A change made before the member's live topic is subscribed sends no event: the trainer
  // answers once the dashboard listens, as a real answer comes seconds later.
  const listening = client.waitForResponse(
    (response) =>
      response.url().endsWith('/api/realtime') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(clientAccount.user.id) &&
      response.status() === 204,
  )
  await client.goto('/user')
  // A new client: no session yet, so the dashboard says how to get one.
  await expect(client.getByRole('heading', { name: 'Your first session' })).toBeVisible()
  await listening
  const booking = await makeBooking(clientAccount, trainerAccount)
  await trainerAccount.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
  const upcoming = client.locator('[data-slot="card"]').filter({
    has: client.getByRole('heading', { name: 'Upcoming' }),
  })
  await expect(upcoming.getByText('with Theo Live')).toBeVisible()
  await expect(upcoming.getByText(/at 10:00 SGT$/)).toBeVisible()
  await expect(client.getByRole('heading', { name: 'Your first session' })).toHaveCount(0)
})
