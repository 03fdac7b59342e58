// The SPA runs its own built scripts (/assets/) and nothing served from /api/files,
// whatever the upload's name or type.
import { expect, test } from './support/fixtures'

test('a script tag pointing at an uploaded file is blocked by the CSP; the app’s own scripts run', async ({
  page,
}) => {
  // The login form exists only once the app's bundle from /assets/ has run.
  await page.goto('/login')
  await expect(page.getByLabel('Email')).toBeVisible()
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        document.addEventListener('securitypolicyviolation', (event) => done(event.blockedURI))
        const script = document.createElement('script')
        script.src = '/api/files/users/abc/g.js'
        document.body.append(script)
        // A bound, not a pause: without a violation event the script was not blocked.
        setTimeout(() => done('not blocked'), 3000)
      }),
  )
  expect(blocked).toContain('/api/files/users/abc/g.js')
})
