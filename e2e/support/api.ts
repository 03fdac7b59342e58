// Test data for e2e journeys, made through the real API (never the demo seed).
import type { Browser, BrowserContext, Page } from '@playwright/test'
import PocketBase from 'pocketbase'
import { sgtSlotToUtc, sgtToday } from '../../src/lib/dates'
import type {
  BookingRecord,
  TrainerProfileRecord,
  TypedPocketBase,
  UserRecord,
} from '../../src/lib/types'

export const TEST_PASSWORD = 'Password123'

let counter = 0
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.test`
}

/** A client of the shared e2e server, or of `url` (a journey's own server). */
export function apiClient(url = process.env.E2E_BASE_URL): TypedPocketBase {
  if (!url) throw new Error('E2E_BASE_URL is not set: global-setup did not run.')
  const pb = new PocketBase(url) as TypedPocketBase
  pb.autoCancellation(false)
  return pb
}

/** A client signed in as the test server's superuser (writes the past, reads everything). */
export async function superuserClient(): Promise<TypedPocketBase> {
  const pb = apiClient()
  const email = process.env.E2E_SUPERUSER_EMAIL
  const password = process.env.E2E_SUPERUSER_PASSWORD
  if (!email || !password) throw new Error('E2E_SUPERUSER_* is not set: global-setup did not run.')
  await pb.collection('_superusers').authWithPassword(email, password)
  return pb
}

export interface TestUser {
  pb: TypedPocketBase
  user: UserRecord
  email: string
  password: string
  name: string
}

/** A registered, signed-in account with no profile yet (on `url`: the shared server by default). */
export async function makeUser(
  name = 'Test User',
  prefix = 'user',
  url?: string,
): Promise<TestUser> {
  const pb = apiClient(url)
  const email = uniqueEmail(prefix)
  await pb.collection('users').create({
    name,
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    acceptTerms: true,
  })
  const auth = await pb.collection('users').authWithPassword(email, TEST_PASSWORD)
  return { pb, user: auth.record, email, password: TEST_PASSWORD, name }
}

/** A trainer with a trainer profile, as the trainer form would leave it. */
export async function makeTrainer(
  name = 'Test Trainer',
  profile: Partial<
    Pick<
      TrainerProfileRecord,
      | 'specializations'
      | 'experienceLevel'
      | 'preferredLocation'
      | 'rate'
      | 'bio'
      | 'certifications'
      | 'showEmail'
    >
  > = {},
  url?: string,
): Promise<TestUser & { profile: TrainerProfileRecord }> {
  const account = await makeUser(name, 'trainer', url)
  const created = await account.pb.collection('trainer_profiles').create({
    user: account.user.id,
    specializations: ['Weights', 'Boxing'],
    experienceLevel: '3-5 years',
    preferredLocation: 'Central',
    rate: 80,
    bio: 'Certified coach.',
    certifications: 'ACE CPT',
    ...profile,
  })
  const user = await account.pb
    .collection('users')
    .update(account.user.id, { trainer_profile: created.id, userType: 'trainer' })
  return { ...account, user, profile: created }
}

/** A client with a client profile. */
export async function makeClient(name = 'Test Client', url?: string): Promise<TestUser> {
  const account = await makeUser(name, 'client', url)
  const profile = await account.pb.collection('client_profiles').create({
    user: account.user.id,
    fitnessGoals: ['Weight Loss'],
    experienceLevel: 'Beginner',
    preferredLocation: 'Central',
    additionalInfo: '',
    budget: null,
    healthConsent: true,
  })
  const user = await account.pb
    .collection('users')
    .update(account.user.id, { profile: profile.id, userType: 'client' })
  return { ...account, user }
}

/** `from` opens a chat with `to` and writes its first message; answers the chat. */
export async function startChat(from: TestUser, to: TestUser, text: string) {
  const chat = await from.pb.collection('chats').create({ user1: from.user.id, user2: to.user.id })
  await from.pb.collection('messages').create({ chat: chat.id, sender: from.user.id, text })
  return chat
}

/**
 * Signs a browser context in as the account, as the SDK would after a login: it reads
 * localStorage "pocketbase_auth". Written only when empty, so a reload keeps a newer session.
 */
export async function signInContext(context: BrowserContext, account: TestUser): Promise<void> {
  const auth = JSON.stringify({ token: account.pb.authStore.token, record: account.user })
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('pocketbase_auth')) {
      window.localStorage.setItem('pocketbase_auth', value)
    }
  }, auth)
}

/** A page of its own browser context (Singapore time), signed in as the account. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  account: TestUser,
  /** A window this wide (800 px high); the project's viewport without it. */
  width?: number,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
    ...(width !== undefined && { viewport: { width, height: 800 } }),
  })
  await signInContext(context, account)
  return context.newPage()
}

/** A requested booking with the trainer, made by the client through the API (SGT whole hour). */
export async function makeBooking(
  client: TestUser,
  trainer: TestUser,
  { daysAhead = 2, slot = '10:00' }: { daysAhead?: number; slot?: string } = {},
): Promise<BookingRecord> {
  const day = sgtToday(new Date(Date.now() + daysAhead * 86_400_000))
  const datetime = sgtSlotToUtc(day, slot).toISOString()
  try {
    return await client.pb.collection('bookings').create({
      gymBuddy: trainer.user.id,
      booker: client.user.id,
      datetime,
      status: 'requested',
    })
  } catch (error) {
    // A refused setup says which rule refused it (the SDK's message alone does not).
    const answer = (error as { response?: unknown }).response
    throw new Error(`makeBooking ${datetime} refused: ${JSON.stringify(answer)}`, { cause: error })
  }
}

/** The trainer's PayNow details and a package on offer, as the Payments screen saves them. */
export async function offerPackage(
  trainer: TestUser,
  { name = 'Ten sessions', sessions = 10, price = 600, validDays = 90 } = {},
) {
  await trainer.pb.send('/api/gymbuddy/paynow', {
    method: 'POST',
    body: { paynowId: '91234567', paynowName: trainer.name },
  })
  return trainer.pb
    .collection('packages')
    .create({ trainer: trainer.user.id, name, sessions, price, validDays, active: true })
}

/** The client bought the package and the trainer confirmed the payment: the active purchase. */
export async function activePackagePurchase(client: TestUser, trainer: TestUser, pkg: string) {
  const purchase = await client.pb
    .collection('package_purchases')
    .create({ package: pkg, client: client.user.id })
  return trainer.pb.collection('package_purchases').update(purchase.id, { status: 'active' })
}
