import { LoadFailed } from '@/components/load-failed'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/constants'
import { clipCharacters } from '@/lib/characters'
import { MESSAGES } from '@/content/messages'
import { CLIENT_EXPERIENCE_LEVELS, LOCATIONS, POPULAR_CLIENT_GOALS } from '@/content/options'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { FormField } from './FormField'
import { OptionSelect } from './OptionSelect'
import { useClientProfileForm } from './useClientProfileForm'

export function ClientProfileForm({
  user,
  titleAs: Title,
  onSaved,
  onCancel,
}: {
  user: UserRecord
  titleAs: 'h1' | 'h2'
  onSaved: (profile: ClientProfileRecord) => void
  /** Not given: no Cancel button (profile creation has nowhere to go back to). */
  onCancel?: () => void
}) {
  const form = useClientProfileForm(user, onSaved)
  const { values, errors, setField } = form

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <Title className="text-2xl font-semibold">Edit Your Profile</Title>
        <CardDescription>
          Tell us about your fitness goals so we can match you with the right gym buddies.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {form.status === 'loading' && <Spinner />}
        {form.status === 'failed' && (
          <LoadFailed
            title={MESSAGES.clientProfileLoadFailed}
            what="your profile"
            error={form.loadError}
            onRetry={form.retryLoad}
          />
        )}
        {form.status === 'ready' && (
          <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-6">
            {form.saveError && <Alert variant="destructive">{form.saveError}</Alert>}
            {/* Budget is held but has no field (spec §3): its error would otherwise be unseen. */}
            {!form.saveError && errors.budget && (
              <Alert variant="destructive">{errors.budget}</Alert>
            )}
            <FormField
              id="fitnessGoals"
              label="Fitness Goals"
              hint={`Separate goals with commas. Popular: ${POPULAR_CLIENT_GOALS.join(', ')}`}
              error={errors.fitnessGoals}
            >
              {(control) => (
                <Input
                  {...control}
                  value={values.fitnessGoals}
                  onChange={(event) =>
                    setField('fitnessGoals', clipCharacters(event.target.value, LIMITS.profileText))
                  }
                />
              )}
            </FormField>
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField
                id="experienceLevel"
                label="Experience Level"
                error={errors.experienceLevel}
              >
                {(control) => (
                  <OptionSelect
                    control={control}
                    value={values.experienceLevel}
                    options={CLIENT_EXPERIENCE_LEVELS}
                    onChange={(value) => setField('experienceLevel', value)}
                  />
                )}
              </FormField>
              <FormField
                id="preferredLocation"
                label="Preferred Location"
                error={errors.preferredLocation}
              >
                {(control) => (
                  <OptionSelect
                    control={control}
                    value={values.preferredLocation}
                    options={LOCATIONS}
                    onChange={(value) => setField('preferredLocation', value)}
                  />
                )}
              </FormField>
            </div>
            <FormField
              id="additionalInfo"
              label="Additional Information"
              hint="Optional: injuries, special needs, or anything a gym buddy should know."
              error={errors.additionalInfo}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={4}
                  value={values.additionalInfo}
                  onChange={(event) =>
                    setField(
                      'additionalInfo',
                      clipCharacters(event.target.value, LIMITS.profileText),
                    )
                  }
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              {onCancel && (
                <Button type="button" variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" disabled={form.saving}>
                {form.saving ? 'Saving Profile...' : 'Save Profile'}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
