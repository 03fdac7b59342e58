import { Checkbox } from '@/components/ui/checkbox'
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
import { LIMITS } from '@/content/limits'
import { TRAINER_EXPERIENCE_LEVELS } from '@/content/options'
import { GST_RATE_PCT } from '@/content/receipts'
import type { TrainerProfileRecord } from '@/lib/types'
import { LateCancelPolicyFields } from './late-cancel-policy-fields'
import { ProfileFormButtons } from './profile-form-card'
import { ExperienceAndLocationFields, ProfileTextField } from './profile-fields'
import { SpecializationsField } from './specializations-field'
import type { TrainerProfileValues } from './trainer-profile-form-logic'
import type { useProfileForm } from './use-profile-form'

export function TrainerProfileForm({
  profile,
  onCancel,
}: {
  profile: ReturnType<typeof useProfileForm<TrainerProfileValues, TrainerProfileRecord>>
  onCancel: () => void
}) {
  const { form } = profile
  return (
    <Form {...form}>
      <form noValidate onSubmit={profile.submit} className="grid gap-6">
        <FormAlert />
        <SpecializationsField control={form.control} name="specializations" />
        <ExperienceAndLocationFields
          control={form.control}
          experienceLevels={TRAINER_EXPERIENCE_LEVELS}
        />
        <FormField
          control={form.control}
          name="rate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Hourly Rate (SGD)</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={LIMITS.rateMax}
                  step={1}
                  {...field}
                />
              </FormControl>
              {/* The card shows "$85.50/session": sessions are one hour, so the two name one price. */}
              <FormDescription>Per one-hour session. Leave empty to discuss rates.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <LateCancelPolicyFields control={form.control} />
        <ProfileTextField control={form.control} name="bio" label="About Me" rows={4} />
        <ProfileTextField
          control={form.control}
          name="certifications"
          label="Certifications"
          rows={3}
        />
        <ProfileTextField
          control={form.control}
          name="gstNumber"
          label="GST registration number"
          placeholder="e.g. M91234567X"
          hint={`Optional. With it, your receipts show GST at ${GST_RATE_PCT}% as included in the price; without it, they say GST not charged.`}
        />
        <FormField
          control={form.control}
          name="showEmail"
          render={({ field }) => (
            <FormItem className="flex items-start gap-3">
              <FormControl>
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              </FormControl>
              <div className="grid gap-1">
                <FormLabel>Show my email on my card</FormLabel>
                <FormDescription>
                  Off: your email stays private, and clients reach you through messages.
                </FormDescription>
              </div>
            </FormItem>
          )}
        />
        <ProfileFormButtons saving={profile.saving} onCancel={onCancel} />
      </form>
    </Form>
  )
}
