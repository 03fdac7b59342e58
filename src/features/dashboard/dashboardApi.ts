import { pb } from '@/lib/pocketbase'
import { prefetch, takePrefetched } from '@/lib/prefetch'
import type { UserRecord } from '@/lib/types'
import type { DashboardAnswer } from './dashboardAnswer'

const dashboardKey = (me: string) => `dashboard:${me}`

export function fetchDashboard(): Promise<DashboardAnswer> {
  return pb.send<DashboardAnswer>('/api/gymbuddy/dashboard', {})
}

/** Asks for the figures while the dashboard's code downloads (src/app/router.tsx). */
export async function prefetchDashboard(): Promise<void> {
  const me = pb.authStore.record?.id
  if (me && pb.authStore.isValid) await prefetch(dashboardKey(me), fetchDashboard)
}

/** The prefetched answer when it is fresh, else a new request. */
export function loadDashboard(me: string): Promise<DashboardAnswer> {
  return takePrefetched(dashboardKey(me), fetchDashboard)
}

export function saveWeeklyGoal(userId: string, weeklyGoal: number): Promise<UserRecord> {
  return pb.collection('users').update(userId, { weeklyGoal })
}
