import type { ReactNode } from 'react'
import { ClockIcon, TrendingUpIcon, TrophyIcon, UsersIcon, type LucideIcon } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { DASHBOARD_PLACEHOLDERS } from '@/content/constants'

function StatCard({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string
  value: string
  icon: LucideIcon
  children?: ReactNode
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-2 p-4 pb-2 sm:p-6 sm:pb-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="text-2xl font-bold">{value}</p>
        {children}
      </CardContent>
    </Card>
  )
}

/** Fixed placeholder figures (spec §1, §9): nothing here is loaded. */
export function StatCards() {
  const stats = DASHBOARD_PLACEHOLDERS
  return (
    <section aria-label="Your stats" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Weekly Progress"
        value={`${stats.weeklyProgressPercent}%`}
        icon={TrendingUpIcon}
      >
        <Progress value={stats.weeklyProgressPercent} aria-label="Weekly progress" />
      </StatCard>
      <StatCard title="Total Sessions" value={String(stats.totalSessions)} icon={TrophyIcon} />
      <StatCard title="Gym Buddies" value={String(stats.gymBuddies)} icon={UsersIcon} />
      <StatCard title="This Week" value={stats.thisWeek} icon={ClockIcon} />
    </section>
  )
}
