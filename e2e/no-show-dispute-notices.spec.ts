// A no-show mark and a dispute are heard: the trainer says the client did not come, the client's
// bell rings and their mailbox gets the news with the 48-hour deadline and a button opening that
// session; the client disputes from there, and the trainer's bell and mailbox hear of it. Runs its
// own PocketBase with a MailDev mailbox, member news mailed at once (production holds it 5 min).
import { expect } from '@playwright/test'
import PocketBase from 'pocketbase'
import { bookingRow } from './support/booking-rows'
import { mailTest, member, signedInPage, type MailServer } from './support/mail-test'

const test = mailTest({ GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' })

const HOUR = 3_600_000

/** "Tue 1 Dec 2026, 21:00 SGT" of an instant, as the emails write it, computed here. */
function sgtText(ms: number): string {
  const sgt = new Date(ms + 8 * HOUR)
  const day = sgt.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })
  const month = sgt.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' })
  const time = `${String(sgt.getUTCHours()).padStart(2, '0')}:00`
  return `${day} ${sgt.getUTCDate()} ${month} ${sgt.getUTCFullYear()}, ${time} SGT`
}

async function mailTo(server: MailServer, address: string, subject: RegExp) {
  await expect
    .poll(async () => (await server.mail.inbox(address)).some((m) => subject.test(m.subject)))
    .toBe(true)
  return (await server.mail.inbox(address)).find((m) => subject.test(m.subject))!
}

test('a no-show mark tells the client with the deadline; their dispute tells the coach', async ({
  browser,
  mailServer,
}) => {
  const client = await member(mailServer.url, 'Cal Present', 'client')
  const trainer = await member(mailServer.url, 'Nora Noshow', 'trainer')
  const root = new PocketBase(mailServer.url)
  await root
    .collection('_superusers')
    .authWithPassword(mailServer.superuser.email, mailServer.superuser.password)
  // A confirmed session that ended an hour ago (superusers may write the past).
  const start = Math.floor(Date.now() / HOUR) * HOUR - 2 * HOUR
  const session = await root.collection('bookings').create({
    booker: client.user.id,
    gymBuddy: trainer.user.id,
    datetime: new Date(start).toISOString(),
    status: 'confirmed',
  })
  const deadline = sgtText(start + HOUR + 48 * HOUR)
  const trainerPage = await signedInPage(browser, mailServer.url, trainer)
  const clientPage = await signedInPage(browser, mailServer.url, client)
  let link = ''

  await test.step('the trainer answers "They didn’t come"', async () => {
    await trainerPage.goto('/user/schedule')
    const row = bookingRow(trainerPage, 'Past', 'Cal Present')
    await row
      .getByRole('group', { name: 'Did the session happen?' })
      .getByRole('button', { name: "They didn't come" })
      .click()
    await expect(row).toContainText('You said the client did not come.')
  })

  await test.step('the client’s bell says so, with until when to answer', async () => {
    await clientPage.goto('/user/bookings')
    const bell = clientPage.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    const list = clientPage.getByRole('dialog', { name: 'Notifications' })
    await expect(
      list.getByRole('link', { name: /^Nora Noshow says you did not come to .* · answer by / }),
    ).toBeVisible()
    await clientPage.keyboard.press('Escape')
  })

  await test.step('the client’s email names the deadline and opens that session', async () => {
    const mail = await mailTo(mailServer, client.email, /says you did not come/)
    expect(mail.text).toContain(`by ${deadline}`)
    link = `${mailServer.url}/user/bookings?booking=${session.id}`
    expect(mail.html).toContain(`href="${link}"`)
  })

  await test.step('from the email, the client disputes: "Yes", it happened', async () => {
    await clientPage.goto(link)
    const row = clientPage.locator('li[aria-current="true"]')
    await expect(row).toContainText('Nora Noshow')
    await expect(row).toContainText('you did not come')
    await row
      .getByRole('group', { name: 'Did the session happen?' })
      .getByRole('button', { name: 'Yes' })
      .click()
    await expect(row.getByTestId('session-outcome').getByText('Disputed')).toBeVisible()
  })

  await test.step('the coach’s bell and mailbox hear of the dispute', async () => {
    await trainerPage.reload()
    const bell = trainerPage.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await bell.click()
    await expect(
      trainerPage
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('link', { name: /^Cal Present disputes whether .* happened/ }),
    ).toBeVisible()
    const mail = await mailTo(mailServer, trainer.email, /disputes the session/)
    expect(mail.html).toContain(`href="${mailServer.url}/user/schedule?booking=${session.id}"`)
  })

  await trainerPage.context().close()
  await clientPage.context().close()
})
