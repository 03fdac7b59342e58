import { useCallback } from 'react'
import { toast } from '@/lib/toast'
import { describeError } from '@/lib/errors'
import { useLiveQuery } from '@/lib/use-live-query'
import { fetchDashboard, followDashboardChanges, saveWeeklyGoal } from './dashboard-api'
import type { DashboardAnswer } from './dashboard-answer'

const GOAL_NOT_SAVED = 'Your weekly goal could not be saved. Please try again.'

export type DashboardState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: DashboardAnswer }

/**
 * The dashboard's one request, kept live: a change to one of the member's bookings (either side)
 * or the server coming back after an outage loads the figures again behind the ones shown, which
 * stay if that fails. A retry, and the weekly goal (shown at once, saved behind).
 * `initial`: figures already fetched (the route's loader), shown at once without a request.
 */
export function useDashboard(userId: string, initial?: DashboardAnswer) {
  // Another member's dashboard is another query.
  const load = useCallback(() => fetchDashboard(), [userId]) // eslint-disable-line react-hooks/exhaustive-deps
  const live = useLiveQuery(load, { subscribe: followDashboardChanges, initial })
  const answer = live.data
  const state: DashboardState = answer
    ? { status: 'loaded', answer }
    : live.failed
      ? { status: 'failed' }
      : { status: 'loading' }

  const { setData } = live
  const setWeeklyGoal = useCallback(
    (weeklyGoal: number) => {
      if (!answer) return
      setData({ ...answer, weeklyGoal })
      saveWeeklyGoal(userId, weeklyGoal).catch((error: unknown) => {
        console.error(error)
        setData(answer) // the server kept the old goal: show it again, and say why
        toast.error(describeError(error, GOAL_NOT_SAVED))
      })
    },
    [userId, answer, setData],
  )

  return { state, retry: live.retry, setWeeklyGoal }
}
