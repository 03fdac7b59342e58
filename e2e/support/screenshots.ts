// Screenshots for a person to look at (the journeys do not compare them): taken only where
// SCREENSHOTS_DIR is set.
import type { Page } from '@playwright/test'

/** Where SCREENSHOTS_DIR is set, screenshots of the page at 1280, 375 and 320 px wide. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR
  if (!dir) return
  const size = page.viewportSize() ?? { width: 1280, height: 720 }
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 900 })
    // Two frames: the page has laid out and painted at the new width.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}
