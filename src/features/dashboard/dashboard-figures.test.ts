import { describe, expect, it } from 'vitest'
import type { DashboardSession } from './dashboard-answer'
import {
  DEFAULT_WEEKLY_GOAL,
  dashboardFigures,
  formatHours,
  formatWeeklyProgress,
  sgtWeek,
} from './dashboard-figures'

let sequence = 0
/** A session starting at an ISO instant (UTC). */
function session(iso: string, overrides: Partial<DashboardSession> = {}): DashboardSession {
  sequence += 1
  return {
    id: `b${sequence}`,
    datetime: iso.replace('T', ' '),
    status: 'confirmed',
    partner: 'trainerA',
    partnerName: 'Alex Tan',
    partnerAvatar: '',
    ...overrides,
  }
}

// Monday 23 Nov 2026 00:00 SGT is Sunday 22 Nov 2026 16:00 UTC.
const MONDAY_MIDNIGHT_SGT = '2026-11-22T16:00:00.000Z'

describe('sgtWeek', () => {
  it('runs Monday 00:00 to Monday 00:00 Singapore time', () => {
    const week = sgtWeek(new Date('2026-11-25T04:00:00Z')) // Wednesday noon SGT
    expect(new Date(week.start).toISOString()).toBe(MONDAY_MIDNIGHT_SGT)
    expect(new Date(week.end).toISOString()).toBe('2026-11-29T16:00:00.000Z')
  })

  it('puts Sunday 23:59 SGT in the old week and Monday 00:00 SGT in the new one', () => {
    const sundayNight = sgtWeek(new Date('2026-11-22T15:59:00Z')) // Sun 23:59 SGT
    const mondayStart = sgtWeek(new Date(MONDAY_MIDNIGHT_SGT))
    expect(new Date(sundayNight.start).toISOString()).toBe('2026-11-15T16:00:00.000Z')
    expect(new Date(mondayStart.start).toISOString()).toBe(MONDAY_MIDNIGHT_SGT)
  })

  it('is already Monday in Singapore while it is still Sunday in UTC', () => {
    // Sunday 22 Nov 20:00 UTC = Monday 23 Nov 04:00 SGT
    expect(new Date(sgtWeek(new Date('2026-11-22T20:00:00Z')).start).toISOString()).toBe(
      MONDAY_MIDNIGHT_SGT,
    )
  })
})

