// Credential → verified coach: a trainer adds a CPR/AED certificate with its card on their
// profile; an operator checks the document on the desk and verifies it; a visitor filters the
// finder for "Verified coaches" and sees the trainer with the badge naming what was checked.
import { expect, test } from './support/fixtures'
import { makeTrainer, signedInPage } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { makeOperator } from './support/ops'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

test('a trainer adds a CPR/AED certificate → an operator verifies it → visitors filter for verified coaches and see the badge', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  const tag = `Cred${Date.now().toString(36)}`
  const coachAccount = await makeTrainer(`${tag} Coach`)
  await makeTrainer(`${tag} Helper`)
  const operator = await makeOperator('Olivia Ops')
  // The 15th of a month about 16 months ahead: the badge names that month.
  const now = new Date()
  const expiry = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 16, 15))
  const expiryDay = expiry.toISOString().slice(0, 10)
  const badge = `CPR/AED valid until ${MONTHS[expiry.getUTCMonth()]} ${expiry.getUTCFullYear()}`

  const coach = await signedInPage(browser, baseURL!, coachAccount)
  const desk = await signedInPage(browser, baseURL!, operator)
  const visitor = await (
    await browser.newContext({ baseURL, timezoneId: 'Asia/Singapore' })
  ).newPage()

  await test.step('the trainer adds the certificate with a photo of the card', async () => {
    const card = await (async () => {
      const page = await browser.newPage({ viewport: { width: 480, height: 300 } })
      await page.setContent(
        `<div style="font:20px sans-serif;padding:24px;border:4px solid #c00;height:240px">
          <b>Singapore Red Cross</b><p>Heartsaver CPR + AED</p><p>${tag} Coach · SRC-88-1204</p></div>`,
      )
      const png = await page.screenshot()
      await page.close()
      return png
    })()
    await coach.goto('/user/gym-buddy-profile/edit')
    const credentials = coach.locator('#credentials')
    await credentials.getByRole('button', { name: 'Add a credential' }).click()
    await credentials.getByRole('combobox', { name: 'Kind' }).click()
    await coach.getByRole('option', { name: 'CPR/AED certificate' }).click()
    await credentials.getByLabel('Registration or certificate number').fill('SRC-88-1204')
    await credentials.getByLabel('Issued by').fill('Singapore Red Cross')
    await credentials.getByLabel('Valid until').fill(expiryDay)
    await credentials
      .getByLabel('Document (PDF or photo, up to 5 MB)')
      .setInputFiles({ name: 'cpr-card.png', mimeType: 'image/png', buffer: card })
    await credentials.getByRole('button', { name: 'Add credential' }).click()
    const row = credentials.getByRole('list', { name: 'Your credentials' }).getByRole('listitem')
    await expect(row).toContainText('CPR/AED certificate')
    await expect(row).toContainText('Waiting for a check')
  })

  await test.step('the operator checks the card and verifies it, with a note', async () => {
    await desk.goto('/ops?tab=credentials')
    const item = desk.getByRole('article', { name: `CPR/AED certificate: ${tag} Coach` })
    await expect(item).toContainText('SRC-88-1204')
    await item.getByRole('button', { name: 'View document' }).click()
    const viewer = desk.getByRole('dialog', { name: /^Document: CPR\/AED certificate/ })
    const image = viewer.getByRole('img')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)
    await desk.keyboard.press('Escape')
    await item.getByRole('button', { name: 'Verify' }).click()
    const dialog = desk.getByRole('dialog', { name: /^Verify: CPR\/AED certificate/ })
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Matches the Red Cross card.')
    await dialog.getByRole('button', { name: 'Verify' }).click()
    await expect(item).toHaveCount(0)
  })

  await test.step('the trainer sees it verified', async () => {
    await coach.reload()
    const row = coach.getByRole('list', { name: 'Your credentials' }).getByRole('listitem')
    await expect(row).toContainText('Verified')
  })

  await test.step('a visitor filters "Verified coaches" and sees the badge', async () => {
    await visitor.goto('/find-gym-buddy')
    await visitor.getByPlaceholder('Search by name, email, or specialization...').fill(tag)
    await expect(visitor.getByText('2 gym buddies found')).toBeVisible()
    await visitor.getByRole('checkbox', { name: 'Verified coaches' }).check()
    await expect(visitor).toHaveURL(/[?&]verified=1/)
    await expect(visitor.getByText('1 gym buddy found')).toBeVisible()
    const card = visitor.getByRole('article', { name: `${tag} Coach` })
    await expect(
      card.getByRole('list', { name: 'Verified credentials' }).getByRole('listitem'),
    ).toHaveText([badge])
    await expect(visitor.getByRole('article', { name: `${tag} Helper` })).toHaveCount(0)
    await expectNoA11yViolations(visitor)
  })

  await test.step('the trainer page names the check too', async () => {
    await visitor.goto(`/gym-buddy/${coachAccount.user.id}`)
    await expect(
      visitor.getByRole('list', { name: 'Verified credentials' }).getByRole('listitem'),
    ).toHaveText([badge])
  })
})
