import { describe, expect, it } from 'vitest'
import { hasNoHours, isEveryHour, PRESETS, toggleHour, toStoredHours } from './week-grid-logic'

describe('week grid', () => {
  it('weekdays 9–18: sessions starting 09:00 to 17:00, Monday to Friday', () => {
    const week = PRESETS.weekdays.week()
    expect(week.mon).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17])
    expect(week.fri).toEqual(week.mon)
    expect(week.sat).toEqual([])
    expect(week.sun).toEqual([])
  })

  it('evenings: 18:00 to 21:00 every day; everything: all 13 hours every day', () => {
    expect(PRESETS.evenings.week().sun).toEqual([18, 19, 20, 21])
    expect(PRESETS.everything.week().wed).toHaveLength(13)
    expect(isEveryHour(PRESETS.everything.week())).toBe(true)
  })

  it('toggles one hour of one day, keeping hours sorted', () => {
    const week = PRESETS.evenings.week()
    const added = toggleHour(week, 'mon', 9)
    expect(added.mon).toEqual([9, 18, 19, 20, 21])
    expect(added.tue).toEqual([18, 19, 20, 21])
    expect(toggleHour(added, 'mon', 18).mon).toEqual([9, 19, 20, 21])
  })

  it('stores every hour as {} (the default) and anything else day by day', () => {
    expect(toStoredHours(PRESETS.everything.week())).toEqual({})
    const stored = toStoredHours(PRESETS.weekdays.week())
    expect(Object.keys(stored)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
    expect(stored.sat).toEqual([])
  })

  it('knows an empty week', () => {
    const empty = toggleHour(
      { mon: [9], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      'mon',
      9,
    )
    expect(hasNoHours(empty)).toBe(true)
  })
})
