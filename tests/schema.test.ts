// The migrated schema matches src/lib/types.ts field for field, with the indexes the app's queries need.
import { describe, expect, it } from 'vitest'
import {
  CLIENT_EXPERIENCE_LEVELS,
  LOCATIONS,
  TRAINER_EXPERIENCE_LEVELS,
} from '../src/content/options'
import { testServer } from './support/test-server'

const server = testServer()

// Field names per collection as declared in src/lib/types.ts (plus PocketBase's own auth fields).
const expectedFields: Record<string, string[]> = {
  users: [
    'id',
    'email',
    'emailVisibility',
    'verified',
    'password',
    'tokenKey',
    'name',
    'avatar',
    'userType',
    'profile',
    'trainer_profile',
    'bookingEmailsOff',
    'weeklyGoal',
    'created',
    'updated',
  ],
  client_profiles: [
    'id',
    'user',
    'fitnessGoals',
    'experienceLevel',
    'preferredLocation',
    'additionalInfo',
    'budget',
    'created',
    'updated',
  ],
  trainer_profiles: [
    'id',
    'user',
    'specializations',
    'experienceLevel',
    'preferredLocation',
    'rate',
    'bio',
    'certifications',
    'weeklyHours',
    'daysOff',
    'showEmail',
    'created',
    'updated',
  ],
  chats: [
    'id',
    'user1',
    'user2',
    'lastMessageText',
    'lastMessageSender',
    'lastMessageAt',
    'created',
    'updated',
  ],
  messages: ['id', 'text', 'sender', 'chat', 'created', 'updated'],
  bookings: [
    'id',
    'gymBuddy',
    'booker',
    'datetime',
    'status',
    'cancelledBy',
    'reason',
    'rescheduleOf',
    'answeredAt',
    'created',
    'updated',
  ],
  users_view: ['id', 'name', 'email', 'avatar'],
  gym_buddies_view: [
    'id',
    'name',
    'email',
    'avatar',
    'trainer_profile',
    'specializations',
    'experienceLevel',
    'preferredLocation',
    'rate',
    'ratingAvg',
    'ratingCount',
  ],
  booked_slots_view: ['id', 'gymBuddy', 'datetime'],
  chat_reads: ['id', 'chat', 'user', 'lastReadAt', 'created', 'updated'],
  unread_view: ['id', 'chat', 'user', 'unread'],
  notifications: [
    'id',
    'user',
    'kind',
    'booking',
    'actor',
    'actorName',
    'datetime',
    'role',
    'readAt',
    'emailStatus',
    'emailAttempts',
    'emailedAt',
    'emailError',
    'created',
    'updated',
  ],
}

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
  ],
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
  it.each(Object.entries(expectedFields))(
    '%s has exactly the fields of src/lib/types.ts',
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
    // The server's lists are the ones the forms offer (src/content/options.ts, spec §9).
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

  it('the rate limiter is off in the test harness', async () => {
    const settings = await server.root.settings.getAll()
    expect(settings.rateLimits.enabled).toBe(false)
  })
})
