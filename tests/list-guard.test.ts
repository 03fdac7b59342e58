// users_view and client_profiles are listed only by naming their rows (pb_hooks/lib/platform/list_guard.js):
// their rules are checked row by row, so an open list cost 1-6 s of CPU at Singapore size. What the
// app asks still works; an open or unselective list is refused with a reason, before any query.
import { describe, expect, it } from 'vitest'
import { expectRefused, makeClient, makeMember, makeTrainer, makeVisitor } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const REFUSED = { status: 400, field: 'filter', code: 'validation_filter_names_rows' }

describe('lists that must name their rows', () => {
  it('refuses an open list of users_view or client_profiles, signed in or not, by name or id', async () => {
    const member = await makeMember(server)
    const visitor = makeVisitor(server)
    for (const name of ['users_view', 'client_profiles'] as const) {
      await expectRefused(member.pb.collection(name).getList(1, 30), {
        ...REFUSED,
        message: `List ${name} by naming its rows: a filter such as ${name === 'users_view' ? 'id' : 'user'} = "…" (several joined by ||).`,
      })
      await expectRefused(visitor.collection(name).getFullList(), REFUSED)
      const { id } = await server.root.collections.getOne(name)
      await expectRefused(member.pb.collection(id).getList(1, 30), REFUSED)
    }
  })

  it('refuses filters that do not name rows: other fields, other operators, other joins', async () => {
    const member = await makeMember(server)
    const filters = [
      'name != "x"',
      'id != "x"',
      'id ~ "a"',
      'id = "a" && name = "b"',
      'id = "a" || name = "b"',
      'email = "a@b.c"',
      '(id = "a"',
      Array.from({ length: 101 }, (_, i) => `id = "${i}"`).join(' || '),
    ]
    for (const filter of filters)
      await expectRefused(member.pb.collection('users_view').getList(1, 30, { filter }), REFUSED)
    await expectRefused(
      member.pb.collection('client_profiles').getList(1, 30, { filter: 'fitnessGoals ~ "a"' }),
      REFUSED,
    )
  })

  it("answers lists that name their rows, with the rules' rows only", async () => {
    const client = await makeClient(server)
    const trainer = await makeTrainer(server)
    const stranger = await makeClient(server)
    const ids = [client, trainer, stranger].map((m) => m.record.id)
    const filter = `(${ids.map((id) => `id = "${id}"`).join(' || ')})`
    await client.pb
      .collection('chats')
      .create({ user1: client.record.id, user2: trainer.record.id })
    const people = await client.pb.collection('users_view').getFullList({ filter })
    // Yourself and a contact; a member you share nothing with is not listed.
    expect(people.map((p) => p.id).sort()).toEqual([client.record.id, trainer.record.id].sort())
    // The app's own lookup of a client profile (src/lib/profiles.ts).
    const own = await client.pb
      .collection('client_profiles')
      .getFirstListItem(client.pb.filter('user = {:id}', { id: client.record.id }))
    expect(own.id).toBe(client.profile.id)
    const profiles = await client.pb.collection('client_profiles').getFullList({
      filter: `user = '${client.record.id}' || id = '${stranger.profile.id}'`,
    })
    expect(profiles.map((p) => p.id)).toEqual([client.profile.id])
  })

  it('lets a superuser (the dashboard) list them freely', async () => {
    await makeClient(server)
    const page = await server.root.collection('client_profiles').getList(1, 5)
    expect(page.items.length).toBeGreaterThan(0)
    expect((await server.root.collection('users_view').getList(1, 5)).items.length).toBeGreaterThan(
      0,
    )
  })
})
