// The dashboard's figures from the member's confirmed sessions: pure, so the SGT week
// and the counting rules are unit-tested.
import { SGT_OFFSET_MS } from '@/content/booking-rules'
import { STATUS } from '@/content/statuses'
import { parsePbDate } from '@/lib/dates'
import type { DashboardHistory, DashboardSession } from './dashboard-answer'

/** Shown until the member sets a goal on the dashboard. */
export const DEFAULT_WEEKLY_GOAL = 3
export const WEEKLY_GOAL_CHOICES = Array.from({ length: 14 }, (_, i) => i + 1)
/** Every session is one hourly slot. */
export const SESSION_MINUTES = 60
/** Recent Sessions shows this many. */
const RECENT_SESSIONS = 3

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** This week in Singapore, Monday 00:00 to the next Monday 00:00 SGT, as UTC milliseconds. */
export function sgtWeek(now: Date): { start: number; end: number } {
  const wallClock = new Date(now.getTime() + SGT_OFFSET_MS)
  const daysSinceMonday = (wallClock.getUTCDay() + 6) % 7
  const midnight = Date.UTC(
    wallClock.getUTCFullYear(),
    wallClock.getUTCMonth(),
    wallClock.getUTCDate() - daysSinceMonday,
  )
  const start = midnight - SGT_OFFSET_MS
  return { start, end: start + 7 * DAY_MS }
}

export interface DashboardFigures {
  weeklyGoal: number
  /** Sessions that took place this week (Mon–Sun SGT): confirmed and ended. */
  weekSessions: number
  /** Confirmed sessions this week not ended yet (shown apart, not counted toward the goal). */
  weekPlanned: number
  /** 0–100, for the progress bar: sessions that took place only. */
  weeklyPercent: number
  /** The hours of this week's sessions that took place, in minutes. */
  weekMinutes: number
  /** Confirmed sessions that have ended (all time, counted by the server). */
  totalSessions: number
  /** Distinct people trained with in those sessions. */
  partners: number
  /** The latest ended sessions, newest first. */
  recent: DashboardSession[]
  /** The next confirmed session that has not started. */
  next: DashboardSession | null
  /** Any confirmed session at all, past or future (else the first-run state). */
  hasSessions: boolean
}

interface Timed {
  session: DashboardSession
  start: number
}

export function dashboardFigures(
  sessions: readonly DashboardSession[],
  now: Date,
  weeklyGoal: number,
  history: DashboardHistory,
): DashboardFigures {
  const seen = new Set<string>()
  const confirmed: Timed[] = []
  for (const session of sessions) {
    // Declined, cancelled, expired or requested never count; a session counts once.
    if (session.status !== STATUS.confirmed || seen.has(session.id)) continue
    seen.add(session.id)
    confirmed.push({ session, start: parsePbDate(session.datetime).getTime() })
  }
  const at = now.getTime()
  const week = sgtWeek(now)
  const ended = confirmed
    .filter(({ start }) => start + SESSION_MINUTES * 60_000 <= at)
    .sort((a, b) => b.start - a.start)
  const inWeek = ({ start }: Timed) => start >= week.start && start < week.end
  const thisWeek = ended.filter(inWeek)
  const planned = confirmed.filter(
    (timed) => inWeek(timed) && timed.start + SESSION_MINUTES * 60_000 > at,
  )
  const upcoming = confirmed.filter(({ start }) => start > at).sort((a, b) => a.start - b.start)
  const goal = weeklyGoal > 0 ? weeklyGoal : DEFAULT_WEEKLY_GOAL

  return {
    weeklyGoal: goal,
    weekSessions: thisWeek.length,
    weekPlanned: planned.length,
    weeklyPercent: Math.min(100, Math.round((thisWeek.length / goal) * 100)),
    weekMinutes: thisWeek.length * SESSION_MINUTES,
    totalSessions: history.sessions,
    partners: history.partners,
    recent: ended.slice(0, RECENT_SESSIONS).map(({ session }) => session),
    next: upcoming[0]?.session ?? null,
    hasSessions: confirmed.length > 0,
  }
}

/** "0h", "2h", "5h 15m" (the spec's This Week format). */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest ? `${hours}h ${rest}m` : `${hours}h`
}

/** "1 session", "3 sessions". */
export function formatSessions(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`
}

/** "1 more planned this week" under the week's progress. */
export function formatPlanned(count: number): string {
  return `${count} more planned this week`
}

/** "2 of 3 sessions". */
export function formatWeeklyProgress(done: number, goal: number): string {
  return `${done} of ${formatSessions(goal)}`
}
