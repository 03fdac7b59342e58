// A chat with 5,000 messages opens on its newest ones, older pages land above on
// scrolling up without moving what is on screen, and sending works as in a new chat.
import type { Browser, Page } from '@playwright/test'
import { seedLongChat } from '../scripts/lib/long-chat'
import {
  makeClient,
  makeTrainer,
  signInContext,
  superuserClient,
  type TestUser,
} from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const COUNT = 5000
const SHOTS = process.env.CHAT_HISTORY_SHOTS_DIR
const text = (n: number) => `History ${n} of ${COUNT}`
const LOADING = 'Loading earlier messages…'

async function chatPage(browser: Browser, baseURL: string, account: TestUser, width: number) {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
    viewport: { width, height: 800 },
  })
  await signInContext(context, account)
  return context.newPage()
}

/** Scrolls the conversation to its top: the first message's text and where its time then stands. */
function scrollToTop(page: Page): Promise<{ marker: string; top: number }> {
  return page.getByRole('log', { name: 'Messages' }).evaluate((log) => {
    log.scrollTop = 0
    const first = log.querySelector('li')
    const marker = /History \d+ of 5000/.exec(first?.textContent ?? '')?.[0] ?? ''
    return { marker, top: first?.querySelector('time')?.getBoundingClientRect().top ?? Number.NaN }
  })
}

/** Where the time of the message reading `marker` stands on screen. */
function topOf(page: Page, marker: string): Promise<number> {
  return page.getByRole('log', { name: 'Messages' }).evaluate((log, wanted) => {
    const item = Array.from(log.querySelectorAll('li')).find((li) =>
      li.textContent?.includes(wanted),
    )
    return item?.querySelector('time')?.getBoundingClientRect().top ?? Number.NaN
  }, marker)
}

test('a chat with 5,000 messages opens on the newest, pages back in place, and sends', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const lena = await makeClient('Lena Longchat')
  const tomas = await makeTrainer('Tomas Longchat')
  const chat = await lena.pb
    .collection('chats')
    .create({ user1: lena.user.id, user2: tomas.user.id })
  await seedLongChat(await superuserClient(), chat, COUNT, text)

  for (const width of [1280, 375]) {
    const page = await chatPage(browser, baseURL!, lena, width)
    const log = page.getByRole('log', { name: 'Messages' })
    // Older pages answer a little late, so the status line can be seen (and photographed).
    await page.route('**/api/collections/messages/records?*', async (route) => {
      // Latency is the behaviour: the status line must be on screen while a page loads.
      if (route.request().url().includes('created')) await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })

    await test.step(`${width} px: opens on the newest 50 messages, scrolled to the newest`, async () => {
      await page.goto(`/user/chat/${tomas.user.id}`)
      await expect(log.getByText(text(COUNT), { exact: false })).toBeInViewport()
      await expect(log.getByRole('listitem')).toHaveCount(50)
      await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0)
    })

    await test.step(`${width} px: scrolling up loads the page before, nothing moves`, async () => {
      const { marker, top } = await scrollToTop(page)
      expect(marker).toMatch(/^History 49(51|52) of 5000$/)
      await expect(page.getByRole('status').filter({ hasText: LOADING })).toBeVisible()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-history-loading-${width}.png` })
      await expect(log.getByRole('listitem')).toHaveCount(100)
      await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0)
      expect(Math.abs((await topOf(page, marker)) - top)).toBeLessThanOrEqual(2)
      await expect(log.getByText(text(COUNT - 98), { exact: false })).toBeAttached()
      await expectNoA11yViolations(page)
    })

    await test.step(`${width} px: sending shows the message at the bottom at once`, async () => {
      const input = page.getByPlaceholder('Type a message...')
      await input.fill(`Still here at ${width} px`)
      await input.press('Enter')
      await expect(log.getByText(`Still here at ${width} px`)).toBeInViewport()
      await expect(input).toHaveValue('')
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/chat-history-sent-${width}.png` })
    })
    await page.context().close()
  }
})
