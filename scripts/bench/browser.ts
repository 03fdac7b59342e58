// Debian Chromium driven by Playwright, with the project's required flags (playwright.config.ts).
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test'
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
