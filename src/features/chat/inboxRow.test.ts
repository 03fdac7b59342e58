import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatRecord, UsersViewRecord } from '@/lib/types'
import { toInboxRow } from './inboxRow'

function chat(fields: Partial<ChatRecord>): ChatRecord {
  return {
    id: 'c1',
    collectionId: 'chats',
    collectionName: 'chats',
    created: '2026-03-01 09:00:00.000Z',
    updated: '2026-03-01 09:00:00.000Z',
    user1: 'me',
    user2: 'ann',
    messages: [],
    lastMessageText: '',
    lastMessageSender: '',
    lastMessageAt: '',
    ...fields,
  }
}

const ann: UsersViewRecord = {
  id: 'ann',
  collectionId: 'users_view',
  collectionName: 'users_view',
  name: 'Ann Lee',
  email: 'ann@example.sg',
  avatar: '',
}

describe('toInboxRow', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('names the other participant in either order and links to them', () => {
    const row = toInboxRow(chat({ user1: 'ann', user2: 'me' }), 'me', { ann })
    expect(row.otherUserId).toBe('ann')
    expect(row.name).toBe('Ann Lee')
  })

  it('falls back to the email when the other person has no name', () => {
    expect(toInboxRow(chat({}), 'me', { ann: { ...ann, name: '' } }).name).toBe('ann@example.sg')
  })

  it('shows Start a conversation, no time and no You badge before the first message', () => {
    const row = toInboxRow(chat({}), 'me', { ann })
    expect(row).toMatchObject({ lastText: 'Start a conversation', lastIsOwn: false, timeAgo: '' })
  })

  it('shows the last text, the time since it and the You badge for an own message', () => {
    const row = toInboxRow(
      chat({
        lastMessageText: 'See you at 9',
        lastMessageSender: 'me',
        lastMessageAt: '2026-03-01 09:55:00.000Z',
      }),
      'me',
      { ann },
    )
    expect(row).toMatchObject({
      lastText: 'See you at 9',
      lastIsOwn: true,
      timeAgo: '5 minutes ago',
    })
  })

  it('shows no You badge when the other person wrote last', () => {
    const row = toInboxRow(
      chat({
        lastMessageText: 'Hi!',
        lastMessageSender: 'ann',
        lastMessageAt: '2026-03-01 08:00:00.000Z',
      }),
      'me',
      { ann },
    )
    expect(row.lastIsOwn).toBe(false)
    expect(row.timeAgo).toBe('about 2 hours ago')
  })
})
