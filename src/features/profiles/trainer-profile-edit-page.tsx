import { useNavigate } from 'react-router-dom'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { CredentialsCard } from './credentials/credentials-card'
import { ProfileFormCard } from './profile-form-card'
import { TrainerProfileForm } from './trainer-profile-form'
import { TRAINER_PROFILE_FORM } from './trainer-profile-form-logic'
import { useProfileForm } from './use-profile-form'
import { VenuesCard } from './venues-card'

/** After the first profile is saved, a new trainer sets their working hours next. */
export const AFTER_FIRST_TRAINER_PROFILE = '/user/gym-buddy-profile/hours'

function TrainerProfileCard({ user }: { user: UserRecord }) {
  const navigate = useNavigate()
  const profile = useProfileForm(user, TRAINER_PROFILE_FORM, (_saved, created) => {
    toast.success(USER_AREA_MESSAGES.trainerProfileSaved)
    if (created) void navigate(AFTER_FIRST_TRAINER_PROFILE)
  })
  // "Goes back"; opened directly, there is nothing to go back to, so go to /user.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    void (index > 0 ? navigate(-1) : navigate('/user'))
  }

  return (
    <ProfileFormCard
      title="Edit Trainer Profile"
      description="Tell clients what you specialise in, where you train and what you charge."
      profile={profile}
      failedTitle={USER_AREA_MESSAGES.trainerProfileLoadFailed}
      what="your trainer profile"
    >
      <TrainerProfileForm profile={profile} onCancel={goBack} />
    </ProfileFormCard>
  )
}

export default function TrainerProfileEditPage() {
  const user = useCurrentUser()
  if (!user) return null
  return (
    <div className="grid gap-6">
      <TrainerProfileCard user={user} />
      {user.userType === 'trainer' && <VenuesCard userId={user.id} />}
      {user.userType === 'trainer' && <CredentialsCard trainerId={user.id} />}
    </div>
  )
}
