// Choosing a trainer with confidence: the trainer page, rating a past session, and
// "Recommended for you".
import { makeClient, makeTrainer, makeUser, signInContext } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { makePastSession, makeReview } from './trainer-support'

test('a visitor opens a trainer page from the finder and is sent to login to message', async ({
  page,
}) => {
  const tag = `Page${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach`, {
    specializations: ['Yoga', 'Pilates', 'Dance', 'Swimming', 'Cardio'],
    experienceLevel: '6-10 years',
    preferredLocation: 'East',
    rate: 85,
    bio: 'Mobility first, then strength.',
    certifications: 'RYT 500',
  })
  const client = await makeClient(`${tag} Reviewer`)
  await makeReview(client, await makePastSession(client, trainer), 4, 'Clear and patient.')

  await page.goto('/find-gym-buddy')
  await page.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
  const card = page.getByRole('article', { name: `${tag} Coach` })
  await expect(card.getByText('(1 review)')).toBeVisible()
  await card.getByRole('link', { name: `${tag} Coach`, exact: true }).click()

  await expect(page).toHaveURL(`/gym-buddy/${trainer.user.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `${tag} Coach` })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible()
  await expect(page.getByText('$85/session')).toBeVisible()
  await expect(page.getByText('6-10 years')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Specializations' }).getByRole('listitem'),
  ).toHaveText(['Yoga', 'Pilates', 'Dance', 'Swimming', 'Cardio'])
  await expect(page.getByText('Mobility first, then strength.')).toBeVisible()
  await expect(page.getByText('RYT 500')).toBeVisible()
  await expect(page.getByText('Clear and patient.')).toBeVisible()
  // Reviewers show as first name and initial.
  await expect(page.getByText(`${tag} R. ·`, { exact: false })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('link', { name: 'Message', exact: true }).click()
  await expect(page).toHaveURL('/login')
})

test('a client rates an ended session and the card’s rating changes', async ({ page, context }) => {
  const tag = `Rate${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach`)
  const client = await makeClient(`${tag} Client`)
  await makePastSession(client, trainer)
  await signInContext(context, client)

  await page.goto('/find-gym-buddy')
  await page.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
  const card = page.getByRole('article', { name: `${tag} Coach` })
  await expect(card.getByText('New', { exact: true })).toBeVisible()

  await page.goto('/user/bookings')
  await page.getByRole('button', { name: 'Rate your session' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rate your session' })
  await expect(dialog).toBeVisible()
  await expectNoA11yViolations(page)
  // The stars work from the keyboard: focus the first, then arrow to the fifth.
  await dialog.getByRole('radio', { name: '1 star' }).focus()
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await dialog.getByLabel('Your review (optional)').fill('Great first session.')
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()

  await page.goto('/find-gym-buddy')
  await page.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
  await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible()
  await expect(card.getByText('(1 review)')).toBeVisible()
})

test('a Weight Loss client sees a Cardio trainer recommended, saying why', async ({
  page,
  context,
}) => {
  const tag = `Reco${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Cardio Coach`, {
    specializations: ['Cardio', 'Yoga'],
    experienceLevel: '6-10 years',
    preferredLocation: 'Northwest',
  })
  const reviewer = await makeClient(`${tag} Reviewer`)
  await makeReview(reviewer, await makePastSession(reviewer, trainer), 5)
  const client = await makeUser(`${tag} Client`, 'client')
  const profile = await client.pb.collection('client_profiles').create({
    user: client.user.id,
    fitnessGoals: ['Weight Loss'],
    experienceLevel: 'Beginner',
    preferredLocation: 'Northwest',
    additionalInfo: '',
    budget: null,
    healthConsent: true,
  })
  client.user = await client.pb
    .collection('users')
    .update(client.user.id, { profile: profile.id, userType: 'client' })
  await signInContext(context, client)

  await page.goto('/find-gym-buddy')
  const recommended = page.getByRole('region', { name: 'Recommended for you' })
  const card = recommended.getByRole('article', { name: `${tag} Cardio Coach` })
  await expect(card).toBeVisible()
  await expect(
    card.getByText('For your Weight Loss goal: Cardio. Also trains in Northwest'),
  ).toBeVisible()
  await expectNoA11yViolations(page)

  // A filter narrows the list: the recommendations step aside.
  await page.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
  await expect(recommended).toBeHidden()
})
