import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Card, CardDescription, CardHeader } from '@/components/ui/card'
import { USER_AREA_MESSAGES } from '@/content/messages'
import { revealWhenShown } from '@/lib/reveal-target'
import { toast } from '@/lib/toast'
import type { TrainerProfileRecord, UserRecord } from '@/lib/types'
import { useCurrentUser } from '@/stores/user'
import { CredentialsCard } from './credentials/credentials-card'
import { ProfileFormCard } from './profile-form-card'
import { TrainerProfileForm } from './trainer-profile-form'
import { TRAINER_PROFILE_FORM, type TrainerProfileValues } from './trainer-profile-form-logic'
import { useProfileForm } from './use-profile-form'
import { VenuesCard } from './venues-card'

/** After the first profile is saved, a new trainer stays here and goes on to their venues. */
export const AFTER_FIRST_TRAINER_PROFILE = 'venues'

type TrainerProfileState = ReturnType<
  typeof useProfileForm<TrainerProfileValues, TrainerProfileRecord>
>

function TrainerProfileCard({ profile }: { profile: TrainerProfileState }) {
  const navigate = useNavigate()
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

/** Venues need a saved profile: until then the card says what comes after the first save. */
function VenuesAfterFirstSave() {
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">Venues</h2>
        <CardDescription>
          Save your profile first: then add where you meet clients and your WhatsApp number here.
        </CardDescription>
      </CardHeader>
    </Card>
  )
}

function TrainerProfileScreen({ user }: { user: UserRecord }) {
  const { hash } = useLocation()
  // Bumped by the first save: the venues card then loads the new profile.
  const [created, setCreated] = useState(0)
  const profile = useProfileForm(user, TRAINER_PROFILE_FORM, (_saved, isNew) => {
    toast.success(USER_AREA_MESSAGES.trainerProfileSaved)
    if (!isNew) return
    setCreated((count) => count + 1)
    revealWhenShown(AFTER_FIRST_TRAINER_PROFILE)
  })
  // A link to one card of this screen (the setup checklist, an email) lands on it.
  useEffect(() => {
    if (hash.length > 1) revealWhenShown(decodeURIComponent(hash.slice(1)))
  }, [hash])
  const trainer = user.userType === 'trainer'
  return (
    <div className="grid gap-6">
      <section id="trainer-profile" aria-label="Trainer profile" className="scroll-mt-20">
        <TrainerProfileCard profile={profile} />
      </section>
      <section
        id={AFTER_FIRST_TRAINER_PROFILE}
        aria-label="Venues and WhatsApp"
        className="scroll-mt-20 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {trainer && !profile.creating ? (
          <VenuesCard key={created} userId={user.id} />
        ) : (
          <VenuesAfterFirstSave />
        )}
      </section>
      {trainer && <CredentialsCard trainerId={user.id} />}
    </div>
  )
}

export default function TrainerProfileEditPage() {
  const user = useCurrentUser()
  if (!user) return null
  return <TrainerProfileScreen user={user} />
}
