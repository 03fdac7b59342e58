// The operator desk by keyboard alone: Tab reaches the tabs, the arrow keys move between them,
// each decision's dialog opens, takes its reason and saves from the keyboard, Escape closes a
// dialog and gives focus back, and focus never falls to the top of the page after a decision.
import type { Locator, Page } from '@playwright/test'
import { signedInPage } from './support/api'
import { expect, test } from './support/fixtures'
import { seedDesk } from './support/ops-seed'

/** Presses `key` until `target` has focus (at most `max` presses): it is reachable that way. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

test('an operator verifies a credential and suspends a member by keyboard alone', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const { operator, trainerName } = await seedDesk(browser)
  const page = await signedInPage(browser, baseURL!, operator)
  await page.goto('/ops')
  const reportsTab = page.getByRole('tab', { name: /^Reports/ })
  await expect(reportsTab).toBeVisible()

  await test.step('Tab reaches the tabs; the arrow keys choose Credentials', async () => {
    await pressUntilFocused(page, 'Tab', reportsTab)
    await page.keyboard.press('ArrowRight')
    const credentialsTab = page.getByRole('tab', { name: /^Credentials/ })
    await expect(credentialsTab).toBeFocused()
    await expect(credentialsTab).toHaveAttribute('aria-selected', 'true')
  })

  // Other journeys may leave credentials on the same desk: this one is the seed's.
  const credential = page.getByRole('article', { name: `CPR/AED certificate: ${trainerName}` })

  await test.step('the document opens from the keyboard, and Escape gives focus back', async () => {
    const view = credential.getByRole('button', { name: 'View document' })
    await pressUntilFocused(page, 'Tab', view)
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: /^Document: CPR\/AED/ })
    await expect(viewer.getByRole('img')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    await expect(view).toBeFocused()
  })

  await test.step('Verify: the note is asked first, then saved with Enter on the button', async () => {
    const verify = credential.getByRole('button', { name: 'Verify' })
    await pressUntilFocused(page, 'Tab', verify)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Verify: CPR\/AED/ })
    const note = dialog.getByRole('textbox', { name: 'Note' })
    await expect(note).toBeFocused()
    await page.keyboard.type('Card checked against the Red Cross register.')
    const confirm = dialog.getByRole('button', { name: 'Verify' })
    await pressUntilFocused(page, 'Tab', confirm, 5)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(credential).toHaveCount(0)
    // The row (and its button) went: focus waits on the tab's heading, not the page's top.
    await expect(page.getByRole('heading', { name: 'Credentials to check' })).toBeFocused()
  })

  await test.step('back to the tabs with Shift+Tab; Members; search with Enter', async () => {
    const credentialsTab = page.getByRole('tab', { name: /^Credentials/ })
    await pressUntilFocused(page, 'Shift+Tab', credentialsTab, 5)
    // Radix moves focus a tick after the key: each press waits for it, as a person would.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: /^Disputes/ })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Members' })).toBeFocused()
    const search = page.getByRole('searchbox', { name: 'Name or email' })
    await pressUntilFocused(page, 'Tab', search, 5)
    await page.keyboard.type(trainerName)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('article', { name: trainerName })).toBeVisible()
  })

  await test.step('Suspend: Enter without a reason is refused; with one it saves', async () => {
    const suspend = page.getByRole('button', { name: `Suspend ${trainerName}` })
    await pressUntilFocused(page, 'Tab', suspend, 10)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `Suspend ${trainerName}` })
    const confirm = dialog.getByRole('button', { name: 'Suspend' })
    await pressUntilFocused(page, 'Tab', confirm, 5)
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('alert')).toContainText('Write the reason')
    const reason = dialog.getByRole('textbox', { name: 'Reason' })
    await pressUntilFocused(page, 'Shift+Tab', reason, 5)
    await page.keyboard.type('Threats in chat, see the report.')
    await pressUntilFocused(page, 'Tab', confirm, 5)
    await page.keyboard.press('Space')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: `Unsuspend ${trainerName}` })).toBeVisible()
    await expect(page.locator('body')).not.toBeFocused()
  })

  await test.step('End jumps to the Log: both decisions, newest first, with their reasons', async () => {
    const membersTab = page.getByRole('tab', { name: 'Members' })
    await pressUntilFocused(page, 'Shift+Tab', membersTab, 10)
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: 'Log' })).toBeFocused()
    const entries = page
      .getByRole('tabpanel', { name: 'Log' })
      .getByRole('listitem')
      .filter({ hasText: trainerName })
    await expect(entries.nth(0)).toContainText(`Suspended: ${trainerName}`)
    await expect(entries.nth(0)).toContainText('Threats in chat, see the report.')
    await expect(entries.nth(1)).toContainText(`Verified a credential: ${trainerName}`)
  })
})
