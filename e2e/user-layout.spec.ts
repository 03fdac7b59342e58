import { makeClient, makeTrainer, signInContext } from './support/api'
import { expect, test } from './support/fixtures'

test.describe('the user area layout', () => {
  test('a client sees the client links and the Dashboard title', async ({ page, context }) => {
    await signInContext(context, await makeClient('Layout Client'))
    await page.goto('/user')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'User area' })
    await expect(nav.getByRole('link')).toHaveText([
      'GymBuddy',
      'Overview',
      'Inbox',
      'Find Gym Buddy',
      'My Bookings',
      'Payments',
      'Edit Profile',
      'Become a Trainer',
    ])
    await nav.getByRole('link', { name: 'Inbox' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
    await expect(page.getByText('No conversations yet')).toBeVisible()
  })

  test('a trainer without a client profile gets in, with the trainer links', async ({
    page,
    context,
  }) => {
    await signInContext(context, await makeTrainer('Layout Trainer'))
    await page.goto('/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Layout Trainer!' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'User area' })
    await expect(nav.getByRole('link')).toHaveText([
      'GymBuddy',
      'Overview',
      'Inbox',
      'My Schedule',
      'Payments',
      'Gym Buddy Profile',
      'Working Hours',
    ])
  })

  test('the sidebar collapses, keeps that in sidebar_state for 7 days, and Ctrl+B toggles it', async ({
    page,
    context,
  }) => {
    await signInContext(context, await makeClient('Sidebar Client'))
    await page.goto('/user')
    const sidebar = page.locator('[data-slot="sidebar"]')
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(604_800)

    await page.reload()
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed')
    const nav = page.getByRole('navigation', { name: 'User area' })
    await expect(nav.getByRole('link', { name: 'My Bookings' })).toBeVisible()
    await page.keyboard.press('Control+b')
    await expect(sidebar).toHaveAttribute('data-state', 'expanded')
    expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true')
  })

  test('at 375px the sidebar is a sheet that opens and closes', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signInContext(context, await makeClient('Mobile Client'))
    await page.goto('/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Mobile Client!' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'User area' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    const sheet = page.getByRole('dialog', { name: 'Navigation' })
    await expect(sheet).toBeVisible()
    const box = await sheet.boundingBox()
    expect(box?.width).toBe(288)
    await sheet.getByRole('button', { name: 'Close sidebar' }).click()
    await expect(sheet).toBeHidden()

    await page.getByRole('button', { name: 'Toggle sidebar' }).click()
    await sheet.getByRole('link', { name: 'My Bookings' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/\/user\/bookings$/)
    await expect(page.getByRole('heading', { name: 'My Bookings', level: 2 })).toBeVisible()
  })

  test('the user menu opens Settings and logs out without a server call', async ({
    page,
    context,
  }) => {
    await signInContext(context, await makeClient('Menu Client'))
    await page.goto('/user')
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/user\/profile\/edit$/)
    await expect(page.getByRole('heading', { name: 'Edit Your Profile' })).toBeVisible()

    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url())
    })
    await page.getByRole('button', { name: 'User menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    // The session ends once the user area has unmounted, which may follow the new URL.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull()
    expect(calls.filter((url) => url.includes('/auth') || url.includes('/logout'))).toEqual([])
  })
})
