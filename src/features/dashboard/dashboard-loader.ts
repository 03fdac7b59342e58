import { pb } from '@/lib/pocketbase'
import { fetchDashboard } from './dashboard-api'
import type { DashboardAnswer } from './dashboard-answer'

/** The figures, and whose they are (another member may sign in meanwhile). */
export interface DashboardLoaderData {
  me: string
  answer: DashboardAnswer
}

/** The figures, fetched while the dashboard's code downloads (route manifest: src/content/routes.ts). */
export async function loader(): Promise<DashboardLoaderData | null> {
  const me = pb.authStore.record?.id
  if (!me || !pb.authStore.isValid) return null
  return { me, answer: await fetchDashboard() }
}
