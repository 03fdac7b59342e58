// A Playwright `test` with its own PocketBase and MailDev mailbox per worker (the shared e2e
// server sends no email), for journeys that read the mail a member gets.
import { test as base } from '@playwright/test'
import { startTestPocketBaseWithMail, distDir } from '../../scripts/lib/pocketbase'

type MailServer = Awaited<ReturnType<typeof startTestPocketBaseWithMail>>

export const test = base.extend<object, { mailServer: MailServer }>({
  mailServer: [
    // Playwright reads a fixture's dependencies from this destructuring: it must stay an object.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startTestPocketBaseWithMail({ publicDir: distDir })
      await provide(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})
