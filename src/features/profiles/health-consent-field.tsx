import type { Control } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { HEALTH_CONSENT } from '@/content/consent-versions'
import type { ClientProfileValues } from './client-profile-form-logic'

/** A first fitness profile's consent: the tick box the server requires (healthConsent). */
export function HealthConsentField({ control }: { control: Control<ClientProfileValues> }) {
  return (
    <FormField
      control={control}
      name="healthConsent"
      render={({ field }) => (
        <FormItem className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1">
          <FormControl>
            <Checkbox
              checked={field.value}
              onCheckedChange={(state) => field.onChange(state === true)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-required
              className="mt-0.5"
            />
          </FormControl>
          <FormLabel className="leading-snug font-normal">{HEALTH_CONSENT.label}</FormLabel>
          <FormDescription className="col-start-2">{HEALTH_CONSENT.hint}</FormDescription>
          <FormMessage className="col-start-2" />
        </FormItem>
      )}
    />
  )
}
