// The email-change mail links to the app's own page, where the member confirms with their
// password, not to the superuser dashboard.
import { describe, expect, it } from 'vitest'
import { makeMember, uniqueEmail } from './factories'
import { testServer } from './support/test-server'

const server = testServer({ mail: true })

describe('email change mail', () => {
  it("links to the app's /confirm-email-change page, whose token moves the email", async () => {
    const member = await makeMember(server, 'Mover')
    const newEmail = uniqueEmail('moved')
    await member.pb.collection('users').requestEmailChange(newEmail)
    await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
    const [mail] = await server.mail.waitForInbox(newEmail, 1)
    expect(mail?.text).toContain(`${server.url}/confirm-email-change/`)
    expect(mail?.text).not.toContain('/_/#/auth/')
    const token = mail?.text?.match(/\/confirm-email-change\/([\w.-]+)/)?.[1]
    await member.pb.collection('users').confirmEmailChange(token!, member.password)
    const moved = await server.root.collection('users').getOne(member.record.id)
    expect(moved.email).toBe(newEmail.toLowerCase())
  })
})
