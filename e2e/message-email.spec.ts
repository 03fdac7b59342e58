// A client's message to a trainer who is not in the app reaches the trainer's mailbox: the client
// writes in the chat, the minute job runs as of 16 minutes later (the superuser route runs the
// real job at another instant), and the email names the sender, quotes the first line and links
// to the chat. Runs its own PocketBase with a MailDev mailbox (the shared e2e server sends none).
import { expect } from '@playwright/test'
import PocketBase from 'pocketbase'
import { member, signedInPage, test } from './support/mail-test'

test('a message to a trainer who is away arrives in their mailbox with its first line and a link to the chat', async ({
  browser,
  mailServer,
}) => {
  const client = await member(mailServer.url, 'Eve Tan', 'client')
  const trainer = await member(mailServer.url, 'Marcus Away', 'trainer')
  const page = await signedInPage(browser, mailServer.url, client)
  let link = ''

  await test.step('the client writes two lines to the trainer in the app', async () => {
    await page.goto(`/user/chat/${trainer.user.id}`)
    const input = page.getByPlaceholder('Type a message...')
    await input.fill('Hi Marcus, are you free on Saturday?')
    await input.press('Shift+Enter')
    await input.pressSequentially('I would like to try boxing.')
    await input.press('Enter')
    await expect(
      page.getByRole('log', { name: 'Messages' }).getByText(/free on Saturday/),
    ).toBeVisible()
    await expect(input).toHaveValue('')
  })

  await test.step('16 minutes later the job emails the trainer: sender, first line, chat link', async () => {
    const root = new PocketBase(mailServer.url)
    await root
      .collection('_superusers')
      .authWithPassword(mailServer.superuser.email, mailServer.superuser.password)
    // Eve confirmed her address: only a verified member's messages are ever mailed.
    await root.collection('users').update(client.user.id, { verified: true })
    const later = new Date(Date.now() + 16 * 60_000).toISOString()
    const answer = await root.send<{ sent: number }>('/api/gymbuddy/message-emails/run', {
      method: 'POST',
      body: { now: later },
    })
    expect(answer.sent).toBe(1)
    // The verification email from registration, then this one.
    const inbox = await mailServer.mail.waitForInbox(trainer.email, 2)
    const mails = inbox.filter((mail) => mail.subject.startsWith('New message'))
    expect(mails.map((mail) => mail.subject)).toEqual(['New message from Eve Tan'])
    link = `${mailServer.url}/user/chat/${client.user.id}`
    expect(mails[0]?.text).toContain('Eve Tan sent you a message on GymBuddy:')
    expect(mails[0]?.text).toContain('"Hi Marcus, are you free on Saturday?"')
    expect(mails[0]?.text).not.toContain('I would like to try boxing.')
    expect(mails[0]?.text).toContain(link)
    expect(mails[0]?.html).toContain(`href="${link}"`)
    const toClient = await mailServer.mail.inbox(client.email)
    expect(toClient.filter((mail) => mail.subject.startsWith('New message'))).toEqual([])
  })

  await test.step("the email's link opens the chat with the message for the trainer", async () => {
    const trainerPage = await signedInPage(browser, mailServer.url, trainer)
    await trainerPage.goto(link)
    await expect(
      trainerPage.getByRole('log', { name: 'Messages' }).getByText(/free on Saturday/),
    ).toBeVisible()
    await trainerPage.context().close()
  })

  await page.context().close()
})
