// What every page shares: a page-not-found, the skip link, focus on the new page's heading, the
// landing header on phones, and the booking celebration under the real security policy.
import type { Page } from '@playwright/test'
import { pickBookingDate, pickBookingTime, sgtDayFromToday, signInAs } from './public-helpers'
import { makeClient, makeTrainer, signInContext } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

test('an unknown address shows a page-not-found with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Error 404')).toBeVisible()
  await expect(page).toHaveURL(/\/no\/such\/page$/)
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible()
})

test('Skip to content is the first Tab stop and moves focus to the page', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  // The next stop is inside the page, not the header.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
})

test('a change of page moves focus to the new page heading', async ({ page, context }) => {
  await page.goto('/terms')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeFocused()

  const client = await makeClient('Focus Client')
  await signInContext(context, client)
  await page.goto('/user')
  await page
    .getByRole('navigation', { name: 'User area' })
    .getByRole('link', { name: 'My Bookings' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeFocused()
  await expectNoA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the landing header offers Sign in to a visitor', async ({ page }) => {
    await page.goto('/')
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' })
    await expect(signIn).toBeVisible()
    await signIn.click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('Working Hours shows every day of the week without scrolling sideways', async ({
    page,
    context,
  }) => {
    const trainer = await makeTrainer('Narrow Trainer')
    await signInContext(context, trainer)
    await page.goto('/user/gym-buddy-profile/hours')
    const grid = page.getByRole('table', { name: /Start hours you work each weekday/ })
    await expect(grid).toBeVisible()
    for (const day of ['Monday', 'Sunday']) {
      const box = await grid.getByTitle(day).boundingBox()
      expect(box && box.x + box.width, `${day} inside the screen`).toBeLessThanOrEqual(320)
    }
    const scroller = grid.locator('xpath=..')
    const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const sunday = page.getByRole('checkbox', { name: 'Sunday 21:00' })
    await sunday.scrollIntoViewIfNeeded()
    await expect(sunday).toBeInViewport()
    await expectNoA11yViolations(page)
  })
})

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('a toast covers neither the page header nor the banner under it', async ({
    page,
    context,
  }) => {
    const client = await makeClient('Toast Client')
    await signInContext(context, client)
    await page.goto('/user/bookings')
    await page.getByRole('button', { name: 'Calendar feed' }).click()
    await page.getByRole('button', { name: 'Make my feed link' }).click()
    await page.getByRole('button', { name: 'Copy' }).click()
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    const toastBox = await toast.boundingBox()
    const headerBox = await page.locator('header').first().boundingBox()
    expect(toastBox && headerBox).toBeTruthy()
    // Below the header (and the banner that sits under it), at the bottom of the screen.
    expect(toastBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height + 100)
  })
})

test('the landing header on a wide screen offers Sign in to a visitor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
})

/** Pixels that differ between two screenshots (decoded by the page itself). */
async function changedPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = new Image()
        image.src = `data:image/png;base64,${base64}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = image.width
        canvas.height = image.height
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d context')
        context.drawImage(image, 0, 0)
        return context.getImageData(0, 0, image.width, image.height).data
      }
      const [x, y] = [await pixels(first), await pixels(second)]
      let changed = 0
      for (let i = 0; i < x.length; i += 4) {
        const diff =
          Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2])
        if (diff > 30) changed += 1
      }
      return changed
    },
    [a.toString('base64'), b.toString('base64')] as const,
  )
}

test('booking a session fires confetti that draws, under the security policy', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  const trainer = await makeTrainer('Confetti Trainer')
  const client = await makeClient('Confetti Client')
  await signInAs(page, client)
  await page.goto(`/book-session/${trainer.user.id}`)
  await pickBookingDate(page, sgtDayFromToday(4))
  await pickBookingTime(page, '11:00')
  await page.getByRole('button', { name: 'Request Booking' }).click()
  await expect(page.getByRole('dialog', { name: 'Booking Requested' })).toBeVisible()
  const confetti = page.locator('body > canvas')
  await expect(confetti).toHaveCount(1)
  // The pieces appear over the next frames: compare with and without the canvas until they show.
  await expect(async () => {
    await confetti.evaluate((canvas) => (canvas.style.visibility = 'visible'))
    const withConfetti = await page.screenshot()
    await confetti.evaluate((canvas) => (canvas.style.visibility = 'hidden'))
    const without = await page.screenshot()
    expect(await changedPixels(page, withConfetti, without)).toBeGreaterThan(200)
  }).toPass({ timeout: 5_000 })
  expect(refused).toEqual([])
})
