import { describe, expect, it } from 'vitest'
import { formatSgtShortDateTime } from '@/lib/dates'
import { cancelRuleSentence, formatSgtMoment } from './cancel-rule'

// Saturday 28 November 2026, 10:00 in Singapore.
const START = new Date('2026-11-28T02:00:00Z')
const hoursBefore = (hours: number) => new Date(START.getTime() - hours * 3_600_000)

describe('cancelRuleSentence', () => {
  it('says until when a session 12 hours away or more can be cancelled or moved', () => {
    expect(cancelRuleSentence(START, hoursBefore(48))).toBe(
      'Once confirmed, you can cancel or move this session in the app until Fri 27 Nov, 22:00 SGT (12 hours before it starts); after that, cancelling is a late cancel under the trainer’s policy.',
    )
    expect(cancelRuleSentence(START, hoursBefore(12))).toContain('until Fri 27 Nov, 22:00 SGT')
  })

  it('says plainly that a session less than 12 hours away cannot be moved, and a cancel is late', () => {
    expect(cancelRuleSentence(START, hoursBefore(11.9))).toBe(
      'This session starts in less than 12 hours: once confirmed, it cannot be moved in the app, and cancelling it is a late cancel under the trainer’s policy.',
    )
  })
})

describe('formatSgtMoment', () => {
  it('reads as the rows write a moment, across a day and a year boundary in Singapore', () => {
    for (const iso of ['2026-11-27T14:00:00Z', '2026-12-31T16:30:00Z', '2026-03-01T00:00:00Z']) {
      expect(formatSgtMoment(new Date(iso))).toBe(`${formatSgtShortDateTime(iso)} SGT`)
    }
  })
})
