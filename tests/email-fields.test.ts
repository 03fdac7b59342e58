// What members type reaches emails only as escaped, one-line text: names refuse line breaks and
// control characters, a reason is one quoted block, HTML is escaped; and an address with a
// trailing dot is the same mailbox as without it (no look-alike account).
import { describe, expect, it } from 'vitest'
import {
  PASSWORD,
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  uniqueEmail,
  SIGN_UP_AGREEMENT,
} from './factories'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

/** A raw registration, as any HTTP client could send it. */
async function register(name: string, email = uniqueEmail('raw')) {
  const response = await fetch(`${server.url}/api/collections/users/records`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      ...SIGN_UP_AGREEMENT,
    }),
  })
  return {
    status: response.status,
    json: (await response.json()) as { email?: string; data?: Record<string, { code: string }> },
  }
}

describe('names are one line of text', () => {
  it('a name with a line break or a control character is refused naming `name`', async () => {
    for (const name of [
      'Eve\r\nBcc: all@gymbuddy.test',
      'Eve\nReset your password',
      'Eve\u2028X',
    ]) {
      const answer = await register(name)
      expect(answer.status, name).toBe(400)
      expect(answer.json.data?.name?.code, name).toMatch(/^validation_/)
    }
    const member = await makeMember(server, 'Eve')
    await expectRefused(
      member.pb.collection('users').update(member.record.id, { name: 'Eve\r\nBcc: x@y.z' }),
      { status: 400, field: 'name', code: 'validation_name_characters' },
    )
  })

  it('ordinary names with accents, apostrophes and emoji are accepted', async () => {
    const answer = await register("Zoë O'Brien-Tan 💪")
    expect(answer.status).toBe(200)
  })
})

describe('a reason in an email', () => {
  it('is one quoted block: a fake link in it never starts a line, and HTML is escaped', async () => {
    const client = await makeClient(server, 'Nora Tan')
    const trainer = await makeTrainer(server, 'Marcus <b>Lim</b>')
    const booking = await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(3, 10),
    })
    const reason =
      'Busy\r\n\r\nReset your password: http://evil.example/reset\n<a href="http://evil.example">here</a>'
    await trainer.pb.collection('bookings').update(booking.id, { status: 'declined', reason })
    const mails = await server.mail.waitForInbox(client.email, 2)
    const mail = mails.find((each) => each.subject.startsWith('Request declined'))
    const lines = mail?.text?.split(/\r?\n/) ?? []
    expect(lines.filter((line) => /Reset your password/.test(line))).toEqual([
      '> “Busy Reset your password: http://evil.example/reset <a href="http://evil.example">here</a>”',
    ])
    expect(mail?.html).toContain(
      '<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">“Busy Reset your password: http://evil.example/reset &lt;a href=&quot;http://evil.example&quot;&gt;here&lt;/a&gt;”</blockquote>',
    )
    expect(mail?.html).not.toContain('<a href="http://evil.example"')
    expect(mail?.html).toContain('Marcus &lt;b&gt;Lim&lt;/b&gt; declined your request')
  })
})

describe('an email with a trailing dot', () => {
  it('cannot open a look-alike account; a new one is stored and signs in without the dot', async () => {
    const email = uniqueEmail('client')
    expect((await register('Original', email)).status).toBe(200)
    const lookAlike = await register('Look-alike', `${email}.`)
    expect(lookAlike.status).toBe(400)
    expect(lookAlike.json.data?.email?.code).toBe('validation_not_unique')

    const dotted = uniqueEmail('dotted')
    expect((await register('Dotted', `${dotted}.`)).status).toBe(200)
    const visitor = makeVisitor(server)
    for (const typed of [dotted, `${dotted}.`]) {
      const auth = await visitor.collection('users').authWithPassword(typed, PASSWORD)
      expect(auth.record.email).toBe(dotted)
    }
  })

  it('an email change to a taken address with a trailing dot mails nobody', async () => {
    const member = await makeMember(server, 'Mover')
    const owner = await makeMember(server, 'Owner')
    await server.mail.waitForInbox(owner.email, 1)
    const response = await fetch(`${server.url}/api/collections/users/request-email-change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: member.pb.authStore.token },
      body: JSON.stringify({ newEmail: `${owner.email}.` }),
    })
    expect(response.status).toBe(204)
    // Another member's change, asked after: the run mails its queue oldest first, so once that
    // mail is in, the run is past the taken address.
    const later = await makeMember(server, 'Later Mover')
    const freeAddress = `free-${Date.now().toString(36)}@gymbuddy.test`
    await later.pb.collection('users').requestEmailChange(freeAddress)
    await server.root.send('/api/crons/gymbuddy_account_mails', { method: 'POST' })
    await server.mail.waitForInbox(freeAddress, 1)
    expect(await server.mail.inbox(owner.email)).toHaveLength(1)
    expect(await server.mail.list()).not.toContainEqual(
      expect.objectContaining({ to: [expect.objectContaining({ address: `${owner.email}.` })] }),
    )
  })
})
