import { describe, expect, it } from 'vitest'
import type { MessageRecord } from '@/lib/types'
import { mergeMessages, messageToSend } from './message-list-logic'

function message(id: string, created: string): MessageRecord {
  return {
    id,
    created,
    updated: created,
    collectionId: 'messages',
    collectionName: 'messages',
    text: id,
    sender: 'u1',
    chat: 'c1',
  }
}

describe('mergeMessages', () => {
  it('adds new messages in time order and drops duplicates', () => {
    const first = message('a', '2026-01-01 10:00:00.000Z')
    const second = message('b', '2026-01-01 10:00:01.000Z')
    const third = message('c', '2026-01-01 10:00:02.000Z')
    const merged = mergeMessages([first, third], [second, third])
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('messageToSend', () => {
  it('ignores empty and whitespace-only text and trims the rest', () => {
    expect(messageToSend('')).toBeNull()
    expect(messageToSend('  \n ')).toBeNull()
    expect(messageToSend('  hi there ')).toBe('hi there')
  })
})
