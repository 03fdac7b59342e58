// A screen whose code could not be downloaded during an outage appears by itself within seconds
// of the server being back. This spec owns its own PocketBase (same data dir and port across the
// restart), so the shared server other specs use never stops.
import { rmSync } from 'node:fs'
import {
  distDir,
  startPocketBase,
  startTestPocketBase,
  type RunningPocketBase,
} from '../scripts/lib/pocketbase'
import { makeClient, signInContext } from './support/api'
import { expect, test } from './support/fixtures'

let server: RunningPocketBase
let dataDir = ''
let sharedUrl: string | undefined

test.beforeAll(async () => {
  const started = await startTestPocketBase({ publicDir: distDir })
  server = started
  dataDir = started.dataDir
  sharedUrl = process.env.E2E_BASE_URL
  process.env.E2E_BASE_URL = started.url
})

test.afterAll(async () => {
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
  process.env.E2E_BASE_URL = sharedUrl
})

async function stopServer() {
  const child = server.process
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

test('a screen opened while the server is down loads within seconds of it coming back', async ({
  browser,
}) => {
  test.slow()
  const client = await makeClient('Code Outage')
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
  })
  await signInContext(context, client)
  const page = await context.newPage()
  await page.goto('/user')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await stopServer()
  // Its code was never downloaded: it cannot load now.
  await page
    .getByRole('navigation', { name: 'User area' })
    .getByRole('link', { name: 'Edit Profile' })
    .click()
  await expect(page.getByText("Can't reach GymBuddy — retrying…")).toBeVisible()
  // Down long enough for the connection's own retries to back off (1 + 2 + 4 + 8 s).
  await page.waitForTimeout(16_000)
  await expect(page.getByLabel('Fitness Goals')).toHaveCount(0)

  server = await startPocketBase({ dataDir, port: server.port, publicDir: distDir })
  const back = Date.now()
  await expect(page.getByLabel('Fitness Goals')).toBeVisible({ timeout: 120_000 })
  console.log(`Edit Profile appeared ${Date.now() - back} ms after the server was back`)
})
