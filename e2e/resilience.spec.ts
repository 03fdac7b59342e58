// The server stops in the middle of a screen and starts again. This spec owns its own
// PocketBase (same data dir and port across the restart), so the shared server other specs use
// never stops.
import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  distDir,
  startPocketBase,
  startTestPocketBase,
  type RunningPocketBase,
} from '../scripts/lib/pocketbase'
import { makeClient, makeTrainer, signedInPage, uniqueEmail, startChat } from './support/api'
import { fillSignUp } from './public-helpers'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const SHOTS = process.env.RESILIENCE_SHOTS_DIR
const OFFLINE = "Can't reach GymBuddy — retrying…"
// The longest pause between retries these outages reach (1 + 2 + 4 + 8 s), plus a margin.
const RECOVERY = { timeout: 30_000 }

let server: RunningPocketBase
let dataDir = ''
let sharedUrl: string | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const started = await startTestPocketBase({ publicDir: distDir })
  server = started
  dataDir = started.dataDir
  // The account makers of support/api talk to the server in E2E_BASE_URL: point them here.
  sharedUrl = process.env.E2E_BASE_URL
  process.env.E2E_BASE_URL = started.url
})

test.afterAll(async () => {
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
  process.env.E2E_BASE_URL = sharedUrl
})

/** Stops PocketBase and keeps its data (the harness's own stop() would delete it). */
async function stopServer() {
  const child = server.process
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

/** Starts PocketBase again on the same data dir and port, serving the same SPA. */
async function startServer() {
  server = await startPocketBase({ dataDir, port: server.port, publicDir: distDir })
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

for (const width of [1280, 375]) {
  test(`an outage shows failed, not empty, and every screen recovers by itself (${width} px)`, async ({
    browser,
  }) => {
    test.slow()
    const client = await makeClient('Olivia Outage')
    const trainer = await makeTrainer('Rex Restart')
    await startChat(client, trainer, 'See you at the gym https://example.com/gym')
    const page = await signedInPage(browser, server.url, client, width)
    const banner = page.getByRole('status').filter({ hasText: OFFLINE })
    const composer = page.getByPlaceholder('Type a message...')

    await test.step('the inbox and the chat load while the server runs', async () => {
      // Both screens are opened inside the app first, so their code is loaded for the outage.
      await page.goto('/user/inbox')
      await page.getByRole('link', { name: /Rex Restart/ }).click()
      await expect(page.getByRole('link', { name: 'https://example.com/gym' })).toBeVisible()
      await expect(page.getByText(/^\d\d:\d\d SGT$/)).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('link', { name: /Rex Restart/ })).toBeVisible()
    })

    await test.step('the inbox opened during an outage says it failed, never empty', async () => {
      await stopServer()
      await expect(banner).toBeVisible()
      // Leave and come back: the inbox loads again while the server is down.
      await page.goForward()
      await expect(page).toHaveURL(/\/user\/chat\//)
      await page.goBack()
      await expect(page.getByText("Couldn't load your conversations.")).toBeVisible()
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
      await expect(page.getByText('No conversations yet')).toHaveCount(0)
      await shot(page, `outage-inbox-failed-${width}`)
      await expectNoA11yViolations(page)
    })

    await test.step('a chat opened during the outage says so, and recovers by itself', async () => {
      await page.goForward()
      await expect(page.getByText("Couldn't load this conversation.")).toBeVisible()
      await expect(composer).toBeDisabled()
      await shot(page, `outage-chat-failed-${width}`)
      await startServer()
      await expect(page.getByText('Connected again.')).toBeVisible(RECOVERY)
      await expect(page.getByRole('link', { name: 'https://example.com/gym' })).toBeVisible()
      await expect(composer).toBeEnabled()
      await expect(banner).toHaveCount(0)
    })

    await test.step('a message sent during an outage keeps its text and goes with Retry', async () => {
      await stopServer()
      await expect(banner).toBeVisible()
      await composer.fill('Running late, sorry')
      await composer.press('Enter')
      await expect(page.getByText(/Can't reach GymBuddy\. Your message is kept/)).toBeVisible()
      await expect(composer).toHaveValue('Running late, sorry')
      await shot(page, `outage-send-failed-${width}`)
      await startServer()
      await expect(page.getByText('Connected again.')).toBeVisible(RECOVERY)
      await page.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByRole('log').getByText('Running late, sorry')).toBeVisible()
      await expect(composer).toHaveValue('')
      const sent = await trainer.pb.collection('messages').getFullList({ sort: 'created' })
      expect(sent.map((message) => message.text)).toContain('Running late, sorry')
      // Live updates are back too: the trainer's answer arrives without a reload.
      await trainer.pb
        .collection('messages')
        .create({ chat: sent[0].chat, sender: trainer.user.id, text: 'No worries' })
      await expect(page.getByRole('log').getByText('No worries')).toBeVisible()
    })

    await test.step('the inbox that failed shows the chats again', async () => {
      await page.goBack()
      await expect(page.getByRole('link', { name: /Rex Restart/ })).toBeVisible()
      // Reached by keyboard, the row shows a focus ring.
      await page.getByRole('link', { name: /Rex Restart/ }).focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: /Rex Restart/ })).toBeFocused()
      await shot(page, `inbox-focus-${width}`)
      await page.goForward()
    })

    await test.step('the composer counts the characters left near the limit', async () => {
      await composer.fill('x'.repeat(1900))
      await expect(page.getByText('100 characters left')).toBeVisible()
      await expectNoA11yViolations(page)
      await shot(page, `chat-near-limit-${width}`)
      if (width === 375) {
        await page.setViewportSize({ width: 320, height: 700 })
        await shot(page, 'chat-near-limit-320')
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        )
        expect(sideways).toBe(false)
      }
      await composer.fill('')
      await page.goBack()
    })

    if (width === 1280) {
      await test.step('a screen first opened during an outage appears when the server is back', async () => {
        await stopServer()
        await page.getByRole('link', { name: 'Edit Profile' }).click()
        await expect(banner).toBeVisible()
        await startServer()
        await expect(page.getByLabel('Fitness Goals')).toHaveValue('Weight Loss', RECOVERY)
      })
    }
    await page.context().close()
  })
}

