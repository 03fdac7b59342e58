import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import {
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
import { clippedChange } from '@/lib/forms'
import { LOCATIONS } from '@/content/options'
import { OptionSelect } from './option-select'

interface ProfileFieldProps<TValues extends FieldValues> {
  control: Control<TValues>
  name: FieldPath<TValues>
  label: string
  hint?: ReactNode
  /** An example shown until the member types (never a pre-filled answer). */
  placeholder?: string
}

/** A profile text: one line, or a text area of `rows`, clipped at the server's limit. */
export function ProfileTextField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  placeholder,
  rows,
}: ProfileFieldProps<TValues> & { rows?: number }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const onChange = clippedChange(LIMITS.profileText, field.onChange)
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              {rows ? (
                <Textarea rows={rows} placeholder={placeholder} {...field} onChange={onChange} />
              ) : (
                <Input placeholder={placeholder} {...field} onChange={onChange} />
              )}
            </FormControl>
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/** A select over one of the spec's option lists (Experience Level, Preferred Location). */
function ProfileSelectField<TValues extends FieldValues>({
  control,
  name,
  label,
  options,
}: ProfileFieldProps<TValues> & { options: readonly string[] }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <OptionSelect
              value={field.value as string}
              options={options}
              onChange={field.onChange}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** Experience Level (the form's own list) and Preferred Location, side by side from 640 px. */
export function ExperienceAndLocationFields<
  TValues extends FieldValues & { experienceLevel: string; preferredLocation: string },
>({
  control,
  experienceLevels,
}: {
  control: Control<TValues>
  experienceLevels: readonly string[]
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ProfileSelectField
        control={control}
        name={'experienceLevel' as FieldPath<TValues>}
        label="Experience Level"
        options={experienceLevels}
      />
      <ProfileSelectField
        control={control}
        name={'preferredLocation' as FieldPath<TValues>}
        label="Preferred Location"
        options={LOCATIONS}
      />
    </div>
  )
}
