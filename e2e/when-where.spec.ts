// When and where, before sign-up: a visitor finds who is free on Tuesday evening, opens the
// trainer, picks one of the listed free hours, signs up and lands on Book Session with that hour
// picked and the trainer's venues to choose from.
import type { Page } from '@playwright/test'
import { makeTrainer, uniqueEmail } from './support/api'
import { fillSignUp } from './public-helpers'
import { expect, test } from './support/fixtures'

const VENUES = [
  { name: 'ActiveSG Gym Bishan', area: 'Central', kind: 'gym' },
  { name: 'Bishan-AMK Park', area: 'Central', kind: 'park' },
]

/** The next Tuesday at least two days away, as the finder's day filter names it ("Tue 1 Dec"). */
function nextTuesdayLabel(): string {
  const sgt = new Date(Date.now() + 8 * 3_600_000)
  let days = (2 - sgt.getUTCDay() + 7) % 7
  if (days < 2) days += 7
  const day = new Date(sgt.getTime() + days * 86_400_000)
  const month = day.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  return `Tue ${day.getUTCDate()} ${month}`
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a visitor finds a trainer free on Tuesday evening and books that hour after signing up', async ({
  page,
}) => {
  test.slow()
  const name = `Vera Venue ${Date.now().toString(36)}`
  const trainer = await makeTrainer(name)
  // Tuesday evenings only: every free hour the page lists is one.
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
    weeklyHours: { tue: [17, 18, 19, 20, 21] },
    venues: VENUES,
    minNoticeHours: 12,
  })

  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(name)
  await choose(page, 'Free on', nextTuesdayLabel())
  await choose(page, 'Part of day', 'Evening 17–21')
  await expect(page).toHaveURL(/freeDay=/)
  const card = page.getByRole('article', { name })
  // The card and the trainer page keep to the Tuesday asked about.
  await expect(card).toContainText(new RegExp(`Free ${nextTuesdayLabel()}: \\d+ pm`))
  await card.getByRole('link', { name }).first().click()

  const onTuesday = `Free on ${nextTuesdayLabel()}`
  await expect(page.getByRole('heading', { name: onTuesday })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Venues' })).toContainText(VENUES[0].name)
  const hour = page.getByRole('list', { name: onTuesday }).getByRole('link').first()
  await expect(hour).toHaveText(/^\d+ pm$/)
  const picked = (await hour.textContent()) ?? ''
  await hour.click()

  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Sign up' }).click()
  await fillSignUp(page, { name: 'Nina Newcomer', email: uniqueEmail('when-where') })
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/user\/profile\/create$/)
  await page.getByLabel('Fitness Goals').fill('Strength Training')
  await choose(page, 'Experience Level', 'Beginner')
  await choose(page, 'Preferred Location', 'Central')
  await page.getByRole('checkbox', { name: /keeps my fitness profile/ }).check()
  await page.getByRole('button', { name: 'Save Profile' }).click()

  await expect(page).toHaveURL(new RegExp(`/book-session/${trainer.user.id}\\?at=`))
  const hourOnly = picked.replace(/^.*, /, '').replace(' pm', '')
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveText(
    `${Number(hourOnly) + 12}:00`,
  )
  await expect(page.getByRole('combobox', { name: 'Where?' })).toHaveText('Choose a venue')
  await choose(page, 'Where?', `${VENUES[1].name} · Park, Central`)
  const summary = page.getByRole('region', { name: 'Booking Summary' })
  await expect(summary).toContainText(VENUES[1].name)
})
