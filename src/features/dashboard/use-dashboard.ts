import { useCallback, useEffect, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { useAfterReconnecting } from '@/lib/connection'
import { toast } from '@/lib/toast'
import { describeError } from '@/lib/errors'
import { fetchDashboard, followDashboardChanges, saveWeeklyGoal } from './dashboard-api'
import type { DashboardAnswer } from './dashboard-answer'

const GOAL_NOT_SAVED = 'Your weekly goal could not be saved. Please try again.'

export type DashboardState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: DashboardAnswer }

/**
 * The dashboard's one request, a retry, and the weekly goal (shown at once, saved behind).
 * `initial`: figures already fetched (the route's loader), shown at once without a request.
 */
export function useDashboard(userId: string, initial?: DashboardAnswer) {
  const [first] = useState(() => initial && { userId, answer: initial })
  const [state, setState] = useState<DashboardState>(() =>
    first ? { status: 'loaded', answer: first.answer } : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (attempt === 0 && first?.userId === userId) return
    let active = true
    fetchDashboard()
      .then((answer) => active && setState({ status: 'loaded', answer }))
      .catch((error: unknown) => {
        if (!active) return
        console.error(error)
        setState({ status: 'failed' })
      })
    return () => {
      active = false
    }
  }, [attempt, userId, first])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  // Live: a booking of mine changed (requested, answered, cancelled, moved, on either side), or
  // the server is back after an outage: the figures load again behind the ones shown, which stay
  // if that fails.
  const [changes, setChanges] = useState(0)
  useEffect(() => {
    let active = true
    let stop: UnsubscribeFunc | undefined
    followDashboardChanges(() => setChanges((n) => n + 1)).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe
        else void unsubscribe()
      },
      (error: unknown) => console.error('Failed to subscribe to live updates', error),
    )
    return () => {
      active = false
      void stop?.()
    }
  }, [userId])
  useEffect(() => {
    if (changes === 0) return
    let active = true
    fetchDashboard().then(
      (answer) => active && setState({ status: 'loaded', answer }),
      (error: unknown) => console.error('Failed to refresh the dashboard', error),
    )
    return () => {
      active = false
    }
  }, [changes])
  // Back after an outage: a failed dashboard loads again by itself; shown figures are refreshed.
  useAfterReconnecting(() => {
    if (state.status === 'failed') retry()
    else if (state.status === 'loaded') setChanges((n) => n + 1)
  })

  const savedGoal = state.status === 'loaded' ? state.answer.weeklyGoal : 0
  const setWeeklyGoal = useCallback(
    (weeklyGoal: number) => {
      const withGoal = (goal: number) =>
        setState((current) =>
          current.status === 'loaded'
            ? { status: 'loaded', answer: { ...current.answer, weeklyGoal: goal } }
            : current,
        )
      withGoal(weeklyGoal)
      saveWeeklyGoal(userId, weeklyGoal).catch((error: unknown) => {
        console.error(error)
        withGoal(savedGoal) // the server kept the old goal: show it again, and say why
        toast.error(describeError(error, GOAL_NOT_SAVED))
      })
    },
    [userId, savedGoal],
  )

  return { state, retry, setWeeklyGoal }
}
