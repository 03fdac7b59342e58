import { describe, expect, it } from 'vitest'
import type { ChatReadRecord } from '@/lib/types'
import { mergeReads, readingToMark, seenMessageId } from './chat-reading'

const at = (second: number) => `2026-03-01 02:00:${String(second).padStart(2, '0')}.000Z`
const message = (id: string, sender: string, second: number) => ({
  id,
  sender,
  created: at(second),
})
const read = (user: string, lastReadAt: string) =>
  ({ id: `r-${user}`, chat: 'c1', user, lastReadAt }) as ChatReadRecord

describe('readingToMark', () => {
  const messages = [message('m1', 'ann', 1), message('m2', 'ann', 2), message('m3', 'me', 3)]

  it('reads up to the other person’s newest message when it is unread', () => {
    expect(readingToMark(messages, 'me', '')).toBe(at(2))
    expect(readingToMark(messages, 'me', at(1))).toBe(at(2))
  })

  it('marks nothing when it is read already or only my messages are there', () => {
    expect(readingToMark(messages, 'me', at(2))).toBeNull()
    expect(readingToMark([message('m3', 'me', 3)], 'me', '')).toBeNull()
    expect(readingToMark([], 'me', '')).toBeNull()
  })
})

describe('seenMessageId', () => {
  it('is my last message once the other person has read up to it', () => {
    const messages = [message('m1', 'ann', 1), message('m2', 'me', 2)]
    expect(seenMessageId(messages, 'me', at(2))).toBe('m2')
    expect(seenMessageId(messages, 'me', at(5))).toBe('m2')
    expect(seenMessageId(messages, 'me', at(1))).toBeNull()
    expect(seenMessageId(messages, 'me', '')).toBeNull()
  })

  it('is nothing when the newest message is theirs', () => {
    expect(seenMessageId([message('m2', 'me', 2), message('m3', 'ann', 3)], 'me', at(3))).toBeNull()
  })
})

describe('mergeReads', () => {
  it('keeps the newest reading per member, whatever order events arrive in', () => {
    const merged = mergeReads([read('me', at(3)), read('ann', at(1))], [read('me', at(2))])
    expect(merged).toEqual([read('me', at(3)), read('ann', at(1))])
    expect(mergeReads(merged, [read('ann', at(4))])).toContainEqual(read('ann', at(4)))
  })
})
