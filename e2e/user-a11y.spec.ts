import type { Page } from '@playwright/test'
import { makeBooking, makeClient, makeTrainer, makeUser, signInContext } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

async function scan(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path)
  await ready(page)
  await expectNoA11yViolations(page)
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { name })).toBeVisible()
}

test.describe('signed-in screens have no accessibility violations', () => {
  test('client screens', async ({ page, context }) => {
    test.slow()
    const client = await makeClient('Axe Client')
    const trainer = await makeTrainer('Axe Trainer')
    await makeBooking(client, trainer)
    const chat = await client.pb
      .collection('chats')
      .create({ user1: client.user.id, user2: trainer.user.id })
    await client.pb
      .collection('messages')
      .create({ chat: chat.id, sender: client.user.id, text: 'Hello!' })
    await signInContext(context, client)

    await scan(page, '/user', heading('Welcome, Axe Client!'))
    await scan(page, '/user/profile/edit', async (p) => {
      await expect(p.getByLabel('Fitness Goals')).toBeVisible()
    })
    await scan(page, '/user/bookings', async (p) => {
      await expect(p.getByText('Axe Trainer', { exact: true })).toBeVisible()
    })
    await scan(page, '/user/inbox', async (p) => {
      await expect(p.getByRole('link', { name: /Axe Trainer/ })).toBeVisible()
    })
    await scan(page, `/user/chat/${trainer.user.id}`, async (p) => {
      await expect(p.getByText('Hello!')).toBeVisible()
    })
    await scan(page, '/user/privacy', async (p) => {
      await expect(p.getByText('No trainer has been shown your fitness profile yet.')).toBeVisible()
    })
    await scan(page, '/user/become-trainer', async (p) => {
      await expect(p.getByRole('button', { name: 'Confirm & Become Trainer' })).toBeVisible()
    })
  })

  test('trainer screens', async ({ page, context }) => {
    const trainer = await makeTrainer('Axe Coach')
    await makeBooking(await makeClient('Axe Booker'), trainer)
    await signInContext(context, trainer)
    await scan(page, '/user/schedule', async (p) => {
      await expect(p.getByRole('button', { name: 'Accept' })).toBeVisible()
    })
    await scan(page, '/user/gym-buddy-profile/edit', async (p) => {
      await expect(p.getByLabel('Specializations')).toBeVisible()
    })
  })

  test('profile creation, the open user menu and the mobile sheet', async ({ page, context }) => {
    await signInContext(context, await makeUser('Axe Newcomer'))
    await scan(page, '/user/profile/create', async (p) => {
      await expect(p.getByLabel('Fitness Goals')).toHaveAttribute('placeholder', /Weight Loss/)
    })
    await scan(page, '/user/inbox', heading('Inbox'))
    await page.getByRole('button', { name: 'User menu' }).click()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')

    await page.setViewportSize({ width: 375, height: 740 })
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