describe('dashboardFigures', () => {
  const now = new Date('2026-11-25T04:00:00Z') // Wednesday 12:00 SGT
  const NO_HISTORY = { sessions: 0, partners: 0 }

  it('gives a member without sessions zeros, the default goal and the first-run state', () => {
    const figures = dashboardFigures([], now, 0, NO_HISTORY)
    expect(figures).toEqual({
      weeklyGoal: DEFAULT_WEEKLY_GOAL,
      weekSessions: 0,
      weekPlanned: 0,
      weeklyPercent: 0,
      weekMinutes: 0,
      totalSessions: 0,
      partners: 0,
      recent: [],
      next: null,
      hasSessions: false,
    })
  })

  it('counts this SGT week across the Sunday/Monday boundary', () => {
    const sundayEvening = session('2026-11-22T13:00:00Z') // Sun 21:00 SGT: last week
    const mondayMorning = session('2026-11-23T01:00:00Z') // Mon 09:00 SGT: this week
    const nextMonday = session('2026-11-30T01:00:00Z') // next week
    const figures = dashboardFigures([sundayEvening, mondayMorning, nextMonday], now, 0, NO_HISTORY)
    expect(figures.weekSessions).toBe(1)
    expect(figures.weekMinutes).toBe(60)
    expect(figures.weeklyPercent).toBe(33)
  })

  it('shows a confirmed session later this week as planned, apart from the goal and the total', () => {
    const friday = session('2026-11-27T02:00:00Z', { partner: 'trainerB', partnerName: 'Bo' })
    const figures = dashboardFigures([friday], now, 2, NO_HISTORY)
    expect(figures.weekSessions).toBe(0)
    expect(figures.weekPlanned).toBe(1)
    expect(figures.weeklyPercent).toBe(0)
    expect(figures.weekMinutes).toBe(0)
    expect(figures.totalSessions).toBe(0)
    expect(figures.partners).toBe(0)
    expect(figures.next).toBe(friday)
    expect(figures.hasSessions).toBe(true)
  })

  it('never counts a declined, cancelled, expired or requested session', () => {
    const statuses = ['declined', 'cancelled', 'expired', 'requested', '']
    const sessions = statuses.flatMap((status) => [
      session('2026-11-23T01:00:00Z', { status }), // this week, ended
      session('2026-11-28T01:00:00Z', { status }), // this week, upcoming
    ])
    const figures = dashboardFigures(sessions, now, 0, NO_HISTORY)
    expect(figures.weekSessions).toBe(0)
    expect(figures.totalSessions).toBe(0)
    expect(figures.partners).toBe(0)
    expect(figures.recent).toEqual([])
    expect(figures.next).toBeNull()
    expect(figures.hasSessions).toBe(false)
  })

  it('counts an ended session once, even when it is sent twice', () => {
    const monday = session('2026-11-23T01:00:00Z')
    const figures = dashboardFigures([monday, { ...monday }], now, 0, NO_HISTORY)
    expect(figures.weekSessions).toBe(1)
    expect(figures.recent).toEqual([monday])
  })

  it('counts a session as ended only once its hour is over', () => {
    const running = session('2026-11-25T03:30:00Z') // started 30 min ago
    const justEnded = session('2026-11-25T03:00:00Z') // ended exactly now
    const figures = dashboardFigures([running, justEnded], now, 0, NO_HISTORY)
    expect(figures.weekSessions).toBe(1)
    expect(figures.weekPlanned).toBe(1) // under way: planned until its hour is over
    expect(figures.recent).toEqual([justEnded])
    expect(figures.next).toBeNull() // a running session is not upcoming
  })

  it('takes the all-time totals from the history the server counted, not from the rows', () => {
    const monday = session('2026-11-23T01:00:00Z')
    const figures = dashboardFigures([monday], now, 0, { sessions: 40, partners: 7 })
    expect(figures.totalSessions).toBe(40)
    expect(figures.partners).toBe(7)
    expect(figures.weekSessions).toBe(1)
  })

  it('lists the latest ended sessions first, three at most', () => {
    const sessions = [
      session('2026-11-02T01:00:00Z', { partner: 'a' }),
      session('2026-11-10T01:00:00Z', { partner: 'b' }),
      session('2026-11-16T01:00:00Z', { partner: 'a' }),
      session('2026-11-20T01:00:00Z', { partner: 'c' }),
    ]
    const figures = dashboardFigures(sessions, now, 0, NO_HISTORY)
    expect(figures.recent.map((s) => s.datetime)).toEqual([
      '2026-11-20 01:00:00Z',
      '2026-11-16 01:00:00Z',
      '2026-11-10 01:00:00Z',
    ])
  })

  it('caps the progress bar at 100% past the goal', () => {
    const sessions = ['23', '24', '25'].map((day) => session(`2026-11-${day}T01:00:00Z`))
    expect(dashboardFigures(sessions, now, 2, NO_HISTORY).weeklyPercent).toBe(100)
  })
})

describe('formatting', () => {
  it('writes hours like the spec (5h 15m)', () => {
    expect(formatHours(0)).toBe('0h')
    expect(formatHours(120)).toBe('2h')
    expect(formatHours(315)).toBe('5h 15m')
  })

  it('writes weekly progress as "2 of 3 sessions"', () => {
    expect(formatWeeklyProgress(2, 3)).toBe('2 of 3 sessions')
    expect(formatWeeklyProgress(0, 1)).toBe('0 of 1 session')
  })
})
