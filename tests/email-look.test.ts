// Every email looks like GymBuddy (pb_hooks/lib/notifications/email_layout.js): one layout in HTML and plain
// text, greeting the member by name, for booking mails and PocketBase's account mails alike; a
// rating email says the rating; a cancelled session's email withdraws its calendar event.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { request, reviewSession } from './bookings-support'
import { makeClient, makeMember, makeTrainer, makeVisitor, sgtSlot } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

type Mail = Awaited<ReturnType<typeof server.mail.inbox>>[number]

/** Waits for a mail to `address` whose subject matches. */
async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  const found = async () =>
    (await server.mail.inbox(address)).find((mail) => subject.test(mail.subject))
  await expect
    .poll(found, { timeout: 10_000, message: `no mail to ${address} matching ${subject}` })
    .toBeDefined()
  return (await found()) as Mail
}

/** The layout's marks, in both parts: brand, greeting by name, a button with its link, footer. */
function expectOurLayout(mail: Mail, name: string, link: RegExp) {
  const text = mail.text ?? ''
  const html = mail.html ?? ''
  expect(text.split('\n')[0]).toBe('GymBuddy')
  expect(text).toContain(`Hi ${name},`)
  expect(text).toMatch(link)
  expect(text).toContain('GymBuddy · Personal trainers in Singapore')
  expect(html).toContain('<!doctype html>')
  expect(html).toContain(`Hi ${name},`)
  expect(html).toMatch(new RegExp(`<a href="[^"]*${link.source}[^"]*" style="display:inline-block`))
  expect(html).toContain('GymBuddy · Personal trainers in Singapore')
}

async function attachedCalendar(mail: Mail): Promise<ICAL.Component> {
  const file = mail.attachments?.find((each) => /calendar/.test(each.contentType))
  expect(file, 'a calendar attachment').toBeTruthy()
  const text = await fetch(
    `${server.mail.url}/api/email/${mail.id}/attachment/${file?.generatedFileName}`,
  ).then((response) => response.text())
  return new ICAL.Component(ICAL.parse(text))
}

describe('emails look like GymBuddy', () => {
  it('the verification email greets the member by name in our layout, HTML and text', async () => {
    const member = await makeMember(server, 'Vera Lim')
    const mail = await mailTo(member.email, /verif/i)
    expectOurLayout(mail, 'Vera Lim', /\/verify-email\/[\w.-]+/)
    expect(mail.text).toContain('Verify my email: ')
  })

  it('the password reset email greets the member by name in our layout, HTML and text', async () => {
    const member = await makeMember(server, 'Reza Tan')
    await makeVisitor(server).collection('users').requestPasswordReset(member.email)
    const mail = await mailTo(member.email, /reset/i)
    expectOurLayout(mail, 'Reza Tan', /\/reset-password\/[\w.-]+/)
    expect(mail.text).toContain('Choose a new password: ')
  })

  it('a booking email uses the same layout', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server, 'Marcus Lim')
    await request(client, trainer, sgtSlot(3, 19))
    const mail = await mailTo(trainer.email, /^New booking request/)
    expectOurLayout(mail, 'Marcus Lim', /\/user\/schedule/)
    expect(mail.text).toContain('Open GymBuddy: ')
  })

  it('"rated your session" says the rating given', async () => {
    const client = await makeClient(server, 'Rita Client')
    const trainer = await makeTrainer(server, 'Tom Trainer')
    await reviewSession(server.root, client, trainer, 4)
    const mail = await mailTo(trainer.email, /rated your session/)
    expect(mail.subject).toBe('Rita Client rated your session 4/5')
    expect(mail.text).toMatch(/Rita Client rated your session on .+: 4 out of 5 stars\./)
    expect(mail.html).toContain('4 out of 5 stars')
  })
})

describe('a cancelled session’s email', () => {
  it('carries a METHOD:CANCEL calendar file for the event the confirmation added', async () => {
    const client = await makeClient(server, 'Cara Client')
    const trainer = await makeTrainer(server, 'Tia Trainer')
    const booking = await request(client, trainer, sgtSlot(5, 10))
    await trainer.pb.collection('bookings').update(booking.id, { status: 'confirmed' })
    const confirmation = await attachedCalendar(await mailTo(client.email, /^Session confirmed/))

    await trainer.pb
      .collection('bookings')
      .update(booking.id, { status: 'cancelled', reason: 'Injured' })
    const cancellation = await attachedCalendar(await mailTo(client.email, /^Session cancelled/))
    expect(cancellation.getFirstPropertyValue('method')).toBe('CANCEL')
    const [event] = cancellation.getAllSubcomponents('vevent')
    expect(event!.getFirstPropertyValue('uid')).toBe(
      confirmation.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'),
    )
    expect(event!.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(event!.getFirstPropertyValue('description')).toContain(`?booking=${booking.id}`)
  })
})
