// A Playwright `test` with its own PocketBase and MailDev mailbox per worker (the shared e2e
// server sends no email), for journeys that read the mail a member gets; the members of that
// server and their signed-in pages.
import { test as base, type Browser, type Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import type { TypedPocketBase, UserRecord } from '../../src/lib/types'
import { startTestPocketBaseWithMail, distDir } from '../../scripts/lib/pocketbase'
import { TEST_PASSWORD, uniqueEmail } from './api'

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

export interface Member {
  pb: TypedPocketBase
  user: UserRecord
  email: string
}

/** A signed-in member of this file's server, with the profile the app asks for. */
export async function member(
  url: string,
  name: string,
  role: 'client' | 'trainer',
): Promise<Member> {
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  const email = uniqueEmail(role)
  await pb.collection('users').create({
    name,
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    acceptTerms: true,
  })
  const { record } = await pb.collection('users').authWithPassword(email, TEST_PASSWORD)
  const user =
    role === 'trainer'
      ? await pb.collection('users').update(record.id, {
          userType: 'trainer',
          trainer_profile: (
            await pb.collection('trainer_profiles').create({
              user: record.id,
              specializations: ['Boxing'],
              experienceLevel: '3-5 years',
              preferredLocation: 'Central',
              rate: 80,
              bio: 'Certified coach.',
              certifications: 'ACE CPT',
            })
          ).id,
        })
      : await pb.collection('users').update(record.id, {
          userType: 'client',
          profile: (
            await pb.collection('client_profiles').create({
              user: record.id,
              fitnessGoals: ['Weight Loss'],
              experienceLevel: 'Beginner',
              preferredLocation: 'Central',
              additionalInfo: '',
              budget: null,
              healthConsent: true,
            })
          ).id,
        })
  return { pb, user, email }
}

/** A page of its own browser context (Singapore time) on this file's server, signed in. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: Member,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
  })
  const auth = JSON.stringify({ token: account.pb.authStore.token, record: account.user })
  await context.addInitScript((value) => {
    window.localStorage.setItem('pocketbase_auth', value)
  }, auth)
  return context.newPage()
}
