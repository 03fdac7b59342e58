import { describe, expect, it } from 'vitest'
import type { MessageRecord } from '@/lib/types'
import { withDaySeparators } from './message-days'

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

describe('withDaySeparators', () => {
  it('puts a date line before the first message of each Singapore day', () => {
    const items = withDaySeparators([
      message('a', '2026-11-22 10:00:00.000Z'), // 18:00 SGT, Sunday
      message('b', '2026-11-22 15:59:00.000Z'), // 23:59 SGT, Sunday
      message('c', '2026-11-22 16:00:00.000Z'), // 00:00 SGT, Monday
    ])
    expect(items.map((item) => [item.message.id, item.dayLabel])).toEqual([
      ['a', 'Sunday, 22 November 2026'],
      ['b', undefined],
      ['c', 'Monday, 23 November 2026'],
    ])
  })

  it('adds nothing to an empty conversation', () => {
    expect(withDaySeparators([])).toEqual([])
  })
})
