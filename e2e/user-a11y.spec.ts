// The user area's overlays; every route's own scan is in a11y-routes.spec.ts.
import type { Page } from '@playwright/test'
import { makeUser, signInContext } from './support/api'
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
  test('the open user menu and the mobile sheet', async ({ page, context }) => {
    await signInContext(context, await makeUser('Axe Newcomer'))
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
