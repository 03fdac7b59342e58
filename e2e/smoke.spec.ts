import { expect, test } from './support/fixtures'

test('the landing page renders with the brand linking home', async ({ page }) => {
  await page.goto('/')
  const brand = page.getByRole('link', { name: 'GymBuddy' })
  await expect(brand).toBeVisible()
  await expect(brand).toHaveAttribute('href', '/')
})
