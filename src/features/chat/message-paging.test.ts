import { describe, expect, it } from 'vitest'
import type { MessageRecord } from '@/lib/types'
import {
  catchUpWith,
  LOAD_EARLIER_WITHIN_PX,
  MESSAGE_PAGE_SIZE,
  earliestCursor,
  mayHaveEarlier,
  scrollTopKeeping,
  shouldLoadEarlier,
} from './message-paging'

function message(id: string, created: string): MessageRecord {
  return {
    id,
    created: created as MessageRecord['created'],
    updated: created as MessageRecord['updated'],
    collectionId: 'messages',
    collectionName: 'messages',
    text: id,
    sender: 'u1',
    chat: 'c1',
  }
}

describe('earliestCursor', () => {
  it('points before the oldest message shown', () => {
    const messages = [
      message('a', '2026-01-01 10:00:00.000Z'),
      message('b', '2026-01-02 10:00:00.000Z'),
    ]
    expect(earliestCursor(messages)).toEqual({ created: '2026-01-01 10:00:00.000Z', id: 'a' })
    expect(earliestCursor([])).toBeNull()
  })
})

describe('mayHaveEarlier', () => {
  it('expects more after a full page and none after a short one', () => {
    expect(mayHaveEarlier(MESSAGE_PAGE_SIZE)).toBe(true)
    expect(mayHaveEarlier(MESSAGE_PAGE_SIZE - 1)).toBe(false)
    expect(mayHaveEarlier(0)).toBe(false)
  })
})

describe('shouldLoadEarlier', () => {
  const view = { scrollHeight: 5000, clientHeight: 600, hasEarlier: true, loading: false }

  it('loads near the top, not further down', () => {
    expect(shouldLoadEarlier({ ...view, scrollTop: 0 })).toBe(true)
    expect(shouldLoadEarlier({ ...view, scrollTop: LOAD_EARLIER_WITHIN_PX })).toBe(true)
    expect(shouldLoadEarlier({ ...view, scrollTop: LOAD_EARLIER_WITHIN_PX + 1 })).toBe(false)
  })

  it('loads when the messages do not fill the view (there is nothing to scroll)', () => {
    expect(shouldLoadEarlier({ ...view, scrollHeight: 600, scrollTop: 0 })).toBe(true)
  })

  it('never loads twice at once, nor past the start of the chat', () => {
    expect(shouldLoadEarlier({ ...view, scrollTop: 0, loading: true })).toBe(false)
    expect(shouldLoadEarlier({ ...view, scrollTop: 0, hasEarlier: false })).toBe(false)
  })
})

describe('scrollTopKeeping', () => {
  it('moves the scroll down by exactly the height added above', () => {
    // 3000 px tall, scrolled to 100: 2900 px from the bottom. A page of 2000 px lands above.
    expect(scrollTopKeeping(3000 - 100, 5000)).toBe(2100)
  })

  it('never goes below zero', () => {
    expect(scrollTopKeeping(800, 600)).toBe(0)
  })
})

describe('catchUpWith', () => {
  const at = (n: number) =>
    `2026-03-01 02:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`
  const page = (from: number, size = 3) =>
    Array.from({ length: size }, (_, i) => message(`m${from + i}`, at(from + i)))
  const ids = (messages: MessageRecord[]) => messages.map((m) => m.id)

  it('merges a page that reaches back to a message shown', () => {
    const result = catchUpWith(page(1), page(3), 3)
    expect(result).toMatchObject({ restart: false })
    expect(ids(result.messages)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5'])
  })

  it('merges a short page: it holds the whole chat since its oldest message', () => {
    const result = catchUpWith(page(1), page(10, 2), 3)
    expect(result.restart).toBe(false)
    expect(ids(result.messages)).toEqual(['m1', 'm2', 'm3', 'm10', 'm11'])
  })

  it('starts over from a full page that does not reach the messages shown, keeping newer live ones', () => {
    const live = message('m12', at(12))
    const result = catchUpWith([...page(1), live], page(10), 3)
    expect(result.restart).toBe(true)
    expect(ids(result.messages)).toEqual(['m10', 'm11', 'm12'])
  })
})
