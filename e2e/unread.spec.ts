// Unread messages and "Seen", a chat that does not exist and no empty chats, in two
// browser contexts against the real server.
import type { Page } from '@playwright/test'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

const SHOTS = process.env.UNREAD_SHOTS_DIR

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

function sidebarInbox(page: Page) {
  return page.getByRole('navigation', { name: 'User area' }).getByRole('link', { name: /^Inbox/ })
}

for (const width of [1280, 375]) {
  test(`unread counts and Seen, live in two browsers (${width} px)`, async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    // A client writes to a trainer (trainers are public; a member sees other members only once
    // they share a chat or a booking).
    const claraAccount = await makeClient('Clara Client')
    const tomasAccount = await makeTrainer('Tomas Trainer')
    const clara = await signedInPage(browser, baseURL!, claraAccount, width)
    const tomas = await signedInPage(browser, baseURL!, tomasAccount, width)
    const phone = width < 768

    await test.step('opening a chat and leaving puts nothing in the other inbox', async () => {
      await clara.goto(`/user/chat/${tomasAccount.user.id}`)
      await expect(clara.getByText('No messages yet. Say hello!')).toBeVisible()
      await tomas.goto('/user/inbox')
      await expect(tomas.getByText('No conversations yet')).toBeVisible()
    })

    await test.step('messages arrive: the inbox row and the sidebar count them, live', async () => {
      const input = clara.getByPlaceholder('Type a message...')
      await input.fill('Are you free at 7?')
      await input.press('Enter')
      await expect(clara.getByText('Are you free at 7?')).toBeVisible()
      await input.fill('I will bring water')
      await input.press('Enter')
      await expect(clara.getByText('I will bring water')).toBeVisible()

      const row = tomas.getByRole('link', { name: /Clara Client/ })
      await expect(row).toHaveAccessibleName(/2 unread messages/)
      await expect(row).toContainText('I will bring water')
      if (!phone) await expect(sidebarInbox(tomas)).toHaveAccessibleName(/2 unread messages/)
      // The tab title counts them too (unread messages + notifications).
      await expect(tomas).toHaveTitle('(2) Inbox · GymBuddy')
      await expect(clara.getByText('Seen')).toHaveCount(0)
      await shot(tomas, `inbox-unread-${width}`)
      await expectNoA11yViolations(tomas)
      if (!phone) {
        // Collapsed to icons: a dot on the icon, the count still in the link's name.
        await tomas.getByRole('button', { name: 'Toggle sidebar' }).click()
        await expect(sidebarInbox(tomas)).toHaveAccessibleName(/2 unread messages/)
        await shot(tomas, `sidebar-collapsed-unread-${width}`)
        await tomas.getByRole('button', { name: 'Toggle sidebar' }).click()
      }
      if (phone) {
        await tomas.getByRole('button', { name: 'Toggle sidebar' }).click()
        await expect(sidebarInbox(tomas)).toHaveAccessibleName(/2 unread messages/)
        await shot(tomas, `sidebar-unread-${width}`)
        await tomas.keyboard.press('Escape')
      }
    })

    // A second tab of the trainer's, on another screen: its count follows the first tab's reading.
    const tomasOtherTab = await tomas.context().newPage()
    await tomasOtherTab.setViewportSize({ width: 1280, height: 800 })
    await tomasOtherTab.goto('/user')
    await expect(sidebarInbox(tomasOtherTab)).toHaveAccessibleName(/2 unread messages/)

    await test.step('the trainer opens the chat: read at once, the sender sees Seen', async () => {
      await tomas.getByRole('link', { name: /Clara Client/ }).click()
      await expect(tomas.getByText('I will bring water')).toBeVisible()
      const log = clara.getByRole('log', { name: 'Messages' })
      await expect(log.getByRole('listitem').last()).toContainText('Seen')
      await expect(log.getByText('Seen')).toHaveCount(1)
      if (!phone) await expect(sidebarInbox(tomas)).toHaveAccessibleName('Inbox')
      await expect(sidebarInbox(tomasOtherTab)).toHaveAccessibleName('Inbox')
      await shot(clara, `chat-seen-${width}`)
      await expectNoA11yViolations(clara)
    })

    await test.step('a reply read in the open chat stays read; Seen moves to the newest', async () => {
      const input = tomas.getByPlaceholder('Type a message...')
      await input.fill('Yes, see you')
      await input.press('Enter')
      await expect(clara.getByText('Yes, see you')).toBeVisible()
      await expect(clara.getByText('Seen')).toHaveCount(0)
      await expect(tomas.getByRole('log', { name: 'Messages' }).getByText('Seen')).toBeVisible()
      await tomas.goto('/user/inbox')
      await expect(tomas.getByRole('link', { name: /Clara Client/ })).not.toHaveAccessibleName(
        /unread/,
      )
    })
  })
}

test('a chat with someone who does not exist says so, with a way back', async ({
  browser,
  baseURL,
}) => {
  const account = await makeClient('Nadia Nobody')
  for (const width of [1280, 375]) {
    const page = await signedInPage(browser, baseURL!, account, width)
    await page.goto('/user/chat/nosuchmember123')
    await expect(page.getByRole('heading', { name: 'Member not found' })).toBeVisible()
    await expect(page.getByPlaceholder('Type a message...')).toHaveCount(0)
    await shot(page, `chat-not-found-${width}`)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Back to Inbox' }).click()
    await expect(page).toHaveURL(/\/user\/inbox$/)
  }
})
