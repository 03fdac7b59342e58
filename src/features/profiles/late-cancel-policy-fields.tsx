import { useWatch, type Control } from 'react-hook-form'
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { CANCEL_WINDOW_HOURS } from '@/content/booking-rules'
import { LATE_CANCEL_POLICY, POLICY_CHOICES } from '@/content/late-cancel-policy'
import type { TrainerProfileValues } from './trainer-profile-form-logic'

const PERCENTS = [
  {
    name: 'lateCancelFeePct',
    label: 'Late-cancel fee (% of the price)',
    hint: `A client who cancels less than ${CANCEL_WINDOW_HOURS} hours before the start.`,
  },
  {
    name: 'noShowFeePct',
    label: 'No-show fee (% of the price)',
    hint: 'A client who does not come (once the answers close, or GymBuddy settles it).',
  },
] as const

/**
 * The trainer's late-cancel and no-show policy: what a client's late cancel or no-show costs.
 * Each request keeps the policy it was made under; a change applies to new requests only.
 */
export function LateCancelPolicyFields({ control }: { control: Control<TrainerProfileValues> }) {
  const policy = useWatch({ control, name: 'lateCancelPolicy' })
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Late cancels and no-shows</legend>
      <FormField
        control={control}
        name="lateCancelPolicy"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Policy</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger className="w-full">
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {POLICY_CHOICES.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormDescription>
              Shown on your page and before a client sends a request; each request keeps the policy
              it was made under. A weather stop is never charged.
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {policy === LATE_CANCEL_POLICY.fee && (
        <div className="grid gap-4 sm:grid-cols-2">
          {PERCENTS.map((percent) => (
            <FormField
              key={percent.name}
              control={control}
              name={percent.name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{percent.label}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      step={1}
                      {...field}
                    />
                  </FormControl>
                  <FormDescription>{percent.hint}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
      )}
    </fieldset>
  )
}
