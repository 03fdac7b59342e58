// The read-only views: users_view (the other party), gym_buddies_view (finder), booked_slots_view.
import { describe, expect, it } from 'vitest'
import {
  expectRefused,
  makeClient,
  makeBareTrainer,
  makeMember,
  makeTrainer,
  makeVisitor,
  sgtSlot,
  stored,
  type Member,
} from './factories'
import { testServer } from './support/test-server'

const server = testServer()

function anyOf(pb: Member['pb'], ids: string[]): string {
  return ids.map((id, i) => pb.filter(`id = {:id${i}}`, { [`id${i}`]: id })).join(' || ')
}

async function listedIds(member: Member, ids?: string[]): Promise<string[]> {
  const rows = await member.pb
    .collection('users_view')
    .getFullList(ids ? { filter: anyOf(member.pb, ids) } : {})
  return rows.map((row) => row.id).sort()
}

describe('users_view', () => {
  it('a signed-in user views a booking party by id (name and avatar, never an email)', async () => {
    const client = await makeClient(server, 'Aisha')
    const trainer = await makeTrainer(server, 'Coach Tan')
    await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(2, 10),
      status: 'requested',
    })
    // Only yourself, trainers, booking parties and chat writers (tests/chat-contacts.test.ts).
    // userType is there for the view's rule: trainers are visible to everyone.
    const row = await trainer.pb.collection('users_view').getOne(client.record.id)
    expect(Object.keys(row).sort()).toEqual(
      ['avatar', 'collectionId', 'collectionName', 'id', 'name', 'userType'].sort(),
    )
    expect(row).toMatchObject({ name: 'Aisha', userType: 'client' })
  })

  it('a visitor can neither view nor list users_view', async () => {
    const a = await makeMember(server)
    const visitor = makeVisitor(server)
    await expectRefused(visitor.collection('users_view').getOne(a.record.id), { status: 404 })
    const byId = { filter: visitor.filter('id = {:id}', { id: a.record.id }) }
    expect(await visitor.collection('users_view').getFullList(byId)).toEqual([])
  })

  it('the list holds yourself and people who wrote to you in a chat, never other members', async () => {
    const a = await makeMember(server, 'A')
    const b = await makeMember(server, 'B')
    const c = await makeMember(server, 'C')
    const d = await makeMember(server, 'D')
    // Chats of members who share nothing exist only from before the chat rule (superuser here).
    const chat = (x: Member, y: Member) =>
      server.root.collection('chats').create({ user1: x.record.id, user2: y.record.id })
    const write = (from: Member, chatId: string) =>
      from.pb.collection('messages').create({ chat: chatId, sender: from.record.id, text: 'Hi' })
    await write(b, (await chat(a, b)).id)
    // C is in chats too, just not with A: A must still not see C. D has not written to C.
    await chat(d, c)
    await write(b, (await chat(b, c)).id)

    const all = [a, b, c, d].map((m) => m.record.id)
    expect(await listedIds(a, all)).toEqual([a.record.id, b.record.id].sort())
    expect(await listedIds(a, [c.record.id, d.record.id])).toEqual([])
    expect(await listedIds(c, all)).toEqual([b.record.id, c.record.id].sort())
    // B wrote to A, but A has not written to B.
    expect(await listedIds(b, all)).toEqual([b.record.id])
  })

  it('the list includes people you share a booking with, in both directions', async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const otherClient = await makeClient(server)
    await client.pb.collection('bookings').create({
      gymBuddy: trainer.record.id,
      booker: client.record.id,
      datetime: sgtSlot(3, 10),
      status: 'requested',
    })
    const everyone = [client, trainer, otherClient].map((m) => m.record.id)
    expect(await listedIds(trainer, everyone)).toEqual([client.record.id, trainer.record.id].sort())
    expect(await listedIds(client, everyone)).toEqual([client.record.id, trainer.record.id].sort())
    // Trainers are public (the finder): another client lists the trainer, not the booker.
    expect(await listedIds(otherClient, everyone)).toEqual(
      [otherClient.record.id, trainer.record.id].sort(),
    )
  })

  it('contacts_view (the helper behind the list rule) is closed to the API', async () => {
    const a = await makeMember(server)
    await expectRefused(a.pb.collection('contacts_view').getList(), { status: 403 })
  })
})

