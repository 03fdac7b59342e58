// The finder by neighbourhood: towns and MRT stations find their region, an exact region only
// itself; the search, filters and order live in the address (shared, reloaded, Back); the phone
// panel says how many filters it hides; the Experience select is not cut beside Clear.
import type { Page } from '@playwright/test'
import { makeTrainer } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const SHOTS = process.env.FINDER_NEIGHBOURHOOD_SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function regionTrainers(tag: string) {
  await makeTrainer(`${tag} Eve`, { preferredLocation: 'East', rate: 90 })
  await makeTrainer(`${tag} Nora`, { preferredLocation: 'Northeast', rate: 60 })
  await makeTrainer(`${tag} Seth`, { preferredLocation: 'Southeast', rate: 70 })
  await makeTrainer(`${tag} Wen`, { preferredLocation: 'West', rate: 50 })
}

test('a town, an MRT station or an exact region finds the right trainers, and the address keeps it', async ({
  page,
  context,
}) => {
  const tag = `Hood${Date.now().toString(36)}`
  await regionTrainers(tag)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(tag)
  await expect(page.getByText('4 gym buddies found')).toBeVisible()

  const location = page.getByRole('combobox', { name: 'Location' })
  await location.fill('Tampin')
  const regions = page.getByRole('listbox', { name: 'Regions and places' })
  // The region, then each place as itself (choosing Tampines keeps Tampines).
  await expect(regions.getByRole('option')).toHaveText([
    'East · Tampines, Tampines West, Tampines East',
    'Tampines · place in East',
    'Tampines West · place in East',
    'Tampines East · place in East',
  ])
  await expect(page.getByText('1 gym buddy found')).toBeVisible()
  await expectNoA11yViolations(page)
  await location.fill('Jurong East MRT')
  await expect(page.getByRole('heading', { name: `${tag} Wen` })).toBeVisible()
  await expect(page.getByText('1 gym buddy found')).toBeVisible()
  // "East" is East alone, not Northeast or Southeast; chosen from the list by keyboard.
  await location.fill('eas')
  await expect(page.getByText('3 gym buddies found')).toBeVisible()
  await location.press('ArrowDown')
  await expect(regions.getByRole('option', { name: 'East', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await location.press('Enter')
  await expect(location).toHaveValue('East')
  await expect(page.getByText('1 gym buddy found')).toBeVisible()

  await page.getByRole('combobox', { name: 'Sort by' }).click()
  await page.getByRole('option', { name: 'Price: low to high' }).click()
  await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('East')
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price')
  expect(new URL(page.url()).searchParams.get('search')).toBe(tag)

  // Reload keeps it.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('East')
  await expect(page.getByText('1 gym buddy found')).toBeVisible()

  // Back from the trainer page keeps it.
  await page.getByRole('link', { name: `${tag} Eve`, exact: true }).click()
  await expect(page).toHaveURL(/\/gym-buddy\//)
  await page.goBack()
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('East')
  await expect(page.getByText('1 gym buddy found')).toBeVisible()
  expect(new URL(page.url()).searchParams.get('location')).toBe('East')

  // A shared address opens with the same search, filter and order.
  const shared = await context.newPage()
  await shared.setViewportSize({ width: 1280, height: 900 })
  await shared.goto(`/find-gym-buddy?search=${tag}&location=Punggol&sort=price`)
  await expect(shared.getByRole('combobox', { name: 'Location' })).toHaveValue('Punggol')
  await expect(shared.getByText('1 gym buddy found')).toBeVisible()
  await expect(shared.getByRole('heading', { name: `${tag} Nora` })).toBeVisible()
  await shared.getByRole('combobox', { name: 'Location' }).fill('')
  await expect(shared.getByText('4 gym buddies found')).toBeVisible()
  const names = shared.getByRole('list', { name: 'Gym buddy cards' }).getByRole('heading')
  await expect(names).toHaveText([`${tag} Wen`, `${tag} Nora`, `${tag} Seth`, `${tag} Eve`])
})

test('screens of a neighbourhood search, the phone panel count and an uncut Experience select', async ({
  page,
}) => {
  const tag = `Shot${Date.now().toString(36)}`
  await regionTrainers(tag)
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/find-gym-buddy?search=${tag}`)
    await page.getByRole('combobox', { name: 'Location' }).fill('Tampines')
    await expect(page.getByText('1 gym buddy found')).toBeVisible()
    await expect(page.getByRole('option', { name: /^East/ })).toBeVisible()
    await expect(page.getByRole('option', { name: /^Tampines East/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    await shot(page, `finder-neighbourhood-${width}`)
  }

  // The list rows show the rating too; the toggle then offers the grid.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/find-gym-buddy?search=${tag}&sort=price`)
  await page.getByRole('button', { name: 'View as List' }).click()
  const rows = page.getByRole('list', { name: 'Gym buddy list' }).getByRole('article')
  await expect(rows).toHaveCount(4)
  await expect(rows.first()).toContainText('New')
  await expect(rows.first()).toContainText(`${tag} Wen`)
  await shot(page, 'finder-list-1280')
  await page.getByRole('button', { name: 'View as Grid' }).click()

  // 1280 px: "More than 10 years" shows whole while Clear is offered.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/find-gym-buddy?search=${tag}&experience=More+than+10+years`)
  const experience = page.getByRole('group', { name: 'Experience Level' })
  await expect(experience.getByRole('button', { name: 'Clear' })).toBeVisible()
  const value = experience.getByText('More than 10 years')
  await expect(value).toBeVisible()
  expect(await value.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)

  // Phones: the folded panel says how many filters it hides.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/find-gym-buddy?search=${tag}&location=East`)
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await filters.click()
  await expect(filters).toHaveText(/2 filters/)
  await expect(filters.getByText('2 filters')).toBeVisible()
})
