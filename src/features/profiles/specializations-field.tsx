import { useRef } from 'react'
import type { ControllerRenderProps, Control, FieldValues, Path } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/limits'
import { POPULAR_SPECIALIZATIONS } from '@/content/options'
import { clippedChange } from '@/lib/forms'
import { acceptSpecialization, suggestSpecializations } from './specialization-suggestions'

function SpecializationsInput<TValues extends FieldValues>({
  field,
}: {
  field: ControllerRenderProps<TValues, Path<TValues>>
}) {
  const input = useRef<HTMLInputElement | null>(null)
  const onChange = clippedChange(LIMITS.profileText, field.onChange)
  const text = String(field.value ?? '')
  const suggestions = suggestSpecializations(text)
  return (
    <FormItem>
      <FormLabel>Specializations</FormLabel>
      <FormControl>
        <Input
          autoComplete="off"
          placeholder={`e.g. ${POPULAR_SPECIALIZATIONS[0]}, ${POPULAR_SPECIALIZATIONS[5]}`}
          {...field}
          ref={(element) => {
            input.current = element
            field.ref(element)
          }}
          onChange={onChange}
        />
      </FormControl>
      {suggestions.length > 0 && (
        <div role="group" aria-label="Suggested specializations" className="flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                field.onChange(acceptSpecialization(text, suggestion))
                // Back to the box for the next one.
                input.current?.focus()
              }}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      )}
      <FormDescription>{`Separate with commas. Popular: ${POPULAR_SPECIALIZATIONS.join(', ')}`}</FormDescription>
      <FormMessage />
    </FormItem>
  )
}

/** Comma-separated specializations (any text, "HIIT" too), with the list suggested as they type. */
export function SpecializationsField<TValues extends FieldValues>({
  control,
  name,
}: {
  control: Control<TValues>
  name: Path<TValues>
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => <SpecializationsInput field={field} />}
    />
  )
}
