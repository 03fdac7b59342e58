import { pb } from '@/lib/pocketbase'
import type { UserRecord } from '@/lib/types'
import type { DashboardAnswer } from './dashboard-answer'

export function fetchDashboard(): Promise<DashboardAnswer> {
  return pb.send<DashboardAnswer>('/api/gymbuddy/dashboard', {})
}

export function saveWeeklyGoal(userId: string, weeklyGoal: number): Promise<UserRecord> {
  return pb.collection('users').update(userId, { weeklyGoal })
}
