// A member hears when their sign-in changes, read from a real MailDev: a new email address is told
// to the OLD address (with what to do if it was not them), a new password, set in the account or
// through a reset link, to the account's address.
import { describe, expect, it } from 'vitest'
import { makeMember, makeVisitor, uniqueEmail, PASSWORD } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })

async function noticeTo(address: string, subject: string) {
  await expect
    .poll(async () => (await server.mail.inbox(address)).some((mail) => mail.subject === subject))
    .toBe(true)
  return (await server.mail.inbox(address)).find((mail) => mail.subject === subject)!
}

describe('changes of sign-in are told to the member', () => {
  it('a new email address is told to the old address, naming the new one masked', async () => {
    const member = await makeMember(server, 'Mover Tan')
    const oldEmail = member.email
    const newEmail = uniqueEmail('moved')
    await member.pb.collection('users').requestEmailChange(newEmail)
    await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
    const [mail] = await server.mail.waitForInbox(newEmail, 1)
    const token = mail?.text?.match(/\/confirm-email-change\/([\w.-]+)/)?.[1]
    await member.pb.collection('users').confirmEmailChange(token!, member.password)
    const notice = await noticeTo(oldEmail, 'Your GymBuddy email address was changed')
    const domain = newEmail.slice(newEmail.indexOf('@')).toLowerCase()
    expect(notice.text).toContain(`changed to ${newEmail.slice(0, 1).toLowerCase()}•••${domain}`)
    expect(notice.text).not.toContain(newEmail.toLowerCase())
    expect(notice.text).toContain('Hi Mover Tan,')
    expect(notice.text).toContain(`${server.url}/contact`)
    // The new address hears nothing of it (it asked for the change).
    expect(
      (await server.mail.inbox(newEmail)).filter((m) => /was changed/.test(m.subject)),
    ).toEqual([])
  })

  it('a new password set in the account is told to its address', async () => {
    const member = await makeMember(server, 'Pass Lim')
    await member.pb.collection('users').update(member.record.id, {
      oldPassword: PASSWORD,
      password: 'N3wPassw0rd!x',
      passwordConfirm: 'N3wPassw0rd!x',
    })
    const notice = await noticeTo(member.email, 'Your GymBuddy password was changed')
    expect(notice.text).toContain(`${server.url}/forgot-password`)
  })

  it('a new password set through a reset link is told too; a name change is not', async () => {
    const member = await makeMember(server, 'Reset Ong')
    await member.pb.collection('users').update(member.record.id, { name: 'Reset Ong Jr' })
    await makeVisitor(server).collection('users').requestPasswordReset(member.email)
    await expect
      .poll(async () =>
        (await server.mail.inbox(member.email)).some((m) => /reset/i.test(m.subject)),
      )
      .toBe(true)
    const reset = (await server.mail.inbox(member.email)).find((m) => /reset/i.test(m.subject))!
    const token = reset.text?.match(/\/reset-password\/([\w.-]+)/)?.[1]
    await makeVisitor(server)
      .collection('users')
      .confirmPasswordReset(token!, 'An0therPass!x', 'An0therPass!x')
    await noticeTo(member.email, 'Your GymBuddy password was changed')
    const told = (await server.mail.inbox(member.email)).filter((m) =>
      /was changed/.test(m.subject),
    )
    expect(told).toHaveLength(1)
  })
})
