// The dashboard from real bookings, filters that match, the message icon, View as List.
import type { Page } from '@playwright/test'
import { DEMO_TRAINERS } from '../scripts/lib/demo-data'
import { TRAINER_EXPERIENCE_LEVELS, TRAINER_SPECIALIZATIONS } from '../src/content/options'
import { sgtSlotToUtc, sgtToday } from '../src/lib/dates'
import {
  TEST_PASSWORD,
  superuserClient,
  makeBooking,
  makeClient,
  makeTrainer,
  signInContext,
  type TestUser,
} from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

/** A confirmed session `daysAgo` days ago (negative: ahead), made as demo data is: by a superuser. */
async function confirmedSession(client: TestUser, trainer: TestUser, daysAgo: number) {
  const admin = await superuserClient()
  const day = sgtToday(new Date(Date.now() - daysAgo * 86_400_000))
  return admin.collection('bookings').create({
    booker: client.user.id,
    gymBuddy: trainer.user.id,
    datetime: sgtSlotToUtc(day, '10:00').toISOString(),
    status: 'confirmed',
  })
}

const statCard = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title }) })

test('a new client sees zeros and one next step; a past session changes the figures', async ({
  page,
  context,
}) => {
  const client = await makeClient('Nora Newcomer')
  const trainer = await makeTrainer(`Coach ${Date.now().toString(36)}`)
  await signInContext(context, client)

  await page.goto('/user')
  await expect(page.getByText('0 of 3 sessions')).toBeVisible()
  await expect(statCard(page, 'Total Sessions')).toContainText('0')
  await expect(statCard(page, 'Gym Buddies')).toContainText('0')
  await expect(statCard(page, 'This Week')).toContainText('0h')
  await expect(page.getByRole('link', { name: 'Find a gym buddy' })).toHaveAttribute(
    'href',
    '/find-gym-buddy',
  )
  await expect(page.getByText('23', { exact: true })).toHaveCount(0)
  await expectNoA11yViolations(page)

  await confirmedSession(client, trainer, 8) // more than a week ago: not this week
  await confirmedSession(client, trainer, -3) // three days ahead
  await page.reload()
  await expect(statCard(page, 'Total Sessions')).toContainText('1')
  await expect(statCard(page, 'Gym Buddies')).toContainText('1')
  await expect(page.getByRole('link', { name: 'Find a gym buddy' })).toHaveCount(0)
  const recent = statCard(page, 'Recent Sessions')
  await expect(recent.getByText(`with ${trainer.name}`)).toBeVisible()
  await expect(statCard(page, 'Upcoming').getByText(`with ${trainer.name}`)).toBeVisible()

  // The weekly goal is the member's own, kept on the server.
  await page.getByRole('combobox', { name: 'Weekly goal' }).click()
  await page.getByRole('option', { name: '5 sessions' }).click()
  await expect(page.getByText(/^\d of 5 sessions$/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/^\d of 5 sessions$/)).toBeVisible()
  await expectNoA11yViolations(page)
})

