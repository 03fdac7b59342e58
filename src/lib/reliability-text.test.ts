import { describe, expect, it } from 'vitest'
import { clientRecordText, trainerRecordText } from './reliability-text'

const record = (sessions: number, attended: number, lateCancels = 0, disputed = 0) => ({
  sessions,
  attended,
  noShows: sessions - attended,
  lateCancels,
  disputed,
})

describe('a trainer’s record in words', () => {
  it('says New under 3 sessions, or when there is none', () => {
    expect(trainerRecordText(undefined)).toBe('New')
    expect(trainerRecordText(record(2, 2, 1))).toBe('New')
  })

  it('counts attendance, then late cancels and disputes when there are any', () => {
    expect(trainerRecordText(record(19, 18, 1))).toBe('Attended 18 of 19 · 1 late cancel')
    expect(trainerRecordText(record(3, 3))).toBe('Attended 3 of 3')
    expect(trainerRecordText(record(5, 4, 2, 1))).toBe(
      'Attended 4 of 5 · 2 late cancels · 1 disputed',
    )
  })
})

describe('a client’s record in words', () => {
  it('counts sessions and no-shows', () => {
    expect(clientRecordText(record(12, 11))).toBe('12 sessions, 1 no-show')
    expect(clientRecordText(record(4, 4))).toBe('4 sessions, 0 no-shows')
    expect(clientRecordText(record(5, 5, 2))).toBe('5 sessions, 0 no-shows · 2 late cancels')
    expect(clientRecordText(record(1, 1))).toContain('New client')
  })
})
