import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/limits'
import { MESSAGES } from '@/content/messages'
import { CLIENT_EXPERIENCE_LEVELS, LOCATIONS, POPULAR_CLIENT_GOALS } from '@/content/options'
import { clippedChange } from '@/lib/forms'
import type { ClientProfileRecord, UserRecord } from '@/lib/types'
import { CLIENT_PROFILE_FORM } from './clientProfileForm'
import { OptionSelect } from './OptionSelect'
import { ProfileFormCard } from './profile-form-card'
import { useProfileForm } from './use-profile-form'

export function ClientProfileForm({
  user,
  titleAs,
  onSaved,
  onCancel,
}: {
  user: UserRecord
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
      title="Edit Your Profile"
      description="Tell us about your fitness goals so we can match you with the right gym buddies."
      profile={profile}
      failedTitle={MESSAGES.clientProfileLoadFailed}
      what="your profile"
    >
      <Form {...form}>
        <form noValidate onSubmit={profile.submit} className="grid gap-6">
          <FormAlert />
          {/* Budget is held but has no field (spec §3): its error would otherwise be unseen. */}
          {!errors.root && errors.budget && (
            <Alert variant="destructive">{errors.budget.message}</Alert>
          )}
          <FormField
            control={form.control}
            name="fitnessGoals"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Fitness Goals</FormLabel>
                <FormControl>
                  <Input {...field} onChange={clippedChange(LIMITS.profileText, field.onChange)} />
                </FormControl>
                <FormDescription>
                  Separate goals with commas. Popular: {POPULAR_CLIENT_GOALS.join(', ')}
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="experienceLevel"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Experience Level</FormLabel>
                  <FormControl>
                    <OptionSelect
                      value={field.value}
                      options={CLIENT_EXPERIENCE_LEVELS}
                      onChange={field.onChange}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="preferredLocation"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Preferred Location</FormLabel>
                  <FormControl>
                    <OptionSelect
                      value={field.value}
                      options={LOCATIONS}
                      onChange={field.onChange}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="additionalInfo"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Additional Information</FormLabel>
                <FormControl>
                  <Textarea
                    rows={4}
                    {...field}
                    onChange={clippedChange(LIMITS.profileText, field.onChange)}
                  />
                </FormControl>
                <FormDescription>
                  Optional: injuries, special needs, or anything a gym buddy should know.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {onCancel && (
              <Button type="button" variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={profile.saving}>
              {profile.saving ? 'Saving Profile...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </Form>
    </ProfileFormCard>
  )
}