test('My Bookings and the dashboard say failed during an outage and recover by themselves', async ({
  browser,
}) => {
  test.slow()
  const client = await makeClient('Bo Bookings')
  const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE })
  const sidebarLink = (page: Page, name: string) =>
    page.getByRole('link', { name, exact: true }).first()
  const clientPage = await signedInPage(browser, server.url, client, 1280)
  // Each screen's code loads while the server runs; the outage starts on another screen.
  await clientPage.goto('/user/bookings')
  await expect(clientPage.getByText('No upcoming bookings')).toBeVisible()
  await sidebarLink(clientPage, 'Overview').click()
  // The outage starts once the dashboard has loaded (not while its request is on the way); the
  // next screen's failed request shows the banner (an idle page's own detection is tested above).
  await expect(clientPage.getByText('0 of 3 sessions')).toBeVisible()

  await stopServer()
  await sidebarLink(clientPage, 'My Bookings').click()
  await expect(clientPage.getByText("Couldn't load your bookings.")).toBeVisible()
  await expect(banner(clientPage)).toBeVisible()
  await expect(clientPage.getByText('No upcoming bookings')).toHaveCount(0)
  await expectNoA11yViolations(clientPage)

  await sidebarLink(clientPage, 'Overview').click()
  await expect(clientPage.getByText('Your figures could not be loaded.')).toBeVisible()
  await sidebarLink(clientPage, 'My Bookings').click()

  await startServer()
  await expect(clientPage.getByText('No upcoming bookings')).toBeVisible(RECOVERY)
  await expect(clientPage.getByText("Couldn't load your bookings.")).toHaveCount(0)
  await sidebarLink(clientPage, 'Overview').click()
  await expect(clientPage.getByText('0 of 3 sessions')).toBeVisible()
  await clientPage.context().close()
})

test('the empty inbox offers the next step, and tabs follow a sign-in in another tab', async ({
  browser,
}) => {
  const first = await makeClient('Ada First')
  const second = await makeClient('Ben Second')
  const trainer = await makeTrainer('Cory Coach')
  await startChat(second, trainer, 'Hello coach')
  const page = await signedInPage(browser, server.url, first, 1280)
  await page.goto('/user/inbox')
  await expect(page.getByText('No conversations yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Find a gym buddy' })).toBeVisible()
  await expect(page).toHaveTitle('Inbox · GymBuddy')
  await shot(page, 'inbox-empty-1280')

  // Another tab of the same browser signs in as someone else.
  const other = await page.context().newPage()
  await other.goto('/login')
  await other.waitForLoadState('networkidle') // its check of the stored session is done
  await other.getByLabel('Email').fill(second.email)
  await other.getByLabel('Password', { exact: true }).fill(second.password)
  await other.getByRole('button', { name: 'Sign In' }).click()
  await expect(other).toHaveURL(/\/user$/)

  await expect(page.getByRole('link', { name: /Cory Coach/ })).toBeVisible()
  // Live updates follow too: a new message to the new member arrives in the old tab.
  const chat = await trainer.pb.collection('chats').getFirstListItem('')
  await trainer.pb
    .collection('messages')
    .create({ chat: chat.id, sender: trainer.user.id, text: 'Welcome aboard' })
  await expect(page.getByText('Welcome aboard')).toBeVisible()
  await page.context().close()
})

test('a visitor who signs up from Book Session lands back on that booking', async ({ browser }) => {
  const trainer = await makeTrainer('Bella Booking')
  const context = await browser.newContext({ baseURL: server.url })
  const page = await context.newPage()
  await page.goto(`/gym-buddy/${trainer.user.id}`)
  await page.getByRole('link', { name: 'Book Session' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Sign up' }).click()
  await fillSignUp(page, { name: 'Vera Visitor', email: uniqueEmail('visitor') })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/user\/profile\/create$/)
  await expect(page).toHaveTitle('Create Your Profile · GymBuddy')
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  await page.getByLabel('Fitness Goals').fill('Strength Training')
  for (const [label, option] of [
    ['Experience Level', 'Beginner'],
    ['Preferred Location', 'Central'],
  ]) {
    await page.getByRole('combobox', { name: label }).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  await page.getByRole('checkbox', { name: /keeps my fitness profile/ }).check()
  await page.getByRole('button', { name: 'Save Profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/book-session/${trainer.user.id}$`))
  await context.close()
})
