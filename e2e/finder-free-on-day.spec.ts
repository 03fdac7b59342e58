// "Free on" keeps to the day asked about: a client asks who is free on a Wednesday; the card shows
// that Wednesday's free hours (not the trainer's next free hour on another day), its name opens
// the trainer page on that Wednesday's hours, and its Book Session opens the date picker on it.
import type { Page } from '@playwright/test'
import { makeClient, makeTrainer, signedInPage } from './support/api'
import { expect, test } from './support/fixtures'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The next Wednesday at least three days away (other free days come first), in Singapore. */
function nextWednesday(): { ymd: string; label: string; month: string; date: number } {
  const sgt = new Date(Date.now() + 8 * 3_600_000)
  let days = (3 - sgt.getUTCDay() + 7) % 7
  if (days < 3) days += 7
  const day = new Date(sgt.getTime() + days * 86_400_000)
  const month = MONTHS[day.getUTCMonth()]
  return {
    ymd: day.toISOString().slice(0, 10),
    label: `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${month}`,
    month,
    date: day.getUTCDate(),
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('Free on a Wednesday shows, opens and books that Wednesday', async ({ browser, baseURL }) => {
  test.slow()
  const name = `Wanda Wednesday ${Date.now().toString(36)}`
  const trainer = await makeTrainer(name)
  // Free every morning at 9; on Wednesdays at 10 am, 2 pm and 6 pm instead.
  const mornings = Object.fromEntries(
    ['sun', 'mon', 'tue', 'thu', 'fri', 'sat'].map((day) => [day, [9]]),
  )
  await trainer.pb.collection('trainer_profiles').update(trainer.profile.id, {
    weeklyHours: { ...mornings, wed: [10, 14, 18] },
  })
  const wednesday = nextWednesday()
  const client = await makeClient('Carla Client')
  const page = await signedInPage(browser, baseURL ?? '', client)

  await page.goto('/find-gym-buddy')
  await page.getByLabel('Search').fill(name)
  await choose(page, 'Free on', wednesday.label)
  await expect(page).toHaveURL(new RegExp(`freeDay=${wednesday.ymd}`))
  const card = page.getByRole('article', { name })
  await expect(card).toContainText(`Free ${wednesday.label}: 10 am, 2 pm, 6 pm`)
  await expect(card).not.toContainText('Next free')

  await card.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/gym-buddy/${trainer.user.id}\\?day=${wednesday.ymd}$`))
  const hours = page.getByRole('list', { name: `Free on ${wednesday.label}` })
  await expect(hours.getByRole('link')).toHaveText(['10 am', '2 pm', '6 pm'])

  await page.goBack()
  await page.getByRole('article', { name }).getByRole('link', { name: 'Book Session' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/book-session/${trainer.user.id}\\?day=${wednesday.ymd}$`),
  )
  await expect(
    page.getByRole('button', {
      name: new RegExp(`Choose a date, Wednesday, ${wednesday.date} ${wednesday.month}`),
    }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Time' }).click()
  await expect(page.getByRole('option', { name: '10:00', exact: true })).toBeEnabled()
})
