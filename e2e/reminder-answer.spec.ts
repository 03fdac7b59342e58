// A client answers their reminder from the mailbox: the reminder job emails "Are you coming?"
// with two links; "I'm coming", opened without signing in, shows the session and sends the answer
// with its button; the trainer's My Schedule then shows "Client confirmed". Runs its own
// PocketBase with a MailDev mailbox (the shared e2e server sends none).
import { expect } from '@playwright/test'
import PocketBase from 'pocketbase'
import { member, signedInPage, test } from './support/mail-test'
import { shoot } from './support/screenshots'

const HOUR = 3_600_000

test("a client says I'm coming from the reminder email, and the trainer sees Client confirmed", async ({
  browser,
  mailServer,
}) => {
  const client = await member(mailServer.url, 'Nora Tan', 'client')
  const trainer = await member(mailServer.url, 'Marcus Lim', 'trainer')
  const root = new PocketBase(mailServer.url)
  await root
    .collection('_superusers')
    .authWithPassword(mailServer.superuser.email, mailServer.superuser.password)
  const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 6 * HOUR)
  const booking = await root.collection('bookings').create({
    gymBuddy: trainer.user.id,
    booker: client.user.id,
    datetime: start.toISOString(),
    status: 'confirmed',
    venue: 'ActiveSG Gym @ Toa Payoh',
  })
  // A second session the client answers in the app.
  const second = await root.collection('bookings').create({
    gymBuddy: trainer.user.id,
    booker: client.user.id,
    datetime: new Date(start.getTime() + 2 * HOUR).toISOString(),
    status: 'confirmed',
  })
  let coming = ''

  await test.step('the reminder job emails the client "Are you coming?" with both answers', async () => {
    await root.send('/api/gymbuddy/notifications/jobs/reminders', { method: 'POST' })
    const reminders = async () =>
      (await mailServer.mail.inbox(client.email)).filter((m) => m.subject.startsWith('Reminder'))
    await expect.poll(async () => (await reminders()).length).toBe(2)
    const reminder = (await reminders()).find((m) => m.text?.includes(`#${booking.id}.`))
    expect(reminder?.text).toContain('Are you coming?')
    coming = /^I'm coming: (\S+)$/m.exec(reminder?.text ?? '')?.[1] ?? ''
    expect(coming).toMatch(new RegExp(`^${mailServer.url}/reminder#${booking.id}\\.`))
    expect(reminder?.text).toContain(
      `I can't make it: ${mailServer.url}/my-bookings?cancel=${booking.id}`,
    )
  })

  await test.step("the link, opened without signing in, shows the session; I'm coming sends the answer", async () => {
    const context = await browser.newContext({
      baseURL: mailServer.url,
      timezoneId: 'Asia/Singapore',
      locale: 'en-SG',
    })
    const page = await context.newPage()
    await page.goto(coming)
    await expect(page.getByRole('heading', { name: 'Are you coming?' })).toBeVisible()
    await expect(page.getByText('Your session with Marcus Lim')).toBeVisible()
    await expect(page.getByText('ActiveSG Gym @ Toa Payoh')).toBeVisible()
    await shoot(page, 'reminder-answer-page')
    await expect(page.getByRole('link', { name: "I can't make it" })).toHaveAttribute(
      'href',
      `/my-bookings?cancel=${booking.id}`,
    )
    // Opening the link answered nothing (a mail scanner would have stopped here).
    expect((await root.collection('bookings').getOne(booking.id)).clientConfirmedAt).toBe('')
    await page.getByRole('button', { name: "I'm coming" }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      "Thank you: Marcus Lim can see that you're coming.",
    )
    await shoot(page, 'reminder-answer-thanks')
    // The link is used: opened again, it says so.
    await page.reload()
    await expect(page.getByText('You already said you are coming to this session.')).toBeVisible()
    await shoot(page, 'reminder-answer-used')
    await context.close()
  })

  await test.step("the trainer's My Schedule shows Client confirmed on the session", async () => {
    const page = await signedInPage(browser, mailServer.url, trainer)
    await page.goto('/user/schedule')
    const row = page.getByRole('listitem').filter({ hasText: 'Nora Tan' })
    await expect(row.getByText('Client confirmed')).toBeVisible()
    await shoot(page, 'reminder-answer-schedule')
    await page.context().close()
  })

  await test.step("in the app the client's row and the reminder in the bell ask too", async () => {
    const page = await signedInPage(browser, mailServer.url, client)
    await page.goto('/user/bookings')
    const upcoming = page.getByRole('region', { name: /^Upcoming/ })
    const rows = upcoming.getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0).getByText("You said you're coming.")).toBeVisible()
    await expect(rows.nth(1).getByRole('button', { name: "I'm coming" })).toBeVisible()
    await expect(rows.nth(1).getByRole('link', { name: "I can't make it" })).toHaveAttribute(
      'href',
      `/my-bookings?cancel=${second.id}`,
    )
    await shoot(page, 'reminder-answer-my-bookings')
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const bell = page.getByRole('dialog').or(page.getByRole('menu'))
    await expect(bell.getByRole('button', { name: "I'm coming" }).first()).toBeVisible()
    await shoot(page, 'reminder-answer-bell')
    // Both reminders ask (the bell does not know the answers): the one already answered says so
    // when answered again, the other sends.
    const answers = bell.getByRole('button', { name: "I'm coming" })
    await expect(answers).toHaveCount(2)
    await answers.first().click()
    await expect(bell.getByText("You said you're coming.")).toHaveCount(1)
    await answers.first().click()
    await expect(bell.getByText("You said you're coming.")).toHaveCount(2)
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all(
          [booking.id, second.id].map(
            async (id) => (await root.collection('bookings').getOne(id)).clientConfirmedAt,
          ),
        )
        return Boolean(a) && Boolean(b)
      })
      .toBe(true)
    await page.context().close()
  })
})
