import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { revealWhenShown } from '@/lib/reveal-target'
import { toast } from '@/lib/toast'
import type { UserRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { CredentialsCard } from './credentials/credentials-card'
import { ProfileFormCard } from './profile-form-card'
import { TrainerProfileForm } from './trainer-profile-form'
import { TRAINER_PROFILE_FORM } from './trainer-profile-form-logic'
import { useProfileForm } from './use-profile-form'
import { VenuesCard } from './venues-card'

/** After the first profile is saved, a new trainer stays here and goes on to their venues. */
export const AFTER_FIRST_TRAINER_PROFILE = 'venues'

function TrainerProfileCard({ user, onCreated }: { user: UserRecord; onCreated: () => void }) {
  const navigate = useNavigate()
  const profile = useProfileForm(user, TRAINER_PROFILE_FORM, (_saved, created) => {
    toast.success(USER_AREA_MESSAGES.trainerProfileSaved)
    if (created) onCreated()
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
  const { hash } = useLocation()
  // Bumped by the first save: the venues card then loads the new profile.
  const [created, setCreated] = useState(0)
  // A link to one card of this screen (the setup checklist, an email) lands on it.
  useEffect(() => {
    if (hash.length > 1) revealWhenShown(decodeURIComponent(hash.slice(1)))
  }, [hash])
  if (!user) return null
  const onCreated = () => {
    setCreated((count) => count + 1)
    revealWhenShown(AFTER_FIRST_TRAINER_PROFILE)
  }
  return (
    <div className="grid gap-6">
      <section id="trainer-profile" aria-label="Trainer profile" className="scroll-mt-20">
        <TrainerProfileCard user={user} onCreated={onCreated} />
      </section>
      {user.userType === 'trainer' && (
        <section
          id={AFTER_FIRST_TRAINER_PROFILE}
          aria-label="Venues and WhatsApp"
          className="scroll-mt-20 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <VenuesCard key={created} userId={user.id} />
        </section>
      )}
      {user.userType === 'trainer' && <CredentialsCard trainerId={user.id} />}
    </div>
  )
}
