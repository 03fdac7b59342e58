// The migrated schema matches the generated src/lib/pocketbase-types.ts field for field (a migration
// without `npm run typegen` fails here), with the indexes the app's queries need.
import { describe, expect, it } from 'vitest'
import {
  CLIENT_EXPERIENCE_LEVELS,
  LOCATIONS,
  TRAINER_EXPERIENCE_LEVELS,
} from '../src/content/options'
import { generatedFields } from './support/generated-schema'
import { testServer } from './support/test-server'

const server = testServer()

// Field names per collection as the generated src/lib/pocketbase-types.ts declares them.
const expectedFields = generatedFields()

const expectedIndexes: Record<string, string[]> = {
  client_profiles: ['idx_client_profiles_user'],
  trainer_profiles: ['idx_trainer_profiles_user'],
  chats: ['idx_chats_user1_updated', 'idx_chats_user2_updated', 'idx_chats_pair'],
  messages: ['idx_messages_chat_created'],
  chat_reads: ['idx_chat_reads_chat_user', 'idx_chat_reads_user'],
  notifications: [
    'idx_notifications_user_created',
    'idx_notifications_email',
    'idx_notifications_reminder_once',
    'idx_notifications_reminder_soon_once',
    'idx_notifications_pair',
  ],
  account_mails: ['idx_account_mails_address', 'idx_account_mails_state'],
  bookings: [
    'idx_bookings_gymBuddy_created',
    'idx_bookings_booker_created',
    'idx_bookings_confirmed_slot',
    'idx_bookings_requested_slot',
    'idx_bookings_gymBuddy_datetime',
    'idx_bookings_booker_datetime',
    'idx_bookings_status_datetime',
  ],
}

describe('schema', () => {
  it('every collection has a generated record type, and every generated type a collection', async () => {
    const collections = await server.root.collections.getFullList()
    expect(collections.map((collection) => collection.name).sort()).toEqual(
      Object.keys(expectedFields).sort(),
    )
  })

  it.each(Object.entries(expectedFields))(
    '%s has exactly the fields of src/lib/pocketbase-types.ts',
    async (name, fields) => {
      const collection = await server.root.collections.getOne(name)
      expect(collection.fields.map((f) => f.name).sort()).toEqual([...fields].sort())
    },
  )

  it.each(Object.entries(expectedIndexes))(
    '%s has the indexes its queries need',
    async (name, indexes) => {
      const collection = await server.root.collections.getOne(name)
      for (const index of indexes) {
        expect(collection.indexes.some((sql) => sql.includes(index))).toBe(true)
      }
    },
  )

  it('the select options are the spec lists', async () => {
    const options = async (collection: string, field: string) =>
      (await server.root.collections.getOne(collection)).fields.find((f) => f.name === field)
        ?.values
    expect(await options('users', 'userType')).toEqual(['client', 'trainer'])
    expect(await options('bookings', 'status')).toEqual([
      'requested',
      'confirmed',
      'declined',
      'cancelled',
      'expired',
    ])
    // The server's lists are the ones the forms offer (src/content/options.ts).
    expect(await options('client_profiles', 'experienceLevel')).toEqual([
      ...CLIENT_EXPERIENCE_LEVELS,
    ])
    expect(await options('trainer_profiles', 'experienceLevel')).toEqual([
      ...TRAINER_EXPERIENCE_LEVELS,
    ])
    expect(await options('client_profiles', 'preferredLocation')).toEqual([...LOCATIONS])
    expect(await options('trainer_profiles', 'preferredLocation')).toEqual([...LOCATIONS])
  })

  it('the avatar takes one image up to 2 MB with a 100x100 thumb', async () => {
    const users = await server.root.collections.getOne('users')
    const avatar = users.fields.find((f) => f.name === 'avatar')
    expect(avatar).toMatchObject({ maxSelect: 1, maxSize: 2 * 1024 * 1024, thumbs: ['100x100'] })
    expect(avatar?.mimeTypes).toContain('image/png')
  })
})
