import { memo, useMemo, useState, type KeyboardEvent } from 'react'
import { MapPinIcon } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { suggestPlaces, suggestRegions, type PlaceTable } from './location-filter'

/** One choice of the box's list: a region (with the places that found it) or a place. */
interface LocationOption {
  key: string
  value: string
  detail: string
}

/** The regions typed text would find, then the places it starts: a place is chosen as itself. */
function locationOptions(text: string, places: PlaceTable | null): LocationOption[] {
  const regions = suggestRegions(text, places).map((suggestion) => ({
    key: `region-${suggestion.region}`,
    value: suggestion.region,
    detail: suggestion.places.join(', '),
  }))
  const named = suggestPlaces(text, places).map((suggestion) => ({
    key: `place-${suggestion.region}-${suggestion.place}`,
    value: suggestion.place,
    detail: `place in ${suggestion.region}`,
  }))
  return [...regions, ...named]
}

/**
 * The finder's location box (a free-text box, as the spec has it) with a list of the regions what
 * is typed would find and the places it starts: an ARIA combobox, whose list opens on typing, a
 * click or Alt/Arrow Down.
 */
export const LocationBox = memo(function LocationBox({
  id,
  initialValue = '',
  maxLength,
  places,
  onFirstUse,
  onValueChange,
}: {
  id: string
  initialValue?: string
  maxLength?: number
  /** Singapore's places by region; null until loaded (the regions are listed by name alone). */
  places: PlaceTable | null
  /** The box was focused: time to load the place table. */
  onFirstUse: () => void
  onValueChange: (value: string) => void
}) {
  const [text, setText] = useState(initialValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useMemo(
    () => (open ? locationOptions(text, places) : []),
    [open, text, places],
  )
  const listId = `${id}-regions`
  const shown = open && suggestions.length > 0

  const change = (value: string) => {
    setText(value)
    onValueChange(value)
  }
  const choose = (value: string) => {
    change(value)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!shown) {
        setOpen(true)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + suggestions.length) % suggestions.length)
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault()
      choose(suggestions[active].value)
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Location</Label>
      <div className="relative">
        <div className="relative">
          <MapPinIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className="pl-9"
            placeholder="Filter by location..."
            value={text}
            maxLength={maxLength}
            onFocus={onFirstUse}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              change(event.target.value)
              setOpen(true)
              setActive(-1)
            }}
          />
        </div>
        {/* On phones the list takes its place in the page (no field hides under it). */}
        {shown && (
          <ul
            id={listId}
            role="listbox"
            aria-label="Regions and places"
            className="z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md md:absolute md:top-full md:min-w-56"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'cursor-pointer rounded-sm px-2 py-1.5',
                  index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent',
                )}
                // Keeps focus in the box, so the click lands before the list closes on blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion.value)}
              >
                <span className="font-medium">{suggestion.value}</span>
                {suggestion.detail && (
                  <span className="text-muted-foreground"> · {suggestion.detail}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
})