describe('gym_buddies_view', () => {
  it('a visitor lists every listed trainer with the trainer profile expanded, and no one else', async () => {
    const trainer = await makeTrainer(server, 'Coach Lim')
    const bare = await makeBareTrainer(server, 'Coach Without Profile')
    const client = await makeClient(server)
    const member = await makeMember(server)

    const rows = await makeVisitor(server)
      .collection('gym_buddies_view')
      .getFullList({ expand: 'trainer_profile' })
    const byId = new Map(rows.map((row) => [row.id, row]))
    // The email stays private until the trainer shows it on their card.
    expect(byId.get(trainer.record.id)).toMatchObject({
      name: 'Coach Lim',
      email: '',
      trainer_profile: trainer.profile.id,
    })
    expect(byId.get(trainer.record.id)?.expand?.trainer_profile).toMatchObject({
      specializations: ['Weights', 'Boxing'],
      rate: 80,
      preferredLocation: 'East',
      experienceLevel: '3-5 years',
    })
    // Not listed until the profile has a specialization and a location.
    expect(byId.has(bare.record.id)).toBe(false)
    expect(byId.has(client.record.id)).toBe(false)
    expect(byId.has(member.record.id)).toBe(false)
  })

  it("a trainer's avatar is served through the view to visitors, with a 100x100 thumb", async () => {
    const trainer = await makeTrainer(server)
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const avatar = new File([png], 'face.png', { type: 'image/png' })
    await trainer.pb.collection('users').update(trainer.record.id, { avatar })
    const visitor = makeVisitor(server)
    const row = await visitor.collection('gym_buddies_view').getOne(trainer.record.id)
    expect(row.avatar).toMatch(/\.png$/)
    const file = await fetch(visitor.files.getURL(row, row.avatar))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    const thumb = await fetch(visitor.files.getURL(row, row.avatar, { thumb: '100x100' }))
    expect(thumb.status).toBe(200)
  })

  it('an avatar must be an image of at most 2 MB', async () => {
    const member = await makeMember(server)
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await expectRefused(member.pb.collection('users').update(member.record.id, { avatar: text }), {
      status: 400,
      field: 'avatar',
    })
    // A PNG signature padded past 2 MB: detected as image/png, refused for its size.
    const padded = new Uint8Array(2 * 1024 * 1024 + 1)
    padded.set(Buffer.from('89504e470d0a1a0a', 'hex'))
    const huge = new File([padded], 'big.png', { type: 'image/png' })
    await expectRefused(member.pb.collection('users').update(member.record.id, { avatar: huge }), {
      status: 400,
      field: 'avatar',
      code: 'validation_file_size_limit',
    })
  })

  it('a visitor gets one gym buddy by id', async () => {
    const trainer = await makeTrainer(server)
    const row = await makeVisitor(server).collection('gym_buddies_view').getOne(trainer.record.id)
    expect(row.name).toBe('Trainer')
  })
})

describe('booked_slots_view', () => {
  it('signed-in users see confirmed slots only (trainer, time and venue, not who booked)', async () => {
    const client = await makeClient(server)
    const otherClient = await makeClient(server)
    const trainer = await makeTrainer(server)
    const bookings = trainer.pb.collection('bookings')
    const make = (datetime: string) =>
      client.pb.collection('bookings').create({
        gymBuddy: trainer.record.id,
        booker: client.record.id,
        datetime,
        status: 'requested',
      })
    const confirmed = await make(sgtSlot(4, 9))
    const declined = await make(sgtSlot(4, 10))
    await make(sgtSlot(4, 11))
    await bookings.update(confirmed.id, { status: 'confirmed' })
    await bookings.update(declined.id, { status: 'declined' })

    const slots = await otherClient.pb
      .collection('booked_slots_view')
      .getFullList({ filter: otherClient.pb.filter('gymBuddy = {:t}', { t: trainer.record.id }) })
    expect(slots).toHaveLength(1)
    expect(slots[0]).toMatchObject({ gymBuddy: trainer.record.id, datetime: stored(sgtSlot(4, 9)) })
    expect(Object.keys(slots[0] ?? {}).sort()).toEqual(
      // The venue lets Book Session grey the hours a trainer needs to travel between venues.
      ['collectionId', 'collectionName', 'datetime', 'gymBuddy', 'id', 'venue'].sort(),
    )
  })

  it('a visitor sees no booked slots', async () => {
    expect(await makeVisitor(server).collection('booked_slots_view').getFullList()).toEqual([])
  })
})
