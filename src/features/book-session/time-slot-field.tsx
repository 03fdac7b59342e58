import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import type { DaySlot } from './booking-slots'

/**
 * The time-slot select: hourly Singapore-time slots the chosen day still offers; an hour I
 * already hold is greyed with the reason.
 */
export function TimeSlotField({
  slots,
  value,
  onChange,
}: {
  slots: readonly DaySlot[]
  value: string
  onChange: (slot: string) => void
}) {
  const none = slots.every((entry) => entry.closedReason)
  return (
    <div className="space-y-2">
      <Label htmlFor="booking-time">Time</Label>
      {/* Greyed hours stay visible: their reasons say why the day has no time left. */}
      <Select value={value} onValueChange={onChange} disabled={slots.length === 0}>
        <SelectTrigger id="booking-time" aria-describedby="booking-time-hint">
          <SelectValue placeholder="Pick a time" />
        </SelectTrigger>
        <SelectContent>
          {slots.map(({ slot, closedReason }) => (
            <SelectItem key={slot} value={slot} disabled={Boolean(closedReason)}>
              {slot}
              {closedReason && (
                <span className="text-xs text-muted-foreground"> · {closedReason}</span>
              )}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id="booking-time-hint" className="text-xs text-muted-foreground">
        {none
          ? 'No times left on this day. Please choose another date.'
          : 'Times are Singapore time (SGT), one hour per session.'}
      </p>
    </div>
  )
}
