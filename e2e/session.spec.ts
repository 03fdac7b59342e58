// Session handling: an expired or revoked token ends on /login with a clear message,
// with no blank screen and no redirect loop.
import type { Page } from '@playwright/test'
import { makeUser, TEST_PASSWORD } from './support/api'
import { expect, test } from './support/fixtures'

const EXPIRED = 'Your session has expired. Please sign in again.'
const REVOKED = 'You have been signed out. Please sign in again.'

/** An unsigned token the SDK reads as expiring `secondsLeft` from now. */
function tokenExpiringIn(secondsLeft: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payload = { id: 'x', type: 'auth', exp: Math.floor(Date.now() / 1000) + secondsLeft }
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`
}

async function storeSession(page: Page, token: string, record: object): Promise<void> {
  await page.goto('/')
  await page.evaluate((auth) => localStorage.setItem('pocketbase_auth', JSON.stringify(auth)), {
    token,
    record,
  })
}

/** Opens `path`: it lands on /login saying `message`, and never leaves it (no redirect loop). */
async function expectLandsOnLogin(page: Page, path: string, message: string): Promise<void> {
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
  })
  await page.goto(path)
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  // Settled (no request for 500 ms); a loop would have navigated away from /login by then.
  await page.waitForLoadState('networkidle')
  expect(visited.slice(visited.indexOf('/login')).filter((at) => at !== '/login')).toEqual([])
  await expect(page).toHaveURL(/\/login$/)
}

test('an expired session opening a signed-in page lands on /login saying so', async ({ page }) => {
  const { user } = await makeUser('Expired Session')
  await storeSession(page, tokenExpiringIn(-60), user)
  await expectLandsOnLogin(page, '/user/inbox', EXPIRED)
})

test('a token revoked elsewhere is refused on app start: /login saying so', async ({ page }) => {
  const member = await makeUser('Revoked Session')
  const oldToken = member.pb.authStore.token
  // Changing the password makes PocketBase refuse every token issued before.
  const newPassword = 'Changed123'
  await member.pb.collection('users').update(member.user.id, {
    oldPassword: TEST_PASSWORD,
    password: newPassword,
    passwordConfirm: newPassword,
  })
  await storeSession(page, oldToken, member.user)
  await expectLandsOnLogin(page, '/user', REVOKED)
})

test('a valid session is refreshed on app start and stays signed in', async ({ page }) => {
  const member = await makeUser('Fresh Session')
  await storeSession(page, member.pb.authStore.token, member.user)
  const refreshed = page.waitForResponse((response) =>
    response.url().includes('/api/collections/users/auth-refresh'),
  )
  await page.goto('/user/inbox')
  expect((await refreshed).status()).toBe(200)
  await expect(page).toHaveURL(/\/user\/inbox$/)
})
