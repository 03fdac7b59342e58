// Backups and restore: the path `npm run backup` / `npm run restore` take
// (scripts/lib/backups.ts), end to end: data and uploaded files survive a move to an empty
// "new machine", a restore over existing data keeps the old data, a broken zip changes nothing.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBackup, restoreBackup } from '../scripts/lib/backups'
import { ensureLocalSuperuser } from '../scripts/lib/local'
import {
  startPocketBase,
  type RunningPocketBase,
  type SuperuserCredentials,
} from '../scripts/lib/pocketbase'
import { makeClient, makeTrainer, makeVisitor, PASSWORD, type Member } from './factories'
import { testServer } from './support/test-server'

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
)

const scratch = mkdtempSync(join(tmpdir(), 'gymbuddy-backup-test-'))
const oldMachine = join(scratch, 'old', 'pb_data')
const newMachine = join(scratch, 'new', 'pb_data')
const outDir = join(scratch, 'backups')
const server = testServer({ dataDir: oldMachine })
/** The superuser of `npm start`'s data dir (pb_data/.superuser.json), as a real machine has. */
let superuser: SuperuserCredentials
let newMachineServer: RunningPocketBase | undefined
let client: Member
let chatId: string
let zip: string

beforeAll(async () => {
  superuser = ensureLocalSuperuser(oldMachine)
  client = await makeClient(server, 'Backed Up Client')
  const trainer = await makeTrainer(server, 'Backed Up Trainer')
  const form = new FormData()
  form.append('avatar', new Blob([TINY_PNG], { type: 'image/png' }), 'me.png')
  await client.pb.collection('users').update(client.record.id, form)
  const chat = await client.pb
    .collection('chats')
    .create({ user1: client.record.id, user2: trainer.record.id })
  chatId = chat.id
  await client.pb
    .collection('messages')
    .create({ text: 'before the backup', sender: client.record.id, chat: chatId })
}, 60_000)

afterAll(async () => {
  await newMachineServer?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('backups', () => {
  it('a backup of a running server is a zip in the output folder', async () => {
    zip = await createBackup({ dataDir: oldMachine, outDir, superuser, url: server.url })
    expect(existsSync(zip)).toBe(true)
    expect(zip).toMatch(/gymbuddy-\d{8}-\d{6}\.zip$/)
    // Written after the backup: a restore must not have it.
    await client.pb
      .collection('messages')
      .create({ text: 'after the backup', sender: client.record.id, chat: chatId })
    await server.stop()
  })

  it('a restore onto an empty machine brings back accounts, messages and avatars', async () => {
    const { previous } = await restoreBackup(zip, newMachine)
    expect(previous).toBeUndefined()
    // A new machine: the restored data as it is, no test-server set-up.
    newMachineServer = await startPocketBase({ dataDir: newMachine })
    const visitor = makeVisitor(newMachineServer)
    const auth = await visitor.collection('users').authWithPassword(client.email, PASSWORD)
    expect(auth.record.avatar).not.toBe('')
    const avatar = await fetch(visitor.files.getURL(auth.record, auth.record.avatar))
    expect(avatar.status).toBe(200)
    const texts = (await visitor.collection('messages').getFullList({ sort: 'created' })).map(
      (message) => message.text,
    )
    expect(texts).toEqual(['before the backup'])
    // The superuser file travels inside the backup and still matches its database.
    expect(ensureLocalSuperuser(newMachine)).toEqual(superuser)
    await newMachineServer.stop()
    newMachineServer = undefined
  })

  it('a backup with no server running starts one for the moment it takes', async () => {
    const second = await createBackup({
      dataDir: newMachine,
      outDir,
      superuser,
      name: 'offline.zip',
    })
    expect(second).toBe(join(outDir, 'offline.zip'))
  })

  it('a restore over existing data keeps the data it replaces', async () => {
    const { previous } = await restoreBackup(zip, oldMachine)
    expect(previous && existsSync(join(previous, 'data.db'))).toBe(true)
    expect(readdirSync(join(oldMachine))).toContain('data.db')
  })

  it('a file that is not a backup is refused and the data dir is untouched', async () => {
    const bogus = join(scratch, 'bogus.zip')
    writeFileSync(bogus, 'not a zip at all')
    const before = readdirSync(newMachine).sort()
    await expect(restoreBackup(bogus, newMachine)).rejects.toThrow(/not a zip/)
    expect(readdirSync(newMachine).sort()).toEqual(before)
    expect(readdirSync(join(scratch, 'new'))).toEqual(['pb_data'])
  })
})
