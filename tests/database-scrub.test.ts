// Deleted is gone from the disk: after a member closes their account, the nightly scrub
// (cron gymbuddy_database_scrub, pb_hooks/lib/privacy/database_scrub.js) leaves none of their email, name
// or fitness notes in the bytes of data.db and data.db-wal, the files a backup copies. The finder's
// own tables held a trainer's name too. Before the scrub the bytes are still there (the test can
// fail); the cron is run as a superuser runs it.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeClient, makeTrainer, PASSWORD, type Member } from './factories'
import { testServer } from './support/test-server'

const server = testServer()
const tag = Date.now().toString(36)

/** Which of `markers` occur in data.db or data.db-wal (case-insensitive, as UTF-8 bytes). */
function onDisk(markers: string[]): string[] {
  const files = ['data.db', 'data.db-wal'].map((name) => join(server.dataDir, name))
  const bytes = files
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1').toLowerCase())
  return markers.filter((marker) => {
    const needle = Buffer.from(marker.toLowerCase(), 'utf8').toString('latin1')
    return bytes.some((text) => text.includes(needle))
  })
}

const closeAccount = (member: Member) =>
  member.pb.send('/api/gymbuddy/me/delete', { method: 'POST', body: { password: PASSWORD } })

describe('the nightly database scrub', () => {
  it('runs every night at 02:30 Singapore time, before the 03:00 backup', async () => {
    const crons = await server.root.send<{ id: string; expression: string }[]>('/api/crons', {})
    expect(crons).toContainEqual({ id: 'gymbuddy_database_scrub', expression: '30 18 * * *' })
  })

  it('leaves no byte of a closed member’s email, name or notes in data.db and its WAL', async () => {
    const client = await makeClient(server, `Scrubclient ${tag}`)
    const note = `Old knee injury scrubnote${tag}`
    await client.pb
      .collection('client_profiles')
      .update(client.profile.id, { additionalInfo: note })
    const trainer = await makeTrainer(server, `Scrubcoach ${tag}`)
    const markers = [client.email, `Scrubclient ${tag}`, note, trainer.email, `Scrubcoach ${tag}`]
    expect(onDisk(markers)).toEqual(markers)

    await closeAccount(client)
    await closeAccount(trainer)
    // Deleted rows: the bytes are still in free pages or old WAL frames.
    expect(onDisk(markers).length).toBeGreaterThan(0)

    await server.root.send('/api/crons/gymbuddy_database_scrub', { method: 'POST' })
    await expect.poll(() => onDisk(markers), { timeout: 15_000 }).toEqual([])
  })
})
