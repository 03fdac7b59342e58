// A member's own data (pb_hooks/account_data.pb.js): GET /api/gymbuddy/me/export answers one JSON
// attachment with everything held about them and nothing of other members beyond what they could
// see; POST /api/gymbuddy/me/delete closes the account in one transaction. Each as a raw client.
import { describe, expect, it } from 'vitest'
import type { BookingRecord, UsersViewRecord } from '@/lib/types'
import { makeBooking, request, verify } from './bookings-support'
import {
  expectRefused,
  makeClient,
  makeMember,
  makeTrainer,
  makeVisitor,
  PASSWORD,
  sgtSlot,
  type Member,
} from './factories'
import { png } from './images'
import { testServer } from './support/test-server'

// News of a member's action is mailed at once here (production holds it 5 minutes).
const server = testServer({ mail: true, env: { GYMBUDDY_REQUEST_EMAIL_HOLD_SECONDS: '0' } })

const KEYS = [
  'about',
  'account',
  'clientProfile',
  'trainerProfile',
  'bookings',
  'bookingSeries',
  'chats',
  'messages',
  'reviewsWritten',
  'reviewsReceived',
  'notifications',
  'chatReads',
  'waitlist',
  'profileReads',
  'profileReadsByMe',
  'contacts',
  'consents',
  'accountMails',
  'messageEmails',
  'attempts',
  'calendarFeed',
  'busyCalendars',
  'busyTimes',
  'packages',
  'packagePurchases',
  'creditLedger',
  'receipts',
  'credentials',
  'blocks',
  'reportsMade',
]

const sgtToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

/** The export as a raw client gets it: status, headers and the parsed file. */
async function exportOf(member: Member) {
  const response = await fetch(`${server.url}/api/gymbuddy/me/export`, {
    headers: { Authorization: member.pb.authStore.token },
  })
  const text = await response.text()
  return { response, text, data: JSON.parse(text) as Record<string, unknown> }
}

const closeAccount = (member: Member, password: string) =>
  member.pb.send('/api/gymbuddy/me/delete', { method: 'POST', body: { password } })

/** A client and a trainer with a past session (reviewed), an upcoming one and a chat. */
async function history(clientName: string, trainerName: string) {
  const client = await makeClient(server, clientName)
  const trainer = await makeTrainer(server, trainerName)
  const hour = 3600_000
  const past = await makeBooking(
    server.root,
    client,
    trainer,
    new Date(Math.floor(Date.now() / hour) * hour - 48 * hour).toISOString(),
    'confirmed',
    { outcome: 'attended' },
  )
  await verify(server.root, client)
  await client.pb.collection('reviews').create({ booking: past.id, rating: 5, text: 'Great' })
  const upcoming = await request(client, trainer, sgtSlot(3, 10))
  await trainer.pb.collection('bookings').update(upcoming.id, { status: 'confirmed' })
  const chat = await client.pb
    .collection('chats')
    .create({ user1: client.record.id, user2: trainer.record.id })
  for (const [sender, text] of [
    [client, 'Hi coach'],
    [trainer, 'Hello!'],
  ] as const)
    await sender.pb.collection('messages').create({ chat: chat.id, sender: sender.record.id, text })
  return { client, trainer, past, upcoming, chat }
}

