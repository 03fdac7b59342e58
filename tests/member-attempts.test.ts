// The limits on downloading one's data (3 an hour) and on tries to close the account (5 an hour)
// are kept in the database (member_attempts): a server restart does not hand out fresh attempts,
// and nobody reads the counters over the API.
import { describe, expect, it } from 'vitest'
import { makeMember, PASSWORD, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()

const exportStatus = async (member: Member) =>
  (
    await fetch(`${server.url}/api/gymbuddy/me/export`, {
      headers: { Authorization: member.pb.authStore.token },
    })
  ).status

const closeStatus = async (member: Member, password: string) =>
  (
    await fetch(`${server.url}/api/gymbuddy/me/delete`, {
      method: 'POST',
      headers: { Authorization: member.pb.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    })
  ).status

async function restart() {
  await server.stop()
  await server.start()
}

describe('attempt limits across a restart', () => {
  it('a member who used up downloads and close attempts is still refused after a restart', async () => {
    const exporter = await makeMember(server, 'Restart Exporter')
    const closer = await makeMember(server, 'Restart Closer')
    for (let k = 0; k < 3; k++) expect(await exportStatus(exporter)).toBe(200)
    expect(await exportStatus(exporter)).toBe(429)
    for (let k = 0; k < 5; k++) expect(await closeStatus(closer, 'Wrong1234')).toBe(400)
    expect(await closeStatus(closer, PASSWORD)).toBe(429)

    await restart()

    expect(await exportStatus(exporter)).toBe(429)
    expect(await closeStatus(closer, PASSWORD)).toBe(429)
    // The account is still there; another member's limits are their own.
    expect((await closer.pb.send('/api/gymbuddy/me', {})).user.id).toBe(closer.record.id)
    expect(await exportStatus(await makeMember(server, 'Fresh Exporter'))).toBe(200)
  })

  it('the counters are server-only: the API lists, reads and writes none of them', async () => {
    const member = await makeMember(server, 'Curious Member')
    const attempts = member.pb.collection('member_attempts')
    await expect(attempts.getList()).rejects.toMatchObject({ status: 403 })
    await expect(
      attempts.create({ action: 'export', member: member.record.id, at: new Date().toISOString() }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
