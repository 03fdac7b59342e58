import type { UnsubscribeFunc } from 'pocketbase'
import { followMemberFeed } from '@/lib/member-feed'
import { pb } from '@/lib/pocketbase'
import type { UserRecord } from '@/lib/types'
import type { DashboardAnswer } from './dashboard-answer'

export function fetchDashboard(): Promise<DashboardAnswer> {
  return pb.send<DashboardAnswer>('/api/gymbuddy/dashboard', {})
}

export function saveWeeklyGoal(userId: string, weeklyGoal: number): Promise<UserRecord> {
  return pb.collection('users').update(userId, { weeklyGoal })
}

/** Every change to the member's bookings (either side): the dashboard's figures come from them. */
export function followDashboardChanges(onChange: () => void): Promise<UnsubscribeFunc> {
  return followMemberFeed('bookings', () => onChange())
}
