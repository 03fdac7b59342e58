import { describe, expect, it } from 'vitest'
import {
  NO_UNREAD,
  badgeCount,
  toUnreadSnapshot,
  unreadMessagesLabel,
  withChatRead,
} from './unread-counts'

describe('unread counts', () => {
  it('sums the chats with unread messages and leaves read chats out', () => {
    const snapshot = toUnreadSnapshot([
      { chat: 'a', unread: 2 },
      { chat: 'b', unread: 0 },
      { chat: 'c', unread: 5 },
    ])
    expect(snapshot).toEqual({ counts: { a: 2, c: 5 }, total: 7 })
    expect(toUnreadSnapshot([])).toEqual(NO_UNREAD)
  })

  it('reading one chat takes its count off the total', () => {
    const snapshot = toUnreadSnapshot([
      { chat: 'a', unread: 2 },
      { chat: 'c', unread: 5 },
    ])
    expect(withChatRead(snapshot, 'c')).toEqual({ counts: { a: 2 }, total: 2 })
    expect(withChatRead(snapshot, 'z')).toBe(snapshot)
  })

  it('says the count in words and keeps badges short', () => {
    expect(unreadMessagesLabel(1)).toBe('1 unread message')
    expect(unreadMessagesLabel(3)).toBe('3 unread messages')
    expect(badgeCount(7)).toBe('7')
    expect(badgeCount(120)).toBe('99+')
  })
})
