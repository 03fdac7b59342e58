// A Playwright `test` with its own PocketBase and MailDev mailbox per worker (the shared e2e
// server sends no email), for journeys that read the mail a member gets; the members of that
// server and their signed-in pages.
import { test as base } from '@playwright/test'
import { startTestPocketBaseWithMail, distDir } from '../../scripts/lib/pocketbase'
import { makeClient, makeTrainer, type TestUser } from './api'

export type MailServer = Awaited<ReturnType<typeof startTestPocketBaseWithMail>>

/** The `test` of a worker server started with `env` (e.g. no hold on request emails). */
export function mailTest(env: Record<string, string> = {}) {
  return base.extend<object, { mailServer: MailServer }>({
    mailServer: [
      // Playwright reads a fixture's dependencies from this destructuring: it must stay an object.
      // eslint-disable-next-line no-empty-pattern
      async ({}, provide) => {
        const server = await startTestPocketBaseWithMail({ publicDir: distDir, env })
        await provide(server)
        await server.stop()
      },
      { scope: 'worker', timeout: 120_000 },
    ],
  })
}

export const test = mailTest()

export type Member = TestUser

/** A signed-in member of this file's server, with the profile the app asks for. */
export async function member(
  url: string,
  name: string,
  role: 'client' | 'trainer',
): Promise<Member> {
  return role === 'trainer'
    ? makeTrainer(name, { specializations: ['Boxing'] }, url)
    : makeClient(name, url)
}

/** A page of its own browser context (Singapore time) on this file's server, signed in. */
export { signedInPage } from './api'
