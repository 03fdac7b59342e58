import { Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'
import { placeNamed } from '@/content/sg-places'
import {
  VENUE_KIND_LABELS,
  VENUE_KINDS,
  VENUE_NAME_MAX,
  type Venue,
  type VenueKind,
} from '@/content/when-where'

const KIND_LABELS = VENUE_KINDS.map((kind) => VENUE_KIND_LABELS[kind])

/** Under the place: its region once known ("East"), or the area a venue saved before places had. */
function placeHint(venue: Venue): string {
  const found = placeNamed(venue.place ?? '')
  if (found) return found.region
  if (!venue.place && venue.area) return `${venue.area}: choose its place`
  return 'A town, estate or MRT station'
}

/** One venue of the editor: its name, place (the table's, suggested as typed) and kind, and Remove. */
export function VenueRow({
  index,
  venue,
  onChange,
  onRemove,
}: {
  index: number
  venue: Venue
  onChange: (venue: Venue) => void
  onRemove: () => void
}) {
  const id = `venue-${index}`
  return (
    <li className="grid gap-3 rounded-md border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Venue name</Label>
        <Input
          id={`${id}-name`}
          value={venue.name}
          maxLength={VENUE_NAME_MAX}
          placeholder="e.g. ActiveSG Gym Bishan"
          onChange={(event) => onChange({ ...venue, name: event.target.value })}
        />
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor={`${id}-place`}>Place</Label>
        <Input
          id={`${id}-place`}
          value={venue.place ?? ''}
          list="venue-places"
          autoComplete="off"
          placeholder="e.g. Tampines"
          aria-describedby={`${id}-place-hint`}
          onChange={(event) => onChange({ ...venue, place: event.target.value })}
        />
        <p id={`${id}-place-hint`} className="text-xs text-muted-foreground">
          {placeHint(venue)}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <Select
          value={venue.kind ? VENUE_KIND_LABELS[venue.kind] : ''}
          onValueChange={(label) =>
            onChange({ ...venue, kind: VENUE_KINDS[KIND_LABELS.indexOf(label)] as VenueKind })
          }
        >
          <SelectTrigger id={`${id}-kind`}>
            <SelectValue placeholder="Select..." />
          </SelectTrigger>
          <SelectOptions options={KIND_LABELS} />
        </Select>
      </div>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="sm:mt-6"
        aria-label={`Remove ${venue.name || 'this venue'}`}
        onClick={onRemove}
      >
        <Trash2Icon className="size-4" aria-hidden="true" />
      </Button>
    </li>
  )
}
