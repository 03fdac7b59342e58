import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

test('a visitor lands on every promise, section and call to action of the landing page', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  const brand = header.getByRole('link', { name: 'GymBuddy' })
  await expect(brand).toBeVisible()
  await expect(brand).toHaveAttribute('href', '/')
  // On / the header holds the brand and, for a visitor, Sign in (at every width): no navigation.
  await expect(header.getByRole('link')).toHaveText(['GymBuddy', 'Sign in'])
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')

  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/register',
  )
  await expect(page.getByRole('link', { name: 'Browse Gym Buddies' })).toHaveAttribute(
    'href',
    '/find-gym-buddy',
  )
  await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login')

  for (const feature of [
    'Find a Gym Buddy',
    'Easy Scheduling',
    'Location-Based Matching',
    'Goal-Oriented Matching',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible()
  }
  await expect(page.getByText(/calendar/)).toBeVisible()
  for (const promise of ['Free to join', 'No setup fees', 'Cancel anytime']) {
    await expect(page.getByText(promise)).toBeVisible()
  }
  for (const step of ['Create a Profile', 'Find Gym Buddies', 'Book and Train']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible()
  }
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
    'href',
    '/register',
  )
  await expect(page.getByRole('link', { name: 'Explore Gym Buddies' })).toHaveAttribute(
    'href',
    '/find-gym-buddy',
  )

  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} GymBuddy`)
  await expectNoA11yViolations(page)
  const policies = [
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Contact', '/contact'],
  ] as const
  for (const [name, path] of policies) {
    await footer.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
  }
  await expect(page.getByRole('link', { name: 'hello@gymbuddy.sg' })).toHaveAttribute(
    'href',
    'mailto:hello@gymbuddy.sg',
  )
})

test('the hero takes a visitor to the finder, whose header adds Home, Find Gym Buddy and the auth buttons', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Browse Gym Buddies' }).click()
  await expect(page).toHaveURL(/\/find-gym-buddy$/)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(header.getByRole('link', { name: 'Find Gym Buddy' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/register',
  )
  await header.getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('unknown paths say page not found and signed-in routes send visitors to /login', async ({
  page,
}) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveURL(/\/no\/such\/page$/)
  await page.goto('/user/bookings')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/book-session/abc123')
  await expect(page).toHaveURL(/\/login$/)
})

test('the landing page works at 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})
