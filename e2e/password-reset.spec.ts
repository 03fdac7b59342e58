// Account recovery as a member would do it: "Forgot password?" → the email in the real
// mailbox → our reset page with the live checklist → signed in with the new password. Runs its own
// PocketBase with a MailDev mailbox (the shared e2e server sends no email).
import { expect } from '@playwright/test'
import PocketBase from 'pocketbase'
import { expectNoA11yViolations } from './support/axe'
import { test } from './support/mail-test'

const shots = process.env.NOTIFY_SHOTS_DIR

// One worker, so the file starts one server and one mailbox.
test.describe.configure({ mode: 'serial' })

test('forgot password → email → new password → signed in', async ({ page, mailServer }) => {
  const email = `forgetful-${Date.now().toString(36)}@e2e.test`
  const pb = new PocketBase(mailServer.url)
  await pb.collection('users').create({
    name: 'Fay Forgetful',
    email,
    password: 'OldPassw0rd',
    passwordConfirm: 'OldPassw0rd',
    acceptTerms: true,
  })

  await page.goto(`${mailServer.url}/login`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  // The pointer rests where the link was, over the button: check the page as it looks at rest.
  await page.mouse.move(0, 0)
  await expectNoA11yViolations(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`,
  )
  if (shots) await page.screenshot({ path: `${shots}/forgot-desktop.png` })

  const mails = await mailServer.mail.waitForInbox(email, 2)
  const link = mails
    .map((mail) => mail.text?.match(/https?:\/\/[^\s()]+\/reset-password\/[\w.-]+/)?.[0])
    .find(Boolean)
  expect(link).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()

  await page.getByLabel('New Password', { exact: true }).fill('weak')
  await expect(page.getByText('At least 8 characters (not met)')).toBeAttached()
  await page.getByLabel('Confirm Password', { exact: true }).fill('weak')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.setViewportSize({ width: 375, height: 740 })
  if (shots) await page.screenshot({ path: `${shots}/reset-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.getByLabel('New Password', { exact: true }).fill('NewPassw0rd')
  await expect(page.getByText('At least 8 characters (met)')).toBeAttached()
  await page.getByLabel('Confirm Password', { exact: true }).fill('NewPassw0rd')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/user(\/profile\/create)?$/)
  await expect(page.getByText('Your password has been changed.')).toBeVisible()

  const check = new PocketBase(mailServer.url)
  await expect(
    check.collection('users').authWithPassword(email, 'NewPassw0rd'),
  ).resolves.toBeTruthy()
})

test('an unverified member sees a dismissible banner with Resend', async ({ page, mailServer }) => {
  const email = `unverified-${Date.now().toString(36)}@e2e.test`
  const pb = new PocketBase(mailServer.url)
  await pb.collection('users').create({
    name: 'Val Unverified',
    email,
    password: 'Passw0rd12',
    passwordConfirm: 'Passw0rd12',
    acceptTerms: true,
  })
  await mailServer.mail.waitForInbox(email, 1)
  await page.goto(`${mailServer.url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd12')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/user\/profile\/create$/)
  await page.goto(`${mailServer.url}/user/inbox`)
  const banner = page.getByRole('region', { name: 'Email verification' })
  await expect(banner).toContainText(`we sent a link to ${email}`)
  await banner.getByRole('button', { name: 'Resend' }).click()
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible()
  await mailServer.mail.waitForInbox(email, 2)
  if (shots) await page.screenshot({ path: `${shots}/banner-desktop.png` })
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()

  // The email's link opens our page, which verifies the address; the banner is gone for good.
  const [first] = await mailServer.mail.inbox(email)
  const link = first?.text?.match(/https?:\/\/[^\s()]+\/verify-email\/[\w.-]+/)?.[0]
  expect(link).toBeTruthy()
  await page.goto(link!)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your email address is verified. Thank you!',
  )
  await expectNoA11yViolations(page)
  await page.evaluate(() => window.sessionStorage.clear())
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await page.goto(`${mailServer.url}/user/inbox`)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Email verification' })).toBeHidden()
})
