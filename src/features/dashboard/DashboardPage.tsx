import { Navigate } from 'react-router-dom'
import { useUserArea } from '@/lib/user-area'
import { cn } from '@/lib/utils'
import { isTrainer, useCurrentUser } from '@/stores/user'
import { FitnessProfileCard } from './FitnessProfileCard'
import { QuickActionsCard } from './QuickActionsCard'
import { RecentSessionsCard } from './RecentSessionsCard'
import { StatCards } from './StatCards'

/** The client dashboard (spec §2); the layout has loaded the user and the client profile. */
export default function DashboardPage() {
  const user = useCurrentUser()
  const { clientProfile, clientProfileMissing } = useUserArea()
  if (!user) return null
  // A client without a profile fills it in first; a trainer may never have one.
  if (clientProfileMissing && !isTrainer(user)) {
    return <Navigate to="/user/profile/create" replace />
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <section>
        <h2 className="text-2xl font-bold">Welcome back, {user.name?.trim() || 'User'}!</h2>
        <p className="text-muted-foreground">Here is how your training is going.</p>
      </section>
      <StatCards />
      <div className={cn('grid gap-6', clientProfile && 'lg:grid-cols-2')}>
        {clientProfile && <FitnessProfileCard profile={clientProfile} />}
        <QuickActionsCard userType={user.userType} />
      </div>
      <RecentSessionsCard />
    </div>
  )
}
