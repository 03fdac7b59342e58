// Debian Chromium driven by Playwright, with the project's required flags (playwright.config.ts).
import { chromium, devices, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../playwright.config'

export interface SignedInUser {
  token: string
  record: Record<string, unknown>
}

/** Launches Chromium; it closes itself when `signal` aborts (a section ran out of time). */
export async function launchBrowser(
  signal: AbortSignal,
  extraArgs: string[] = [],
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...extraArgs],
    headless: true,
  })
  const close = () => void browser.close().catch(() => undefined)
  signal.addEventListener('abort', close, { once: true })
  browser.once('disconnected', () => signal.removeEventListener('abort', close))
  return browser
}

/** A fresh context like the e2e tests use; signed in by seeding the SDK's localStorage slot. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  user?: SignedInUser,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL,
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
  })
  // tsx compiles the bench with keepNames, so functions handed to the page may call `__name`.
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn' })
  if (user) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      'pocketbase_auth',
      JSON.stringify({ token: user.token, record: user.record }),
    ] as const)
  }
  return context
}

/** The page's /api/ requests as "N API requests, first start-last end ms" (resource timing). */
export async function apiTimeline(page: Page): Promise<string> {
  const spans = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/api/collections/'))
      .map((e) => [e.startTime, e.responseEnd]),
  )
  if (spans.length === 0) return 'no API requests'
  const start = Math.min(...spans.map((s) => s[0]))
  const end = Math.max(...spans.map((s) => s[1]))
  return `${spans.length} API requests, ${Math.round(start)}-${Math.round(end)} ms`
}

/** Keeps the first few console errors of a page, to explain a figure that could not be taken. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && errors.length < 3) errors.push(message.text().slice(0, 120))
  })
  page.on('pageerror', (error) => {
    if (errors.length < 3) errors.push(error.message.slice(0, 120))
  })
  return errors
}
