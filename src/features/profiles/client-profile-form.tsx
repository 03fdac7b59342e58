import { Alert } from '@/components/ui/alert'
import { Form, FormAlert } from '@/components/ui/form'
import { MESSAGES } from '@/content/messages'
import {
  CLIENT_EXPERIENCE_LEVELS,
  DEFAULT_CLIENT_GOAL,
  POPULAR_CLIENT_GOALS,
} from '@/content/options'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { CLIENT_PROFILE_FORM } from './client-profile-form-logic'
import { HealthConsentField } from './health-consent-field'
import { ProfileFormButtons, ProfileFormCard } from './profile-form-card'
import { ExperienceAndLocationFields, ProfileTextField } from './profile-fields'
import { useProfileForm } from './use-profile-form'

/** Who reads the fitness profile, and for how long (the client_profiles read rule). */
const FITNESS_PROFILE_SHARING =
  'Shared only with trainers you book, while the booking is open and for 30 days after your session.'

export function ClientProfileForm({
  user,
  title = 'Edit Your Profile',
  titleAs,
  onSaved,
  onCancel,
}: {
  user: UserRecord
  title?: string
  titleAs: 'h1' | 'h2'
  onSaved: (profile: ClientProfileRecord) => void
  /** Not given: no Cancel button (profile creation has nowhere to go back to). */
  onCancel?: () => void
}) {
  const profile = useProfileForm(user, CLIENT_PROFILE_FORM, onSaved)
  const { form } = profile
  const { errors } = form.formState

  return (
    <ProfileFormCard
      titleAs={titleAs}
      title={title}
      description="Tell us about your fitness goals so we can match you with the right gym buddies."
      profile={profile}
      failedTitle={MESSAGES.clientProfileLoadFailed}
      what="your profile"
    >
      <Form {...form}>
        <form noValidate onSubmit={profile.submit} className="grid gap-6">
          <FormAlert />
          {/* Budget is held but has no field: its error would otherwise be unseen. */}
          {!errors.root && errors.budget && (
            <Alert variant="destructive">{errors.budget.message}</Alert>
          )}
          <ProfileTextField
            control={form.control}
            name="fitnessGoals"
            label="Fitness Goals"
            placeholder={`e.g. ${DEFAULT_CLIENT_GOAL}, ${POPULAR_CLIENT_GOALS[2]}`}
            hint={`Separate goals with commas. Popular: ${POPULAR_CLIENT_GOALS.join(', ')}`}
          />
          <ExperienceAndLocationFields
            control={form.control}
            experienceLevels={CLIENT_EXPERIENCE_LEVELS}
          />
          <ProfileTextField
            control={form.control}
            name="additionalInfo"
            label="Additional Information"
            placeholder="e.g. a knee injury, training for a race"
            hint={
              <>
                Optional: injuries, special needs, or anything a gym buddy should know.{' '}
                <span className="block">{FITNESS_PROFILE_SHARING}</span>
              </>
            }
            rows={4}
          />
          {profile.creating && <HealthConsentField control={form.control} />}
          <ProfileFormButtons saving={profile.saving} onCancel={onCancel} />
        </form>
      </Form>
    </ProfileFormCard>
  )
}
