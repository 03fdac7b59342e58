import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits for the page to be at rest: axe reads colours as painted, so text caught mid-fade fails
 * contrast it does not have at rest. Toasts go first (one leaving during the scan measured 1.11:1, one arriving 2.35:1),
 * then the finite animations and transitions that are running (endless ones, a spinner, are not
 * waited for).
 */
async function settle(page: Page): Promise<void> {
  // No toast now and none a moment later: a toast for the step just taken may still be on its way.
  const toasts = page.locator('[data-sonner-toast]')
  await expect(async () => {
    await expect(toasts).toHaveCount(0, { timeout: 0 })
    // Absence: only a quiet moment shows that no toast is still on its way.
    await page.waitForTimeout(300)
    await expect(toasts).toHaveCount(0, { timeout: 0 })
  }).toPass({ timeout: 20_000 })
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    // A bound, not a pause: an animation that never finishes (paused, say) must not hang the scan.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
}

/** Fails on any axe-core violation, whatever its impact, naming each rule, target and reason. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await settle(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join(', ')}`,
  )
  expect(summary, 'accessibility violations').toEqual([])
}
