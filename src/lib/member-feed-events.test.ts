import { describe, expect, it } from 'vitest'
import {
  isInChatBetween,
  memberTopic,
  readFeedEvent,
  type MemberFeedEvent,
} from './member-feed-events'
import type { MessageRecord } from './types'

const message: MessageRecord = {
  id: 'm1',
  chat: 'c1',
  sender: 'ann',
  text: 'Hi',
  created: '',
  updated: '',
  collectionId: 'messages',
  collectionName: 'messages',
}

describe('member feed events', () => {
  it('names one topic per member, never a collection/record topic', () => {
    expect(memberTopic('abc123')).toBe('gymbuddy/member/abc123')
    expect(memberTopic('abc123').split('/')).toHaveLength(3)
  })

  it('reads a record event of the five live collections and nothing else', () => {
    const event = {
      collection: 'messages',
      action: 'create',
      record: message,
      members: ['me', 'ann'],
    }
    expect(readFeedEvent(event)).toBe(event)
    expect(readFeedEvent({ ...event, collection: 'users' })).toBeNull()
    expect(readFeedEvent({ ...event, action: 'upsert' })).toBeNull()
    expect(readFeedEvent({ ...event, record: null })).toBeNull()
    expect(readFeedEvent({ clientId: 'x' })).toBeNull()
    expect(readFeedEvent(undefined)).toBeNull()
  })

  it('tells whether a chat row belongs to the chat between two people, in either order', () => {
    const event: MemberFeedEvent = { collection: 'messages', action: 'create', record: message }
    expect(isInChatBetween({ ...event, members: ['ann', 'me'] }, 'me', 'ann')).toBe(true)
    expect(isInChatBetween({ ...event, members: ['me', 'ann'] }, 'me', 'ann')).toBe(true)
    expect(isInChatBetween({ ...event, members: ['me', 'bob'] }, 'me', 'ann')).toBe(false)
    expect(isInChatBetween(event, 'me', 'ann')).toBe(false)
  })
})
