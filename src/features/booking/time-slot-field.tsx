import { Label } from '@/components/ui/label'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'

/** The time-slot select: hourly Singapore-time slots the chosen day still offers. */
export function TimeSlotField({
  slots,
  value,
  onChange,
}: {
  slots: readonly string[]
  value: string
  onChange: (slot: string) => void
}) {
  const none = slots.length === 0
  return (
    <div className="space-y-2">
      <Label htmlFor="booking-time">Time</Label>
      <Select value={value} onValueChange={onChange} disabled={none}>
        <SelectTrigger id="booking-time" aria-describedby="booking-time-hint">
          <SelectValue placeholder="Pick a time" />
        </SelectTrigger>
        <SelectOptions options={slots} />
      </Select>
      <p id="booking-time-hint" className="text-xs text-muted-foreground">
        {none
          ? 'No times left on this day. Please choose another date.'
          : 'Times are Singapore time (SGT), one hour per session.'}
      </p>
    </div>
  )
}
