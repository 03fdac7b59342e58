import { makeClient, makeTrainer, signInContext } from './support/api'
import { test } from './support/fixtures'
import { makePastSession, makeReview } from './trainer-support'

test('screenshots', async ({ page, context }) => {
  const tag = `Shot${Date.now().toString(36)}`
  const trainer = await makeTrainer(`${tag} Coach`, {
    specializations: ['Cardio', 'Running', 'Yoga', 'Pilates'],
    experienceLevel: '6-10 years',
    preferredLocation: 'Central',
    rate: 85,
    bio: 'Mobility first, then strength. I coach office workers around Raffles Place.',
    certifications: 'RYT 500; ACE CPT',
  })
  for (const [rating, text] of [[5, 'Clear and patient.'], [4, ''], [5, 'Great sessions, always on time and well prepared.']] as const) {
    const client = await makeClient(`${tag} Reviewer`)
    await makeReview(client, await makePastSession(client, trainer, Math.floor(Math.random() * 20) + 2), rating, text)
  }
  const me = await makeClient(`${tag} Me`)
  await signInContext(context, me)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/gym-buddy/${trainer.user.id}`)
    await page.getByText('Clear and patient.').waitFor()
    await page.screenshot({ path: `/tmp/trainers-shots/trainer-${width}.png`, fullPage: true })
    await page.goto('/find-gym-buddy')
    await page.getByRole('heading', { name: 'Recommended for you' }).waitFor()
    await page.screenshot({ path: `/tmp/trainers-shots/finder-${width}.png`, fullPage: false })
  }
})
