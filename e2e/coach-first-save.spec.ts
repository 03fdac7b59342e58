// A new coach is published only with answers they gave: every creation form of a coach's setup
// opens with nothing chosen, a first save with only a rate is refused (and nobody finds them as a
// "Central weights" coach), the first real save stays on the page and moves on to Venues, and the
// setup checklist names every step, each link landing on the card where that step is done.
import type { Locator, Page } from '@playwright/test'
import { apiClient, makeUser, signedInPage, uniqueEmail } from './support/api'
import { fillSignUp } from './public-helpers'
import { expect, test } from './support/fixtures'
import { shoot } from './support/screenshots'

/**
 * Every answer of a form: empty text, selects showing their placeholder, boxes unticked. A
 * combobox is a select (its placeholder) or a text box with suggestions (empty). The late-cancel
 * policy is a setting, not an answer: it opens on "No charge", what a coach who never sets it has.
 */
async function expectNothingChosen(form: Locator) {
  const typed = form.getByRole('textbox').or(form.getByRole('spinbutton'))
  for (const box of await typed.all()) await expect(box).toHaveValue('')
  const policy = form.getByRole('group', { name: 'Late cancels and no-shows' })
  if (await policy.count()) {
    await expect(policy.getByRole('combobox', { name: 'Policy' })).toHaveText('No charge')
  }
  for (const combobox of await form.getByRole('combobox').all()) {
    const setting = await combobox.evaluate(
      (element) =>
        element.closest('fieldset')?.querySelector('legend')?.textContent ===
        'Late cancels and no-shows',
    )
    if (setting) continue
    const typedIn = await combobox.evaluate((element) => element instanceof HTMLInputElement)
    if (typedIn) await expect(combobox).toHaveValue('')
    else await expect(combobox).toHaveText('Select...')
  }
  for (const tick of await form.getByRole('checkbox').all()) await expect(tick).not.toBeChecked()
  for (const radio of await form.getByRole('radio').all()) await expect(radio).not.toBeChecked()
}

