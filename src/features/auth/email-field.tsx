import type { Control } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { LIMITS } from '@/content/limits'

/** The Email field of Login, Register and Forgot password: an email input within the limit. */
export function EmailField<TValues extends { email: string }>({
  control,
  label = 'Email',
  autoComplete = 'email',
}: {
  control: Control<TValues>
  label?: string
  autoComplete?: string
}) {
  return (
    <FormField
      control={control as unknown as Control<{ email: string }>}
      name="email"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="email"
              autoComplete={autoComplete}
              required
              maxLength={LIMITS.email}
              {...field}
            />
          </FormControl>
        </FormItem>
      )}
    />
  )
}
