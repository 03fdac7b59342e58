import { makeClient, makeUser, TEST_PASSWORD, uniqueEmail } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

test('a visitor registers through every validation message and reaches profile creation', async ({
  page,
}) => {
  const taken = await makeUser('Taken Name')
  const email = uniqueEmail('register')
  await page.goto('/')
  await page.getByRole('link', { name: 'Get Started Free' }).click()
  await expect(page).toHaveURL(/\/register$/)

  const createAccount = page.getByRole('button', { name: 'Create Account' })
  const password = page.getByLabel('Password', { exact: true })
  const confirm = page.getByLabel('Confirm Password', { exact: true })
  await page.getByLabel('Full Name').fill('Reggie Register')
  await page.getByLabel('Email').fill(taken.email)
  await password.fill('weakpass')
  await confirm.fill('weakpas')
  await expect(page.getByText('Passwords do not match')).toBeVisible() // inline, live
  await expect(createAccount).toBeDisabled() // terms not ticked

  await confirm.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'terms' })).toHaveText(
    'Please accept the terms and conditions.',
  )
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
  await expect(createAccount).toBeEnabled()
  await createAccount.click()
  await expect(page.getByText('Passwords do not match')).toHaveCount(2) // alert + inline
  await confirm.fill('weakpass')
  await expect(page.getByText('Passwords do not match')).toHaveCount(0) // editing clears both
  await createAccount.click()
  await expect(page.getByRole('alert')).toHaveText('Password does not meet requirements.')
  await expect(page.getByText('One uppercase letter (not met)')).toBeAttached()
  await expectNoA11yViolations(page)

  await password.fill(TEST_PASSWORD)
  await confirm.fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await createAccount.click()
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists')
  await expect(page.getByLabel('Full Name')).toHaveValue('Reggie Register') // kept on error

  await page.getByLabel('Email').fill(email)
  await createAccount.click()
  await expect(page).toHaveURL(/\/user\/profile\/create$/)
  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()

  // The session survives a reload (and is refreshed on app start: wait for that, so the
  // refreshed token is not written back after the log out below)...
  const refreshed = page.waitForResponse((r) => r.url().includes('/auth-refresh'))
  await page.reload()
  await refreshed
  await expect(page).toHaveURL(/\/user\/profile\/create$/)
  // ...and log out (the local session only) brings the visitor's header back.
  await page.evaluate(() => localStorage.removeItem('pocketbase_auth'))
  await page.goto('/find-gym-buddy')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await page.goto('/user')
  await expect(page).toHaveURL(/\/login$/)

  // And back in: /user, whose dashboard sends a user without a client profile on to create one.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await expect(page).toHaveURL(/\/user(\/profile\/create)?$/)
})

test('a client logs in after a failed try and lands on /user', async ({ page }) => {
  const client = await makeClient('Lena Login')
  await page.goto('/login')
  await page.getByLabel('Email').fill(client.email)
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const failure = page.getByRole('alert')
  await expect(failure).toHaveText('Invalid email or password. Please try again.')
  await expect(page.getByLabel('Email')).toHaveValue(client.email)
  await expectNoA11yViolations(page)

  await page.getByLabel('Password', { exact: true }).fill(client.password)
  await expect(failure).toHaveCount(0) // cleared as soon as the user types
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByText('Welcome back!')).toBeVisible()
})

test('the login page offers the placeholder and register links; the terms open beside the form', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByRole('link', { name: 'Back to login' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/register$/)
  await page.getByLabel('Full Name').fill('Typed Name')
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Terms and Conditions/ }).click(),
  ])
  await expect(terms).toHaveURL(/\/terms$/)
  await expect(terms.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  await expect(terms.getByText(/up to 12 hours before it starts/)).toBeVisible()
  await terms.close()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByLabel('Full Name')).toHaveValue('Typed Name')
  await expect(page.getByRole('checkbox')).not.toBeChecked()
  await expect(
    page.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }),
  ).toHaveAttribute('href', '/privacy')
  await expectNoA11yViolations(page)
})
