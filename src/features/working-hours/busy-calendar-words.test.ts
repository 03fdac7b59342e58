import { describe, expect, it } from 'vitest'
import { calendarErrorLine, calendarReadLine } from './busy-calendar-words'

const now = new Date('2026-11-24T08:00:00Z') // 16:00 in Singapore
const base = { label: 'Work', eventsCount: 12, lastSyncAt: '2026-11-24 06:20:00.000Z' }

describe('a calendar’s lines on Working Hours', () => {
  it('says why and since when it failed, today as a time', () => {
    const failing = {
      ...base,
      lastError: 'the address answered 404',
      failingSince: '2026-11-24 06:10:00.000Z',
    }
    expect(calendarErrorLine(failing, now)).toBe(
      "Could not read 'Work' since 14:10: the address answered 404",
    )
    expect(calendarReadLine(failing, now)).toBe('Last tried at 14:20')
  })

  it('names the day of an older failure', () => {
    const failing = {
      ...base,
      lastError: 'the address could not be reached',
      failingSince: '2026-11-22 06:10:00.000Z',
    }
    expect(calendarErrorLine(failing, now)).toBe(
      "Could not read 'Work' since Sun 22 Nov, 14:10: the address could not be reached",
    )
  })

  it('has no error line when it reads fine, and says when it was read', () => {
    const fine = { ...base, lastError: '', failingSince: '' }
    expect(calendarErrorLine(fine, now)).toBeNull()
    expect(calendarReadLine(fine, now)).toBe('Read at 14:20: 12 events')
    expect(calendarReadLine({ ...fine, lastSyncAt: '' }, now)).toBe('Not read yet')
  })
})
