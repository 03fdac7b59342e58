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

test('a page opened while the server is down loads within seconds of it coming back', async ({
  page,
}) => {
  test.slow()
  await page.goto('/')
  await expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible()

  await stopServer()
  // Its code was never downloaded: it cannot load now.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.getByText("Can't reach GymBuddy — retrying…")).toBeVisible()
  // Down long enough for the connection's own retries to back off to 30 s (1 + 2 + 4 + 8 + 16 s).
  await page.waitForTimeout(35_000)
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toHaveCount(0)

  server = await startPocketBase({ dataDir, port: server.port, publicDir: distDir })
  const back = Date.now()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible({
    timeout: 6_000,
  })
  console.log(`Terms of Service appeared ${Date.now() - back} ms after the server was back`)
})
