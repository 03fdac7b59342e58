// Report → suspend: a client reports a harassing message from the chat; an operator reads it on
// the desk with its evidence and suspends the sender; the client's upcoming session with them
// leaves the upcoming list, shown cancelled "Account suspended", with a notice in the bell.
import { sgtSlotToUtc, sgtToday } from '../src/lib/dates'
import { makeClient, makeTrainer, signedInPage, superuserClient, startChat } from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { bookingRow } from './support/booking-rows'
import { expect, test } from './support/fixtures'
import { makeOperator, verifyEmail } from './support/ops'

const HARASSMENT = 'Answer me now or I will come to your gym and find you.'

test('a client reports a harassing message → an operator suspends the sender → the session is cancelled with a notice', async ({
  browser,
  baseURL,
}) => {
  test.slow()
  // Names unique to this run: other journeys share the desk.
  const tag = Math.random().toString(36).slice(2, 7)
  const senderName = `Harold ${tag}`
  const clientName = `Rita ${tag}`
  const sender = await makeTrainer(senderName)
  const clientAccount = await makeClient(clientName)
  await verifyEmail(clientAccount)
  const operator = await makeOperator('Olivia Ops')
  const root = await superuserClient()
  const datetime = sgtSlotToUtc(sgtToday(new Date(Date.now() + 4 * 86_400_000)), '10:00')
  await root.collection('bookings').create({
    booker: clientAccount.user.id,
    gymBuddy: sender.user.id,
    datetime: datetime.toISOString(),
    status: 'confirmed',
  })
  const chat = await startChat(clientAccount, sender, 'Can we move Friday?')
  await sender.pb
    .collection('messages')
    .create({ chat: chat.id, sender: sender.user.id, text: HARASSMENT })

  const client = await signedInPage(browser, baseURL!, clientAccount)
  const desk = await signedInPage(browser, baseURL!, operator)

  await test.step('the client sees the session coming up', async () => {
    await client.goto('/user/bookings')
    await expect(bookingRow(client, 'Upcoming', senderName)).toBeVisible()
  })

  await test.step('the client reports the message from the chat', async () => {
    await client.goto(`/user/chat/${sender.user.id}`)
    const message = client
      .getByRole('log', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: HARASSMENT })
    await message.getByRole('button', { name: 'Report message' }).click()
    const dialog = client.getByRole('dialog', { name: 'Report this message' })
    await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check()
    await dialog.getByRole('textbox').fill('He threatens to come to my gym.')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog).toBeHidden()
    await expect(client.getByText('Report sent.', { exact: false })).toBeVisible()
  })

  await test.step('the operator reads it on the desk, with the chat as evidence', async () => {
    await desk.goto('/ops')
    await expect(desk.getByRole('heading', { name: 'Operator desk' })).toBeVisible()
    await expect(desk.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const report = desk.getByRole('article', { name: `Harassment: ${senderName}` })
    await expect(report).toContainText(`Reported by ${clientName} about ${senderName}`)
    await expect(report).toContainText('Due in 24 h')
    await report.getByText('Chat evidence (2 messages)').click()
    await expect(report.getByRole('listitem').filter({ hasText: HARASSMENT })).toContainText(
      'reported message',
    )
    await expectNoA11yViolations(desk)
  })

  await test.step('the operator suspends the sender, with a reason, and closes the report', async () => {
    const report = desk.getByRole('article', { name: `Harassment: ${senderName}` })
    await report.getByRole('button', { name: `Suspend ${senderName}` }).click()
    const suspend = desk.getByRole('dialog', { name: `Suspend ${senderName}` })
    await suspend.getByRole('textbox', { name: 'Reason' }).fill('Threats in chat (report)')
    await suspend.getByRole('button', { name: 'Suspend' }).click()
    await expect(suspend).toBeHidden()

    await report.getByRole('button', { name: 'Mark actioned' }).click()
    const close = desk.getByRole('dialog', { name: 'Close this report as actioned' })
    await close.getByRole('textbox', { name: 'Resolution' }).fill('Sender suspended.')
    await close.getByRole('button', { name: 'Mark actioned' }).click()
    await expect(report).toHaveCount(0)

    await desk.getByRole('tab', { name: 'Log' }).click()
    const entries = desk
      .getByRole('tabpanel', { name: 'Log' })
      .getByRole('listitem')
      .filter({ hasText: senderName })
    await expect(entries.nth(0)).toContainText(`Actioned a report: ${senderName}`)
    await expect(entries.nth(0)).toContainText('Sender suspended.')
    await expect(entries.nth(1)).toContainText(`Suspended: ${senderName}`)
    await expect(entries.nth(1)).toContainText('Threats in chat (report)')
  })

  await test.step('the client’s session left the upcoming list: cancelled, with the notice', async () => {
    await client.goto('/user/bookings')
    await expect(bookingRow(client, 'Upcoming', senderName)).toHaveCount(0)
    await expect(bookingRow(client, 'Cancelled & declined', senderName)).toContainText(
      'Reason: Account suspended',
    )
    await client.getByRole('button', { name: /^Notifications, \d+ unread/ }).click()
    await expect(
      client
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`${senderName} cancelled`, { exact: false }),
    ).toBeVisible()
  })

  await test.step('the suspended sender cannot sign in', async () => {
    const page = await browser.newPage({ baseURL })
    await page.goto('/login')
    await page.getByLabel('Email').fill(sender.email)
    await page.getByLabel('Password', { exact: true }).fill(sender.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('This account is suspended')).toBeVisible()
  })
})
