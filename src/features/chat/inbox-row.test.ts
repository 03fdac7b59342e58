import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InboxViewRecord } from '@/lib/types'
import { toInboxRow } from './inbox-row'

function chat(fields: Partial<InboxViewRecord>): InboxViewRecord {
  return {
    id: 'c1',
    collectionId: 'inbox_view_id',
    collectionName: 'inbox_view',
    updated: '2026-03-01 09:00:00.000Z',
    user1: 'me',
    user2: 'ann',
    startedBy: 'me',
    user1Name: 'Me Myself',
    user1Avatar: 'me.png',
    user2Name: 'Ann Lee',
    user2Avatar: 'ann.png',
    lastMessageText: '',
    lastMessageSender: '',
    lastMessageAt: '',
    ...fields,
  }
}

/** The same chat seen with the participants the other way round. */
function swapped(fields: Partial<InboxViewRecord> = {}): InboxViewRecord {
  return chat({
    user1: 'ann',
    user2: 'me',
    user1Name: 'Ann Lee',
    user1Avatar: 'ann.png',
    user2Name: 'Me Myself',
    user2Avatar: 'me.png',
    ...fields,
  })
}

describe('toInboxRow', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it.each([
    ['user2', chat({})],
    ['user1', swapped()],
  ])('names the other participant (%s) and links to them', (_, record) => {
    const row = toInboxRow(record, 'me')
    expect(row.otherUserId).toBe('ann')
    expect(row.name).toBe('Ann Lee')
  })

  it("serves the other person's avatar through the view row", () => {
    expect(toInboxRow(swapped(), 'me').other.avatarFile).toEqual({
      id: 'c1',
      collectionId: 'inbox_view_id',
      collectionName: 'inbox_view',
      avatar: 'ann.png',
    })
  })

  it('names someone not shown yet (no name until they write) generically, never by email', () => {
    expect(toInboxRow(chat({ user2Name: '', user2Avatar: '' }), 'me').name).toBe('GymBuddy member')
  })

  it('shows Start a conversation, no time and no You badge before the first message', () => {
    const row = toInboxRow(chat({}), 'me')
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
    )
    expect(row.lastIsOwn).toBe(false)
    expect(row.timeAgo).toBe('about 2 hours ago')
  })
})
