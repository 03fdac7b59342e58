// Helpers for the public-side journeys (e2e/public-*.spec.ts).
import type { Page } from '@playwright/test'
import { TEST_PASSWORD, type TestUser } from './support/api'

/** Starts the browser signed in as `account` (the SDK's own localStorage session format). */
export async function signInAs(page: Page, account: TestUser): Promise<void> {
  await page.goto('/')
  await page.evaluate(
    ([token, record]) => localStorage.setItem('pocketbase_auth', JSON.stringify({ token, record })),
    [account.pb.authStore.token, account.pb.authStore.record] as const,
  )
}

export interface SgtDay {
  /** "YYYY-MM-DD", as the date picker's data-day attribute has it. */
  iso: string
  year: number
  month: number
  day: number
}

/** Singapore's calendar day `days` after today (Singapore is UTC+8 all year). */
export function sgtDayFromToday(days: number): SgtDay {
  const shifted = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000)
  const year = shifted.getUTCFullYear()
  const month = shifted.getUTCMonth() + 1
  const day = shifted.getUTCDate()
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return { iso, year, month, day }
}

/** The UTC instant PocketBase stores for a Singapore slot, in its "YYYY-MM-DD HH:MM:SS.sssZ" form. */
export function storedSgtSlot(day: SgtDay, hour: number): string {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour - 8))
    .toISOString()
    .replace('T', ' ')
}

/** Opens the date popover, moves to the day's month if needed, and picks the day. */
export async function pickBookingDate(page: Page, day: SgtDay): Promise<void> {
  await page.getByRole('button', { name: /Choose a date/ }).click()
  const cell = page.locator(`td[data-day="${day.iso}"] button`)
  if ((await cell.count()) === 0) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await cell.click()
}

export async function pickBookingTime(page: Page, slot: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Time' }).click()
  await page.getByRole('option', { name: slot, exact: true }).click()
}

/** Sends the request on Book Session and closes the "Booking Requested" dialog (to My Bookings). */
export async function sendBookingRequest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Request Booking' }).click()
  await page
    .getByRole('dialog', { name: 'Booking Requested' })
    .getByRole('button', { name: 'Done' })
    .click()
}

/** Fills the sign-up form (password TEST_PASSWORD, terms ticked), as a coach when asked. */
export async function fillSignUp(
  page: Page,
  { name, email, coach = false }: { name: string; email: string; coach?: boolean },
): Promise<void> {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByLabel('Confirm Password', { exact: true }).fill(TEST_PASSWORD)
  if (coach) await page.getByRole('radio', { name: /I want to coach/ }).check()
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
}