describe('GET /api/gymbuddy/me/export', () => {
  it('answers one attachment holding each key, and nothing of other members beyond what the member sees', async () => {
    const { client, trainer } = await history('Export Client', 'Export Coach')
    await client.pb.send('/api/gymbuddy/calendar/token', { method: 'POST' })
    await trainer.pb.collection('client_profiles').getOne(client.profile.id)

    const { response, text, data } = await exportOf(client)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="gymbuddy-data-${sgtToday()}.json"`,
    )
    expect(Object.keys(data).sort()).toEqual([...KEYS].sort())
    expect(data.account).toMatchObject({ id: client.record.id, email: client.email })
    expect(data.clientProfile).toMatchObject({ user: client.record.id })
    expect(data.trainerProfile).toBeNull()
    expect(data.bookings).toHaveLength(2)
    expect(data.bookings).toContainEqual(
      expect.objectContaining({
        status: 'confirmed',
        booker: client.record.id,
        otherPartyName: 'Export Coach',
      }),
    )
    expect(data.chats).toHaveLength(1)
    expect(data.messages).toHaveLength(2)
    expect(data.reviewsWritten).toHaveLength(1)
    expect(data.profileReads).toEqual([expect.objectContaining({ reader: trainer.record.id })])
    expect((data.notifications as unknown[]).length).toBeGreaterThan(0)
    expect(data.calendarFeed).toEqual({ exists: true })
    // The trainer hid their email; no password hash, token or feed secret is in the file.
    expect(text).not.toContain(trainer.email)
    expect(text).not.toMatch(/"(password|tokenKey|tokenHash)"\s*:/)

    const asTrainer = await exportOf(trainer)
    expect(asTrainer.data.reviewsReceived).toHaveLength(1)
    expect(asTrainer.data.trainerProfile).toMatchObject({ user: trainer.record.id })
    expect(asTrainer.data.calendarFeed).toEqual({ exists: false })
    expect(asTrainer.text).not.toContain(client.email)
  })

  it('is indented JSON whose first key, about, says what each other key holds; it carries the reads, contacts, consents, mails and sharing windows', async () => {
    const { client, trainer, upcoming } = await history('Readable Client', 'Readable Coach')
    await trainer.pb.collection('client_profiles').getOne(client.profile.id)

    const { response, text, data } = await exportOf(trainer)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(text.split('\n').length).toBeGreaterThan(100)
    expect(text).toMatch(/^\{\n {2}"about": \{\n {4}"account": "/)
    const [first, ...rest] = Object.keys(data)
    expect(first).toBe('about')
    const about = data.about as Record<string, string>
    expect(Object.keys(about)).toEqual(rest)
    for (const key of rest) expect(about[key], key).toMatch(/^[A-Z].{10,}\.$/)

    // The trainer's own reads of a client's profile, naming the client as the trainer sees them.
    expect(data.profileReadsByMe).toEqual([
      expect.objectContaining({ client: client.record.id, otherPartyName: 'Readable Client' }),
    ])
    expect(data.contacts).toContainEqual(
      expect.objectContaining({ party: client.record.id, otherPartyName: 'Readable Client' }),
    )
    expect(data.accountMails).toContainEqual(
      expect.objectContaining({ kind: 'verification', address: trainer.email }),
    )
    expect(data.attempts).toContainEqual(expect.objectContaining({ action: 'export' }))
    const booking = (data.bookings as { id: string; profileSharedUntil: string }[]).find(
      (row) => row.id === upcoming.id,
    )
    expect(booking?.profileSharedUntil).toMatch(/^\d{4}-\d{2}-\d{2} /)
    expect(Array.isArray(data.consents)).toBe(true)
    expect(Array.isArray(data.messageEmails)).toBe(true)
  })

  it('allows 3 downloads an hour per member, then a 429 that says so', async () => {
    const member = await makeMember(server, 'Keen Exporter')
    for (let k = 0; k < 3; k++) expect((await exportOf(member)).response.status).toBe(200)
    const refused = await exportOf(member)
    expect(refused.response.status).toBe(429)
    expect(refused.data.message).toMatch(/3 times an hour/)
    expect((await exportOf(await makeMember(server, 'Other Exporter'))).response.status).toBe(200)
    const visitor = await fetch(`${server.url}/api/gymbuddy/me/export`)
    expect(visitor.status).toBe(401)
  })
})

describe('POST /api/gymbuddy/me/delete', () => {
  it('refuses a wrong password, naming password, and changes nothing', async () => {
    const member = await makeClient(server, 'Careful Client')
    await expectRefused(closeAccount(member, 'Wrong1234'), {
      status: 400,
      field: 'password',
      code: 'validation_invalid_password',
    })
    await expectRefused(closeAccount(member, ''), { status: 400, field: 'password' })
    expect((await member.pb.send('/api/gymbuddy/me', {})).user.id).toBe(member.record.id)
  })

  it('cancels upcoming bookings with "Account closed", notifies the other party, frees the email, and leaves a Former member', async () => {
    const { client, trainer, past, upcoming, chat } = await history(
      'Leaving Client',
      'Staying Coach',
    )
    await client.pb.send('/api/gymbuddy/calendar/token', { method: 'POST' })
    await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    expect(await client.pb.collection('profile_reads').getFullList()).toHaveLength(1)
    const oldId = client.record.id
    await closeAccount(client, PASSWORD)

    // The trainer: the session is cancelled with the reason, in-app and by email.
    const cancelled = await trainer.pb.collection('bookings').getOne<BookingRecord>(upcoming.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'Account closed' })
    const told = await trainer.pb.collection('notifications').getFullList({
      filter: trainer.pb.filter('booking = {:b} && kind = "booking_cancelled"', { b: upcoming.id }),
    })
    expect(told).toHaveLength(1)
    await expect
      .poll(async () =>
        (await server.mail.inbox(trainer.email)).some((mail) => /cancelled/i.test(mail.subject)),
      )
      .toBe(true)

    // What the trainer keeps: the past booking, the chat and its messages, under "Former member".
    const kept = await trainer.pb.collection('bookings').getOne<BookingRecord>(past.id)
    const formerId = kept.booker
    expect(formerId).not.toBe(oldId)
    expect(cancelled.booker).toBe(formerId)
    const former = await trainer.pb.collection('users_view').getOne<UsersViewRecord>(formerId)
    expect(former.name).toBe('Former member')
    const conversation = await trainer.pb.send(`/api/gymbuddy/conversations/${formerId}`, {})
    expect(conversation.person).toMatchObject({ id: formerId, name: 'Former member' })
    expect(conversation.chat.id).toBe(chat.id)
    expect(conversation.messages.map((m: { sender: string }) => m.sender)).toEqual([
      formerId,
      trainer.record.id,
    ])
    const [review] = await makeVisitor(server)
      .collection('reviews')
      .getFullList({ filter: `booking = "${past.id}"` })
    expect(review).toMatchObject({ authorName: 'Former client', rating: 5 })

    const notices = await trainer.pb.collection('notifications').getFullList()
    expect(notices.map((n) => n.actor)).not.toContain(oldId)
    expect(notices.filter((n) => n.actor === formerId).map((n) => n.actorName)).toContain(
      'Former member',
    )

    // The old id answers 404 everywhere; the old session and password no longer work.
    await expectRefused(trainer.pb.collection('users_view').getOne(oldId), { status: 404 })
    expect((await trainer.pb.send(`/api/gymbuddy/conversations/${oldId}`, {})).person).toBeNull()
    await expectRefused(client.pb.send('/api/gymbuddy/me', {}), { status: [401, 404] })
    await expectRefused(
      makeVisitor(server).collection('users').authWithPassword(client.email, PASSWORD),
      { status: 400 },
    )
    // Nobody can sign in as the Former member: it has no usable email.
    expect(JSON.stringify(await server.root.collection('users').getOne(formerId))).toMatch(
      /"userType":""/,
    )

    // Nothing of the member's own is left: profile, notifications, read states, feed, reads.
    for (const [name, field] of [
      ['client_profiles', 'user'],
      ['notifications', 'user'],
      ['chat_reads', 'user'],
      ['calendar_feeds', 'user'],
      ['profile_reads', 'client'],
    ] as const)
      expect(
        await server.root.collection(name).getFullList({ filter: `${field} = "${oldId}"` }),
        name,
      ).toEqual([])

    // The email can be registered again, as a new account.
    const again = makeVisitor(server)
    await again.collection('users').create({
      name: 'Back Again',
      email: client.email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      acceptTerms: true,
    })
    const auth = await again.collection('users').authWithPassword(client.email, PASSWORD)
    expect(auth.record.id).not.toBe(oldId)
    expect(await again.collection('bookings').getFullList()).toEqual([])
  })

  it('a trainer who closes their account leaves the finder at once; their clients are told', async () => {
    const client = await makeClient(server, 'Booked Client')
    const trainer = await makeTrainer(server, 'Vanishing Coach')
    const finder = () =>
      makeVisitor(server).send<{ items: { id: string }[] }>('/api/gymbuddy/finder', {
        query: { search: 'Vanishing' },
      })
    expect((await finder()).items.map((row) => row.id)).toContain(trainer.record.id)
    const form = new FormData()
    form.append('avatar', new Blob([new Uint8Array(png(4, 4))], { type: 'image/png' }), 'me.png')
    const withAvatar = await trainer.pb.collection('users').update(trainer.record.id, form)
    const avatarUrl = `${server.url}/api/files/users/${trainer.record.id}/${withAvatar.avatar}`
    expect((await fetch(avatarUrl)).status).toBe(200)
    const booking = await request(client, trainer, sgtSlot(4, 14))
    await trainer.pb.collection('client_profiles').getOne(client.profile.id)
    await closeAccount(trainer, PASSWORD)
    // The client's log keeps the read, by a Former member.
    const [read] = await client.pb.collection('profile_reads').getFullList()
    expect(read).toMatchObject({ readerName: 'Former member' })
    expect(read?.reader).not.toBe(trainer.record.id)
    await expect.poll(async () => (await fetch(avatarUrl)).status).toBe(404)
    expect((await finder()).items).toEqual([])
    const listed = await makeVisitor(server)
      .collection('gym_buddies_view')
      .getFullList({ filter: `id = "${trainer.record.id}"` })
    expect(listed).toEqual([])
    expect(await client.pb.collection('bookings').getOne<BookingRecord>(booking.id)).toMatchObject({
      status: 'cancelled',
      reason: 'Account closed',
    })
    const told = await client.pb.collection('notifications').getFullList({
      filter: client.pb.filter('booking = {:b} && kind = "booking_cancelled"', { b: booking.id }),
    })
    expect(told).toHaveLength(1)
    await expectRefused(trainer.pb.collection('users').getOne(trainer.record.id), {
      status: [401, 404],
    })
  })
})

describe('placeholder addresses', () => {
  const toPlaceholder = async () =>
    (await server.mail.list()).filter((mail) =>
      mail.to.some((to) => /@closed\.invalid$/i.test(to.address)),
    )

  it('closing an account mails nothing to the Former member’s address, nor does any later request', async () => {
    const { client, trainer, chat } = await history('Quiet Leaver', 'Talking Coach')
    await closeAccount(client, PASSWORD)
    // The other party's cancellation email is the sentinel that the close's mails went out.
    await expect
      .poll(async () =>
        (await server.mail.inbox(trainer.email)).some((mail) => /cancelled/i.test(mail.subject)),
      )
      .toBe(true)
    const { user1, user2 } = await trainer.pb.collection('chats').getOne(chat.id)
    const formerId = user1 === trainer.record.id ? user2 : user1
    const formerEmail = (await server.root.collection('users').getOne(formerId)).email
    expect(formerEmail).toMatch(/@closed\.invalid$/)
    // Every account mail anyone can ask for by address (each answers 204 as for any address).
    const visitor = makeVisitor(server).collection('users')
    await visitor.requestVerification(formerEmail)
    await visitor.requestPasswordReset(formerEmail)
    await visitor.requestOTP(formerEmail).catch(() => undefined)
    // Sentinel: a mail asked for after them has arrived, so theirs would have too.
    await makeVisitor(server).collection('users').requestPasswordReset(trainer.email)
    await expect
      .poll(async () =>
        (await server.mail.inbox(trainer.email)).some((mail) => /^Reset/.test(mail.subject)),
      )
      .toBe(true)
    expect(await toPlaceholder()).toEqual([])
  })
})
