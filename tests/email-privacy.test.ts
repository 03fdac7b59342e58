// A member's email reaches only themselves, the other party of a booking they share (the trainer's
// Schedule), and everyone where a trainer chose "show my email on my card". Each attack is tried as
// a raw client, with the allowed use beside it.
import { describe, expect, it } from 'vitest'
import { makeBooking } from './bookings-support'
import { makeClient, makeTrainer, sgtSlot, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

/** GET as the member, parsed; the status too (a refusal is data here, not an error). */
async function getAs(member: Member, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: member.pb.authStore.token },
  })
  return { status: response.status, body: await response.json() }
}

/** Every email address anywhere in a JSON answer. */
function emailsIn(body: unknown): string[] {
  return JSON.stringify(body).match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []
}

async function hiddenAndShownTrainers() {
  const hidden = await makeTrainer(server, 'Coach Hidden')
  const shown = await makeTrainer(server, 'Coach Shown')
  await shown.pb.collection('trainer_profiles').update(shown.profile.id, { showEmail: true })
  return { hidden, shown }
}

describe('a trainer who keeps their email hidden', () => {
  it('is not emailed through users_view by any member; a shown email stays on the card', async () => {
    const { hidden, shown } = await hiddenAndShownTrainers()
    const member = await makeClient(server, 'Collector')
    const collected = [
      ...emailsIn(
        (await getAs(member, `/api/collections/users_view/records/${hidden.record.id}`)).body,
      ),
      ...emailsIn(
        (await getAs(member, `/api/collections/users_view/records/${shown.record.id}`)).body,
      ),
    ]
    expect(collected).toEqual([])
    const card = await getAs(member, `/api/collections/gym_buddies_view/records/${shown.record.id}`)
    expect(card.body).toMatchObject({ email: shown.email })
    const hiddenCard = await getAs(
      member,
      `/api/collections/gym_buddies_view/records/${hidden.record.id}`,
    )
    expect(hiddenCard.body).toMatchObject({ name: 'Coach Hidden', email: '' })
  })

  it('is not emailed through the conversation route, before or after a chat', async () => {
    const { hidden } = await hiddenAndShownTrainers()
    const member = await makeClient(server, 'Collector')
    const path = `/api/gymbuddy/conversations/${hidden.record.id}`
    const before = await getAs(member, path)
    expect(before.body).toMatchObject({ person: { name: 'Coach Hidden' } })
    expect(emailsIn(before.body)).toEqual([])

    const chat = await member.pb
      .collection('chats')
      .create({ user1: member.record.id, user2: hidden.record.id })
    await hidden.pb
      .collection('messages')
      .create({ chat: chat.id, sender: hidden.record.id, text: 'Hello!' })
    expect(emailsIn((await getAs(member, path)).body)).toEqual([])
    expect(emailsIn((await getAs(member, '/api/gymbuddy/inbox')).body)).toEqual([])
    expect(emailsIn((await getAs(hidden, '/api/gymbuddy/inbox')).body)).toEqual([])
    const rows = await member.pb.collection('inbox_view').getFullList()
    expect(emailsIn(rows)).toEqual([])
  })
})

describe('the other party of a shared booking', () => {
  it("the trainer's Schedule shows the booker's email, and nobody else's", async () => {
    const trainer = await makeTrainer(server, 'Coach Schedule')
    const booker = await makeClient(server, 'Booker')
    const stranger = await makeClient(server, 'Stranger')
    await makeBooking(server.root, booker, trainer, sgtSlot(2, 10), 'requested')
    const schedule = await getAs(trainer, '/api/gymbuddy/bookings?side=gymBuddy')
    expect(schedule.status).toBe(200)
    expect(schedule.body).toMatchObject({
      people: [{ id: booker.record.id, name: 'Booker', email: booker.email }],
    })
    expect(emailsIn(schedule.body)).toEqual([booker.email])
    expect(emailsIn(schedule.body)).not.toContain(stranger.email)
  })

  it("a client's My Bookings shows a trainer's email only where the trainer shows it", async () => {
    const { hidden, shown } = await hiddenAndShownTrainers()
    const client = await makeClient(server, 'Booker')
    await makeBooking(server.root, client, hidden, sgtSlot(3, 10), 'requested')
    await makeBooking(server.root, client, shown, sgtSlot(3, 11), 'requested')
    const mine = await getAs(client, '/api/gymbuddy/bookings?side=booker')
    expect(emailsIn(mine.body)).toEqual([shown.email])
  })

  it('users_view answers the booking party by name, without an email', async () => {
    const trainer = await makeTrainer(server, 'Coach View')
    const booker = await makeClient(server, 'Booker View')
    await makeBooking(server.root, booker, trainer, sgtSlot(4, 10), 'requested')
    const row = await getAs(trainer, `/api/collections/users_view/records/${booker.record.id}`)
    expect(row.status).toBe(200)
    expect(row.body).toMatchObject({ id: booker.record.id, name: 'Booker View' })
    expect(emailsIn(row.body)).toEqual([])
  })
})
