// The members' new safety and credential screens at 1280, 375 and 320 px: Report and Block in the
// chat (header and each received message), on the trainer page and on booking rows; Blocked
// members and My reports on the account screen; the trainer's Credentials card; the finder's
// Verified coaches filter and badge. Nothing scrolls sideways, and axe passes.
// OPS_SHOTS_DIR=<dir> saves a screenshot of each.
import type { Page } from '@playwright/test'
import { sgtSlotToUtc, sgtToday } from '../src/lib/dates'
import { makeTrainer, signedInPage, superuserClient } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { seedDesk } from './support/ops-seed'

const SHOTS = process.env.OPS_SHOTS_DIR

async function expectFits(page: Page, name: string) {
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  await expect.poll(overflow, { message: `${name} scrolls sideways` }).toBeLessThanOrEqual(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('the members’ safety and credential screens fit 1280, 375 and 320 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const { trainer, client, operator, trainerName, clientName } = await seedDesk(browser)
  const root = await superuserClient()
  // The trainer's credential verified (the desk's own journey does this by hand).
  const [credential] = await operator.pb.collection('credentials').getFullList({
    filter: `trainer = "${trainer.user.id}"`,
  })
  await operator.pb
    .collection('credentials')
    .update(credential.id, { status: 'verified', note: 'Checked' })
  const datetime = sgtSlotToUtc(sgtToday(new Date(Date.now() + 5 * 86_400_000)), '18:00')
  await root.collection('bookings').create({
    booker: client.user.id,
    gymBuddy: trainer.user.id,
    datetime: datetime.toISOString(),
    status: 'confirmed',
  })
  const pest = await makeTrainer(`Percy ${trainerName.split(' ')[1]}`)
  await client.pb.collection('blocks').create({ blocker: client.user.id, blocked: pest.user.id })

  for (const width of [1280, 375, 320]) {
    const asClient = await signedInPage(browser, baseURL!, client, width)
    const asTrainer = await signedInPage(browser, baseURL!, trainer, width)

    await test.step(`${width} px: the chat, its header and a received message`, async () => {
      await asClient.goto(`/user/chat/${trainer.user.id}`)
      await expect(asClient.getByRole('button', { name: `Report ${trainerName}` })).toBeVisible()
      await expect(asClient.getByRole('button', { name: `Block ${trainerName}` })).toBeVisible()
      await expect(asClient.getByRole('button', { name: 'Report message' })).toBeVisible()
      await expectFits(asClient, `member-chat-${width}`)
      await expectNoA11yViolations(asClient)
      await asClient.getByRole('button', { name: 'Report message' }).click()
      await expect(asClient.getByRole('dialog', { name: 'Report this message' })).toBeVisible()
      await expectFits(asClient, `member-report-dialog-${width}`)
      await expectNoA11yViolations(asClient)
      await asClient.keyboard.press('Escape')
      await asClient.getByRole('button', { name: `Block ${trainerName}` }).click()
      await expect(asClient.getByRole('dialog', { name: `Block ${trainerName}?` })).toBeVisible()
      await expectFits(asClient, `member-block-dialog-${width}`)
      await asClient.keyboard.press('Escape')
    })

    await test.step(`${width} px: the trainer page, with the badge, Report and Block`, async () => {
      await asClient.goto(`/gym-buddy/${trainer.user.id}`)
      await expect(asClient.getByRole('list', { name: 'Verified credentials' })).toBeVisible()
      await expect(asClient.getByRole('button', { name: `Report ${trainerName}` })).toBeVisible()
      await expectFits(asClient, `member-trainer-page-${width}`)
      await expectNoA11yViolations(asClient)
    })

    await test.step(`${width} px: a booking row with Report and Block`, async () => {
      await asClient.goto('/user/bookings')
      await expect(
        asClient.getByRole('button', { name: `Block ${trainerName}` }).first(),
      ).toBeVisible()
      await expectFits(asClient, `member-bookings-${width}`)
      await expectNoA11yViolations(asClient)
      await asTrainer.goto('/user/schedule')
      await expect(
        asTrainer.getByRole('button', { name: `Block ${clientName}` }).first(),
      ).toBeVisible()
      await expectFits(asTrainer, `member-schedule-${width}`)
      await expectNoA11yViolations(asTrainer)
    })

    await test.step(`${width} px: the account screen: Blocked members and My reports`, async () => {
      await asClient.goto('/user/account')
      await expect(asClient.getByRole('button', { name: `Unblock ${pest.name}` })).toBeVisible()
      await expect(asClient.getByText('Waiting for our team')).toBeVisible()
      await expectFits(asClient, `member-account-${width}`)
      await expectNoA11yViolations(asClient)
    })

    await test.step(`${width} px: the trainer's Credentials card`, async () => {
      await asTrainer.goto('/user/gym-buddy-profile/edit')
      const card = asTrainer.locator('#credentials')
      await expect(card.getByRole('list', { name: 'Your credentials' })).toContainText('Verified')
      await card.getByRole('button', { name: 'Add a credential' }).click()
      await expectFits(asTrainer, `member-credentials-card-${width}`)
      await expectNoA11yViolations(asTrainer)
    })

    await test.step(`${width} px: the finder's Verified coaches filter and badge`, async () => {
      await asClient.goto('/find-gym-buddy?verified=1')
      await expect(asClient.getByRole('checkbox', { name: 'Verified coaches' })).toBeChecked()
      await expect(
        asClient.getByRole('article', { name: trainerName }).getByRole('list', {
          name: 'Verified credentials',
        }),
      ).toBeVisible()
      await expectFits(asClient, `member-finder-verified-${width}`)
      await expectNoA11yViolations(asClient)
    })
    await asClient.context().close()
    await asTrainer.context().close()
  }
})
