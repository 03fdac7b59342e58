import {
  CalendarClockIcon,
  ClockIcon,
  InboxIcon,
  TrendingUpIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react'
import { Progress } from '@/components/ui/progress'
import { StatCard } from './stat-card'
import { WeeklyGoalSelect } from './weekly-goal-select'
import {
  formatHours,
  formatPlanned,
  formatWeeklyProgress,
  type DashboardFigures,
} from './dashboard-figures'

/** This week's sessions still ahead, apart from the ones that took place. */
function PlannedNote({ count }: { count: number }) {
  return count > 0 ? <p className="text-sm text-muted-foreground">{formatPlanned(count)}</p> : null
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4'

/** A client's four cards (the spec's titles), from their own confirmed sessions. */
export function ClientStatCards({
  figures,
  onWeeklyGoalChange,
}: {
  figures: DashboardFigures
  onWeeklyGoalChange: (goal: number) => void
}) {
  return (
    <section aria-label="Your stats" className={GRID}>
      <StatCard
        title="Weekly Progress"
        value={formatWeeklyProgress(figures.weekSessions, figures.weeklyGoal)}
        icon={TrendingUpIcon}
      >
        <Progress value={figures.weeklyPercent} aria-label="Weekly progress" />
        <PlannedNote count={figures.weekPlanned} />
        <WeeklyGoalSelect goal={figures.weeklyGoal} onChange={onWeeklyGoalChange} />
      </StatCard>
      <StatCard title="Total Sessions" value={String(figures.totalSessions)} icon={TrophyIcon} />
      <StatCard title="Gym Buddies" value={String(figures.partners)} icon={UsersIcon} />
      <StatCard title="This Week" value={formatHours(figures.weekMinutes)} icon={ClockIcon} />
    </section>
  )
}

/** A trainer's cards: sessions given, clients, requests waiting, and this week's hours. */
export function TrainerStatCards({
  figures,
  requestsWaiting,
}: {
  figures: DashboardFigures
  requestsWaiting: number
}) {
  return (
    <section aria-label="Your stats" className={GRID}>
      <StatCard title="Sessions Given" value={String(figures.totalSessions)} icon={TrophyIcon} />
      <StatCard title="Clients" value={String(figures.partners)} icon={UsersIcon} />
      <StatCard title="Requests Waiting" value={String(requestsWaiting)} icon={InboxIcon} />
      <StatCard title="This Week" value={formatHours(figures.weekMinutes)} icon={CalendarClockIcon}>
        <PlannedNote count={figures.weekPlanned} />
      </StatCard>
    </section>
  )
}
