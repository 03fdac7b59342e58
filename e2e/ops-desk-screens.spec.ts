// The operator desk at 1280, 375 and 320 px: every tab and its dialogs fit the width (nothing
// scrolls sideways) and pass axe. OPS_SHOTS_DIR=<dir> saves a screenshot of each.
import type { Page } from '@playwright/test'
import { signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { seedDesk } from './support/ops-seed'

const SHOTS = process.env.OPS_SHOTS_DIR

/** Nothing on the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await expect.poll(overflow).toBeLessThanOrEqual(0)
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('the desk fits 1280, 375 and 320 px wide, every tab and dialog', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const { operator, trainerName, clientName } = await seedDesk(browser)
  for (const width of [1280, 375, 320]) {
    const page = await signedInPage(browser, baseURL!, operator, width)
    await page.goto('/ops')
    await expect(page.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toBeVisible()

    await test.step(`${width} px: reports, with the evidence open`, async () => {
      const report = page.getByRole('article', { name: `Harassment: ${trainerName}` })
      await report.getByText('Chat evidence (2 messages)').click()
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-reports-${width}`)
      await report.getByRole('button', { name: `Suspend ${trainerName}` }).click()
      const dialog = page.getByRole('dialog', { name: `Suspend ${trainerName}` })
      await dialog.getByRole('button', { name: 'Suspend' }).click()
      await expect(dialog.getByRole('alert')).toContainText('Write the reason')
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-suspend-dialog-${width}`)
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')
    })

    await test.step(`${width} px: credentials, and the document viewer`, async () => {
      await page.getByRole('tab', { name: /^Credentials \(\d+\)$/ }).click()
      const card = page.getByRole('article', { name: `CPR/AED certificate: ${trainerName}` })
      await expect(card).toContainText('SRC-204-7781')
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-credentials-${width}`)
      await card.getByRole('button', { name: 'View document' }).click()
      const viewer = page.getByRole('dialog', {
        name: `Document: CPR/AED certificate, ${trainerName}`,
      })
      const image = viewer.getByRole('img', { name: /^Document: CPR\/AED/ })
      await expect(image).toBeVisible()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480)
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-document-${width}`)
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')
    })

    await test.step(`${width} px: disputes, both answers side by side`, async () => {
      await page.getByRole('tab', { name: /^Disputes \(\d+\)$/ }).click()
      const dispute = page
        .getByRole('tabpanel')
        .getByRole('article')
        .filter({ hasText: `Client: ${clientName}` })
      await expect(dispute).toContainText(`Client: ${clientName}The session happened`)
      await expect(dispute).toContainText(`Trainer: ${trainerName} (answered first)`)
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-disputes-${width}`)
      await dispute.getByRole('button', { name: 'Settle' }).click()
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-settle-dialog-${width}`)
      await expectNoA11yViolations(page)
      await page.keyboard.press('Escape')
    })

    await test.step(`${width} px: members, found by email`, async () => {
      await page.getByRole('tab', { name: 'Members' }).click()
      await page.getByRole('searchbox', { name: 'Name or email' }).fill(trainerName)
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page.getByRole('article', { name: trainerName })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-members-${width}`)
      await expectNoA11yViolations(page)
    })

    await test.step(`${width} px: the log`, async () => {
      await page.getByRole('tab', { name: 'Log' }).click()
      await expect(page.getByRole('tabpanel', { name: 'Log' })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await shot(page, `ops-log-${width}`)
    })
    await page.context().close()
  }
})
