import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { LIMITS } from '@/content/constants'
import { clipCharacters } from '@/lib/characters'
import { LOCATIONS, POPULAR_SPECIALIZATIONS, TRAINER_EXPERIENCE_LEVELS } from '@/content/options'
import { FormField } from './FormField'
import { OptionSelect } from './OptionSelect'
import type { useTrainerProfileForm } from './useTrainerProfileForm'

export function TrainerProfileForm({
  form,
  onCancel,
}: {
  form: ReturnType<typeof useTrainerProfileForm>
  onCancel: () => void
}) {
  const { values, errors, setField } = form
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="grid gap-6">
      {form.saveError && <Alert variant="destructive">{form.saveError}</Alert>}
      <FormField
        id="specializations"
        label="Specializations"
        hint={`Separate with commas. Popular: ${POPULAR_SPECIALIZATIONS.join(', ')}`}
        error={errors.specializations}
      >
        {(control) => (
          <Input
            {...control}
            value={values.specializations}
            onChange={(event) =>
              setField('specializations', clipCharacters(event.target.value, LIMITS.profileText))
            }
          />
        )}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="experienceLevel" label="Experience Level" error={errors.experienceLevel}>
          {(control) => (
            <OptionSelect
              control={control}
              value={values.experienceLevel}
              options={TRAINER_EXPERIENCE_LEVELS}
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
        id="rate"
        label="Hourly Rate (SGD)"
        // The card shows "$85.50/session": sessions are one hour, so the two name one price.
        hint="Per one-hour session. Leave empty to discuss rates."
        error={errors.rate}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            max={LIMITS.rateMax}
            step={1}
            value={values.rate}
            onChange={(event) => setField('rate', event.target.value)}
          />
        )}
      </FormField>
      <FormField id="bio" label="About Me" error={errors.bio}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.bio}
            onChange={(event) =>
              setField('bio', clipCharacters(event.target.value, LIMITS.profileText))
            }
          />
        )}
      </FormField>
      <FormField id="certifications" label="Certifications" error={errors.certifications}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.certifications}
            onChange={(event) =>
              setField('certifications', clipCharacters(event.target.value, LIMITS.profileText))
            }
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id="showEmail"
          aria-describedby="showEmail-hint"
          checked={values.showEmail}
          onCheckedChange={(checked) => setField('showEmail', checked === true)}
        />
        <div className="grid gap-1">
          <Label htmlFor="showEmail">Show my email on my card</Label>
          <p id="showEmail-hint" className="text-sm text-muted-foreground">
            Off: your email stays private, and clients reach you through messages.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving Profile...' : 'Save Profile'}
        </Button>
      </div>
    </form>
  )
}
