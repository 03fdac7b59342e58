// Rates, the booking summary, going back to the finder, phones and 320 px.
import type { Page } from '@playwright/test'
import { makeClient, makeTrainer } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { pickBookingDate, pickBookingTime, sgtDayFromToday, signInAs } from './public-helpers'

const SHOTS = process.env.FINDER_POLISH_SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Texts, fields and buttons whose box ends past the screen's right edge (clipped ones included). */
async function clippedAtRight(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    (edge) =>
      Array.from(
        document.querySelectorAll('main h1, main h2, main p, main a, main button, main input'),
      )
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 1 && box.right > edge + 0.5
        })
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30) ?? ''}`),
    width,
  )
}

test('going back to the finder restores the search, filters, "Show more" depth and scroll', async ({
  page,
}) => {
  const tag = `Back${Date.now().toString(36)}`
  const trainers = []
  for (let index = 0; index < 14; index += 1) {
    const name = `${tag} Coach ${String(index + 1).padStart(2, '0')}`
    trainers.push(await makeTrainer(name, { preferredLocation: 'East', rate: 80 + index / 2 }))
  }
  const client = await makeClient(`${tag} Client`)
  await signInAs(page, client)
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(tag)
  await page.getByLabel('Location').fill('east')
  await page.getByRole('combobox', { name: 'Experience Level' }).click()
  await page.getByRole('option', { name: '3-5 years' }).click()
  await expect(page.getByText('14 gym buddies found')).toBeVisible()
  const cards = page.getByRole('list', { name: 'Gym buddy cards' }).getByRole('article')
  await expect(cards).toHaveCount(6)
  // Clicked without scrolling (scrolling near the end also loads more by itself).
  await page.getByRole('button', { name: /Show more/ }).dispatchEvent('click')
  await expect(cards).toHaveCount(12)
  // Rates: whole ones stay whole, cents show two decimals.
  await expect(cards.nth(0).getByText('$80/session')).toBeVisible()
  await expect(cards.nth(1).getByText('$80.50/session')).toBeVisible()

  const eleventh = page.getByRole('article', { name: `${tag} Coach 11` })
  await eleventh.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)
  const depth = await cards.count() // 12, or 14 if the scroll reached the end
  expect(depth).toBeGreaterThanOrEqual(12)
  await eleventh.getByRole('link', { name: `${tag} Coach 11`, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${tag} Coach 11` })).toBeVisible()
  await expect(page.getByText('$85/session')).toBeVisible()

  const expectRestored = async () => {
    await expect(page.getByLabel('Search')).toHaveValue(tag)
    await expect(page.getByLabel('Location')).toHaveValue('east')
    await expect(page.getByRole('combobox', { name: 'Experience Level' })).toHaveText('3-5 years')
    await expect(page.getByText('14 gym buddies found')).toBeVisible()
    // At least the depth left (back at the end of the list, the next step may load by itself).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(depth)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40)
  }

  await test.step('browser Back from the trainer page', async () => {
    await page.goBack()
    await expectRestored()
  })

  await test.step('the booking page and its "Back to gym buddies" link', async () => {
    await eleventh.getByRole('link', { name: 'Book Session' }).click()
    await expect(page.getByRole('heading', { name: 'Book a Session' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to gym buddies' }).click()
    await expectRestored()
  })

  await test.step('the trainer page link back to the finder', async () => {
    await eleventh.getByRole('link', { name: `${tag} Coach 11`, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${tag} Coach 11` })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Find Gym Buddy', exact: true }).click()
    await expectRestored()
  })

  await test.step('a fresh visit starts clean', async () => {
    const expectClean = async () => {
      await expect(page.getByText(/\d+ gym buddies found/)).toBeVisible()
      await expect(page.getByLabel('Search')).toHaveValue('')
      await expect(page.getByRole('combobox', { name: 'Experience Level' })).toHaveText('Any level')
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    }
    // The header's link from the trainer page: a new visit inside the app.
    await eleventh.getByRole('link', { name: `${tag} Coach 11`, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: `${tag} Coach 11` })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Find Gym Buddy' }).click()
    await expectClean()
    // The address typed afresh.
    await page.goto('/')
    await page.goto('/find-gym-buddy')
    await expectClean()
  })
})

test('rates, "Rate on request" and the booking summary with price, region and end time', async ({
  page,
}) => {
  const tag = `Rate${Date.now().toString(36)}`
  const cents = await makeTrainer(`${tag} Cents`, { rate: 85.5, preferredLocation: 'Northeast' })
  await makeTrainer(`${tag} Free`, { rate: 0 })
  const client = await makeClient(`${tag} Client`)
  await signInAs(page, client)
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText('2 gym buddies found')).toBeVisible()
  const centsCard = page.getByRole('article', { name: `${tag} Cents` })
  await expect(centsCard.getByText('$85.50/session')).toBeVisible()
  await expect(
    page.getByRole('article', { name: `${tag} Free` }).getByText('Rate on request'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'View as List' }).click()
  await expect(
    page.getByRole('list', { name: 'Gym buddy list' }).getByText('$85.50/session'),
  ).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Gym buddy list' }).getByText('Rate on request'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'View as Grid' }).click()

  await page.goto(`/book-session/${cents.user.id}`)
  const day = sgtDayFromToday(2)
  await pickBookingDate(page, day)
  await pickBookingTime(page, '10:00')
  const summary = page.getByRole('region', { name: 'Booking Summary' })
  await expect(summary.getByText('10:00–11:00 SGT')).toBeVisible()
  await expect(summary.getByText('Northeast')).toBeVisible()
  await expect(summary.getByText('$85.50/session')).toBeVisible()
  await expectNoA11yViolations(page)
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 })
    await shot(page, `booking-summary-${width}`)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(width)
  }
})

test('phones fold the filters behind a "Filters" button; nothing scrolls sideways at 320 px', async ({
  page,
}) => {
  const tag = `Phone${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach with a rather long display name`, {
    rate: 85.5,
  })

  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/find-gym-buddy')
  const filters = page.getByRole('button', { name: 'Filters' })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Search')).toBeHidden()
  // The first card starts on the first screen.
  const firstCard = page.getByRole('list', { name: 'Gym buddy cards' }).getByRole('article').first()
  await expect(firstCard).toBeVisible()
  const top = await firstCard.evaluate((card) => card.getBoundingClientRect().top)
  expect(top).toBeLessThan(667)
  await shot(page, 'finder-folded-375')
  await expectNoA11yViolations(page)

  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText('1 gym buddy found')).toBeVisible()
  await shot(page, 'finder-open-375')
  await expectNoA11yViolations(page)

  await test.step('desktop keeps the fields in view, without the button', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('button', { name: 'Filters' })).toBeHidden()
    await expect(page.getByLabel('Search')).toBeVisible()
    await shot(page, 'finder-1280')
  })

  await page.setViewportSize({ width: 320, height: 640 })
  for (const [name, path] of [
    ['landing', '/'],
    ['finder', '/find-gym-buddy'],
    ['trainer', `/gym-buddy/${trainer.user.id}`],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (name === 'finder') {
      await expect(page.getByText(/gym bud(dy|dies) found/)).toBeVisible()
      await page.getByRole('button', { name: 'Filters' }).click()
      await expect(page.getByLabel('Search')).toBeVisible()
    }
    if (name === 'trainer') await expect(page.getByText('$85.50/session')).toBeVisible()
    await shot(page, `${name}-320`)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-320-top.png` })
    expect(await sidewaysOverflow(page), `${name} at 320 px`).toBeLessThanOrEqual(320)
    expect(await clippedAtRight(page, 320), `${name} at 320 px`).toEqual([])
  }

  const client = await makeClient(`${tag} Client`)
  await signInAs(page, client)
  await page.goto(`/book-session/${trainer.user.id}`)
  await pickBookingDate(page, sgtDayFromToday(2))
  await pickBookingTime(page, '10:00')
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toBeVisible()
  await shot(page, 'booking-320')
  expect(await sidewaysOverflow(page), 'booking at 320 px').toBeLessThanOrEqual(320)
  expect(await clippedAtRight(page, 320), 'booking at 320 px').toEqual([])
  await expectNoA11yViolations(page)
})
