import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { venueDetails, type Venue } from '@/content/when-where'

/** "Where?": one of the trainer's venues (shown only when they list any). */
export function VenueField({
  venues,
  value,
  onChange,
}: {
  venues: readonly Venue[]
  value: string
  onChange: (venue: string) => void
}) {
  if (venues.length === 0) return null
  return (
    <div className="space-y-2">
      <Label htmlFor="booking-venue">Where?</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="booking-venue" aria-describedby="booking-venue-hint">
          <SelectValue placeholder="Choose a venue" />
        </SelectTrigger>
        <SelectContent>
          {venues.map((venue) => (
            <SelectItem key={venue.name} value={venue.name}>
              {venue.name}
              <span className="text-xs text-muted-foreground"> · {venueDetails(venue)}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id="booking-venue-hint" className="text-xs text-muted-foreground">
        The trainer’s venues. Hours they cannot reach in time are greyed.
      </p>
    </div>
  )
}