async function finderIds(search: string): Promise<string[]> {
  const answer = await apiClient().send<{ items: { id: string }[] }>('/api/gymbuddy/finder', {
    query: { search },
  })
  return answer.items.map((row) => row.id)
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Finish setting up' })

/** Each step of a coach's setup, and the card its link must land on. */
const STEPS: { label: RegExp; path: string; lands: (page: Page) => Locator }[] = [
  {
    label: /Complete your Gym Buddy Profile/,
    path: '/user/gym-buddy-profile/edit#trainer-profile',
    lands: (page) => page.getByRole('region', { name: 'Trainer profile' }),
  },
  {
    label: /Add your venues/,
    path: '/user/gym-buddy-profile/edit#venues',
    lands: (page) => page.getByRole('region', { name: 'Venues and WhatsApp' }),
  },
  {
    label: /Set your working hours and notice/,
    path: '/user/gym-buddy-profile/hours#working-hours',
    lands: (page) => page.getByRole('heading', { level: 2, name: 'Working Hours' }),
  },
  {
    label: /Add a profile photo/,
    path: '/user/account#account-photo-title',
    lands: (page) => page.getByRole('heading', { name: 'Profile photo' }),
  },
  {
    label: /Add your PayNow details/,
    path: '/user/payments#paynow-heading',
    lands: (page) => page.getByRole('heading', { name: 'PayNow details' }),
  },
  {
    label: /Offer a package/,
    path: '/user/payments#packages-heading',
    lands: (page) => page.getByRole('heading', { name: 'Packages', exact: true }),
  },
  {
    label: /Add a credential/,
    path: '/user/gym-buddy-profile/edit#credentials',
    lands: (page) => page.locator('#credentials'),
  },
]

test('a new coach chooses every answer themselves, and the checklist opens each step where it is done', async ({
  page,
}) => {
  test.slow()
  const tag = `Firstsave${Date.now().toString(36)}`
  const name = `${tag} Lim`
  let coachId = ''

  await test.step('registers as a coach: the trainer form has no answer chosen', async () => {
    await page.goto('/register')
    await fillSignUp(page, { name, email: uniqueEmail('firstsave'), coach: true })
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page).toHaveURL(/\/user\/gym-buddy-profile\/edit$/)
    const form = page.locator('form').filter({ has: page.getByLabel('Specializations') })
    await expect(form.getByLabel('Specializations')).toBeVisible()
    await expectNothingChosen(form)
    await expect(form.getByLabel('Specializations')).toHaveAttribute('placeholder', /^e\.g\./)
    coachId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record?: { id: string } })
          .record?.id ?? '',
    )
    expect(coachId).not.toBe('')
    await shoot(page, 'coach-form-new')
  })

  await test.step('a save with only a rate is refused, and nobody finds a Central weights coach', async () => {
    await page.getByLabel('Hourly Rate (SGD)').fill('70')
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await expect(page.getByText('Specializations are required.')).toBeVisible()
    await expect(page.getByText('Experience level is required.')).toBeVisible()
    await expect(page.getByText('Preferred location is required.')).toBeVisible()
    await expect(page).toHaveURL(/\/user\/gym-buddy-profile\/edit$/)
    expect(await finderIds(tag)).toEqual([])
    expect(await finderIds('Central weights')).not.toContain(coachId)
    await shoot(page, 'coach-form-refused')
  })

  await test.step('the checklist lists every step of a coach setup, none done', async () => {
    await page.goto('/user')
    const links = checklist(page).getByRole('link')
    await expect(links).toHaveCount(STEPS.length)
    for (const step of STEPS) {
      await expect(checklist(page).getByRole('link', { name: step.label })).toContainText('(to do)')
    }
    await expect(checklist(page)).toContainText('0 of 5 done')
    await shoot(page, 'coach-checklist')
  })

  for (const step of STEPS) {
    await test.step(`"${step.label.source}" lands on its card`, async () => {
      await page.goto('/user')
      await checklist(page).getByRole('link', { name: step.label }).click()
      const [path, hash] = step.path.split('#')
      await expect(page).toHaveURL(new RegExp(`${path}#${hash}$`))
      const target = step.lands(page)
      await expect(target).toBeFocused()
      await expect(target).toBeInViewport()
    })
  }

  await test.step('the first save with chosen answers stays on the page and moves on to Venues', async () => {
    await page.goto('/user/gym-buddy-profile/edit')
    await page.getByLabel('Specializations').fill('Boxing')
    await page.getByRole('combobox', { name: 'Experience Level' }).click()
    await page.getByRole('option', { name: '6-10 years' }).click()
    await page.getByRole('combobox', { name: 'Preferred Location' }).click()
    await page.getByRole('option', { name: 'East', exact: true }).click()
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await expect(page.getByText('Profile saved successfully!')).toBeVisible()
    const venues = page.getByRole('region', { name: 'Venues and WhatsApp' })
    await expect(venues).toBeFocused()
    await expect(page).toHaveURL(/\/user\/gym-buddy-profile\/edit$/)
    await expect(venues.getByRole('button', { name: 'Add a venue' })).toBeVisible()
    await expect(venues.getByLabel('WhatsApp number (optional)')).toBeVisible()
    expect(await finderIds(tag)).toEqual([coachId])
    await shoot(page, 'coach-first-saved')
  })

  await test.step('a new venue, credential and package choose nothing either', async () => {
    const venues = page.getByRole('region', { name: 'Venues and WhatsApp' })
    await venues.getByRole('button', { name: 'Add a venue' }).click()
    await expectNothingChosen(venues.getByRole('list', { name: 'Venues' }))
    await page.getByRole('button', { name: 'Add a credential' }).click()
    await expectNothingChosen(page.locator('#credentials form'))
    await shoot(page, 'coach-new-venue-and-credential')
    await page.goto('/user/payments')
    const packages = page.getByRole('region', { name: 'Packages', exact: true })
    await expectNothingChosen(packages.locator('form'))
  })
})

test('a new client’s fitness profile form has no answer chosen either', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL ?? '', await makeUser('Fresh Client'))
  await page.goto('/user/profile/create')
  const form = page.locator('form').filter({ has: page.getByLabel('Fitness Goals') })
  await expect(form.getByLabel('Fitness Goals')).toBeVisible()
  await expectNothingChosen(form)
  await page.context().close()
})
