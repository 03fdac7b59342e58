import { test as base, expect } from '@playwright/test'

/** Every test runs against the server global-setup started (its URL is only known then). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this destructuring: it must stay an object.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL
    if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run.')
    await provide(url)
  },
})

export { expect }
