import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { useNow } from '@/lib/use-now'
import { useUserArea } from '@/lib/user-area'
import { cn } from '@/lib/utils'
import { isTrainer, useCurrentUser } from '@/stores/user'
import { AddFitnessProfileCard } from './add-fitness-profile-card'
import { FirstRunCard } from './first-run-card'
import { FitnessProfileCard } from './fitness-profile-card'
import { QuickActionsCard } from './quick-actions-card'
import { overviewWords } from './overview-words'
import { RecentSessionsCard } from './recent-sessions-card'
import { ClientStatCards, TrainerStatCards } from './stat-cards'
import { TrainerSetupCard } from './trainer-setup-card'
import { UpcomingSessionCard } from './upcoming-session-card'
import { dashboardFigures } from './dashboard-figures'
import type { DashboardAnswer } from './dashboard-answer'
import type { DashboardLoaderData } from './dashboard-loader'
import { useDashboard, type DashboardState } from './use-dashboard'
import { useFirstVisit } from './use-first-visit'

export const FIGURES_FAILED = 'Your figures could not be loaded.'

/**
 * The dashboard: the layout has loaded the user and the client profile; the router
 * passes the figures its loader fetched as `loaderData`.
 */
export default function DashboardPage({ loaderData }: { loaderData?: DashboardLoaderData | null }) {
  const user = useCurrentUser()
  const { clientProfile, clientProfileMissing } = useUserArea()
  if (!user) return null
  // A new member fills the profile in first; a trainer may never have one, and a client who
  // removed theirs (userType stays client) is invited to add one, never sent away.
  if (clientProfileMissing && user.userType === '') {
    return <Navigate to="/user/profile/create" replace />
  }
  const figures = loaderData?.me === user.id ? loaderData.answer : undefined
  return (
    <Dashboard
      user={user}
      clientProfile={clientProfile}
      clientProfileMissing={clientProfileMissing}
      figures={figures}
    />
  )
}

function Dashboard({
  user,
  clientProfile,
  clientProfileMissing,
  figures,
}: {
  user: UserRecord
  clientProfile: ClientProfileRecord | null
  clientProfileMissing: boolean
  figures?: DashboardAnswer
}) {
  const { state, retry, setWeeklyGoal } = useDashboard(user.id, figures)
  const trainer = isTrainer(user)
  const firstVisit = useFirstVisit(user.id)
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <section>
        <h2 className="text-2xl font-bold">
          {firstVisit ? 'Welcome' : 'Welcome back'}, {user.name?.trim() || 'User'}!
        </h2>
        <p className="text-muted-foreground">
          {trainer ? 'Here is how your coaching is going.' : 'Here is how your training is going.'}
        </p>
      </section>
      {trainer && <TrainerSetupCard user={user} />}
      <DashboardBody state={state} trainer={trainer} onRetry={retry} onGoal={setWeeklyGoal}>
        <div
          className={cn(
            'grid gap-6',
            !trainer && (clientProfile || clientProfileMissing) && 'lg:grid-cols-2',
          )}
        >
          {/* The fitness profile is a client's card: a trainer's dashboard shows their coaching. */}
          {!trainer && clientProfile && <FitnessProfileCard profile={clientProfile} />}
          {!trainer && clientProfileMissing && <AddFitnessProfileCard />}
          <QuickActionsCard userType={user.userType} />
        </div>
      </DashboardBody>
    </div>
  )
}

function DashboardBody({
  state,
  trainer,
  onRetry,
  onGoal,
  children,
}: {
  state: DashboardState
  trainer: boolean
  onRetry: () => void
  onGoal: (goal: number) => void
  children: ReactNode
}) {
  const now = useNow()
  if (state.status === 'loading') {
    return (
      <>
        <Spinner label="Loading your figures..." />
        {children}
      </>
    )
  }
  if (state.status === 'failed') {
    return (
      <>
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{FIGURES_FAILED}</span>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
        {children}
      </>
    )
  }
  const { answer } = state
  const figures = dashboardFigures(answer.sessions, now, answer.weeklyGoal, answer.history)
  const words = overviewWords(trainer)
  return (
    <>
      {trainer ? (
        <TrainerStatCards figures={figures} requestsWaiting={answer.requestsWaiting} />
      ) : (
        <ClientStatCards figures={figures} onWeeklyGoalChange={onGoal} />
      )}
      {!trainer && !figures.hasSessions && <FirstRunCard />}
      {children}
      {(trainer || figures.hasSessions) && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <RecentSessionsCard sessions={figures.recent} words={words} />
          <UpcomingSessionCard session={figures.next} unknownPartner={words.unknownPartner} />
        </div>
      )}
    </>
  )
}