test("a trainer's dashboard shows sessions given, clients and requests waiting", async ({
  page,
  context,
}) => {
  const trainer = await makeTrainer(`Coach ${Date.now().toString(36)}`)
  const client = await makeClient('Tess Trainee')
  await confirmedSession(client, trainer, 9)
  await makeBooking(client, trainer, { daysAhead: 4 })
  await signInContext(context, trainer)

  await page.goto('/user')
  await expect(statCard(page, 'Sessions Given')).toContainText('1')
  await expect(statCard(page, 'Clients')).toContainText('1')
  await expect(statCard(page, 'Requests Waiting')).toContainText('1')
  await expect(page.getByRole('heading', { name: 'Weekly Progress' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Find a gym buddy' })).toHaveCount(0)
  await expect(statCard(page, 'Recent Sessions').getByText('with Tess Trainee')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('each experience and specialization filter finds the matching demo trainers', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const tag = `Demo${Date.now().toString(36)}`
  // The demo catalogue, made through the API under a tag (e2e never uses the seed).
  for (let i = 0; i < DEMO_TRAINERS.length; i += 5) {
    await Promise.all(
      DEMO_TRAINERS.slice(i, i + 5).map((demo) =>
        makeTrainer(`${tag} ${demo.name}`, {
          specializations: demo.specializations,
          experienceLevel: demo.experienceLevel,
          preferredLocation: demo.preferredLocation,
          rate: demo.rate,
        }),
      ),
    )
  }
  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText(`${DEMO_TRAINERS.length} gym buddies found`)).toBeVisible()

  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  for (const level of TRAINER_EXPERIENCE_LEVELS) {
    const expected = DEMO_TRAINERS.filter((demo) => demo.experienceLevel === level).length
    await choose('Experience Level', level)
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      `${expected} gym ${expected === 1 ? 'buddy' : 'buddies'} found`,
    )
  }
  await page.getByRole('button', { name: 'Clear', exact: true }).click()
  for (const specialization of TRAINER_SPECIALIZATIONS) {
    const expected = DEMO_TRAINERS.filter((demo) =>
      demo.specializations.includes(specialization),
    ).length
    await choose('Specialization', specialization)
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      `${expected} gym ${expected === 1 ? 'buddy' : 'buddies'} found`,
    )
  }
  await page.mouse.move(0, 0) // axe judges hover colours too: no card under the pointer
  await expectNoA11yViolations(page)
})

test('the message icon opens the chat with the trainer, for a member and for a visitor', async ({
  browser,
}) => {
  const tag = `Msg${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach`)
  const member = await makeClient('Mia Member')

  // A signed-in member: straight to the chat, created on first use.
  const memberContext = await browser.newContext()
  await signInContext(memberContext, member)
  const memberPage = await memberContext.newPage()
  await memberPage.goto('/find-gym-buddy')
  await memberPage.getByLabel('Search').fill(tag)
  await memberPage.getByRole('link', { name: `Message ${tag} Coach` }).click()
  await expect(memberPage).toHaveURL(new RegExp(`/user/chat/${trainer.user.id}$`))
  await expect(memberPage.getByRole('heading', { name: `Chat with ${tag} Coach` })).toBeVisible()
  // The chat flow creates the chat with the first message.
  await memberPage.getByPlaceholder('Type a message...').fill('Hi! Are you free on Saturdays?')
  await memberPage.keyboard.press('Enter')
  await expect(memberPage.getByText('Hi! Are you free on Saturdays?')).toBeVisible()
  await expect
    .poll(async () => (await member.pb.collection('chats').getList(1, 1)).totalItems)
    .toBe(1)
  await memberContext.close()

  // A visitor: login first, then back to that chat.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const other = await makeClient('Vic Visitor')
  await visitor.goto('/find-gym-buddy')
  await visitor.getByLabel('Search').fill(tag)
  await visitor.getByRole('link', { name: `Message ${tag} Coach` }).click()
  await expect(visitor).toHaveURL(/\/login$/)
  await visitor.getByLabel('Email').fill(other.email)
  await visitor.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await visitor.getByRole('button', { name: 'Sign In' }).click()
  await expect(visitor).toHaveURL(new RegExp(`/user/chat/${trainer.user.id}$`))
  await expect(visitor.getByRole('heading', { name: `Chat with ${tag} Coach` })).toBeVisible()
  await visitorContext.close()

  // The trainer's own card offers neither action.
  const trainerContext = await browser.newContext()
  await signInContext(trainerContext, trainer)
  const trainerPage = await trainerContext.newPage()
  await trainerPage.goto('/find-gym-buddy')
  await trainerPage.getByLabel('Search').fill(tag)
  const own = trainerPage.getByRole('article', { name: `${tag} Coach` })
  await expect(own.getByText('This is your card.')).toBeVisible()
  await expect(own.getByRole('link', { name: 'Book Session' })).toHaveCount(0)
  await expect(own.getByRole('link', { name: /^Message / })).toHaveCount(0)
  await trainerContext.close()
})

test('View as List shows compact rows, keeps the count and is remembered', async ({ page }) => {
  const tag = `List${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach`, {
    specializations: ['Yoga', 'Pilates'],
    experienceLevel: '1-2 years',
    preferredLocation: 'North',
    rate: 60,
  })
  await makeTrainer(`${tag} Helper`)
  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText('2 gym buddies found')).toBeVisible()
  await page.getByRole('button', { name: 'View as List' }).click()
  // The toggle names the view it switches to.
  await expect(page.getByRole('button', { name: 'View as Grid' })).toBeVisible()
  await expect(page.getByText('2 gym buddies found')).toBeVisible()
  const list = page.getByRole('list', { name: 'Gym buddy list' })
  const row = list.getByRole('article', { name: `${tag} Coach` })
  for (const text of ['$60/session', 'New', '1-2 years', 'North', 'Yoga', 'Pilates']) {
    await expect(row).toContainText(text)
  }
  await row.getByRole('link', { name: 'Book Session' }).focus()
  await page.keyboard.press('Tab')
  await expect(row.getByRole('link', { name: `Message ${tag} Coach` })).toBeFocused()
  await expect(row.getByRole('link', { name: 'Book Session' })).toHaveAttribute(
    'href',
    `/book-session/${trainer.user.id}`,
  )
  await expectNoA11yViolations(page)

  await page.reload()
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByRole('list', { name: 'Gym buddy list' })).toBeVisible()
  await page.getByRole('button', { name: 'View as Grid' }).click()
  await expect(page.getByRole('list', { name: 'Gym buddy cards' })).toBeVisible()
})
