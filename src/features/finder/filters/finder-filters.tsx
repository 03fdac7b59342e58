import { memo, useCallback, useState } from 'react'
import { ChevronDownIcon, SearchIcon, SlidersHorizontalIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { FINDER_EXPERIENCE_LEVELS } from '@/content/options'
import { cn } from '@/lib/utils'
import { FilterSelect } from './filter-select'
import { FilterTextInput } from './filter-text-input'
import { FreeAtFilter } from './free-at-filter'
import { VerifiedFilter } from './verified-filter'
import { MAX_FILTER_TEXT_LENGTH, MAX_SEARCH_LENGTH } from '../search/finder-api'
import type { GymBuddyFilters } from './gym-buddy-filters'
import { LocationBox } from './location-box'
import type { PlaceTable } from './location-filter'

/** The "Search & Filter" card: free text, location, experience level and specialization. */
export const FinderFilters = memo(function FinderFilters({
  initialSearch = '',
  initialLocation = '',
  experienceLevel,
  specialization,
  freeDay,
  freePart,
  verified,
  specializations,
  activeCount,
  places,
  onPlacesWanted,
  onChange,
}: {
  /** What the text boxes start with (going back to the finder restores them). */
  initialSearch?: string
  initialLocation?: string
  /** The selects' values; the text boxes own what is typed (a keystroke skips this card). */
  experienceLevel: string
  specialization: string
  /** The "Free at" day and part of day (lib/finder/finder_free.js on the server). */
  freeDay: string
  freePart: string
  /** "Verified coaches" ('1' when ticked). */
  verified: string
  /** The specialization filter's options: the form's list and those trainers hold. */
  specializations: readonly string[]
  /** How many filters are set (shown on the folded phone panel). */
  activeCount: number
  places: PlaceTable | null
  onPlacesWanted: () => void
  onChange: (patch: Partial<GymBuddyFilters>) => void
}) {
  // Stable handlers let the memoised inputs and selects skip each other's re-renders.
  const setSearch = useCallback((search: string) => onChange({ search }), [onChange])
  const setLocation = useCallback((location: string) => onChange({ location }), [onChange])
  const setExperienceLevel = useCallback(
    (experienceLevel: string) => onChange({ experienceLevel }),
    [onChange],
  )
  const setSpecialization = useCallback(
    (specialization: string) => onChange({ specialization }),
    [onChange],
  )
  // Phones (< 768 px) fold the fields behind a "Filters" button so the first cards show on the
  // first screen; open from the start when the finder comes back with filters set.
  const [open, setOpen] = useState(
    () =>
      !!(
        initialSearch ||
        initialLocation ||
        experienceLevel ||
        specialization ||
        freeDay ||
        verified
      ),
  )
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 p-4 md:p-6 md:pb-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <SearchIcon className="size-5 text-primary" aria-hidden="true" />
          Search &amp; Filter
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="finder-filter-fields"
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
          {!open && activeCount > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {activeCount} {activeCount === 1 ? 'filter' : 'filters'}
            </span>
          )}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      </CardHeader>
      <CardContent
        id="finder-filter-fields"
        className={cn(
          'gap-4 px-4 pb-4 md:grid md:grid-cols-2 md:px-6 md:pb-6 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]',
          open ? 'grid' : 'hidden',
        )}
      >
        <FilterTextInput
          id="finder-search"
          label="Search"
          icon={SearchIcon}
          type="search"
          placeholder="Search by name, email, or specialization..."
          initialValue={initialSearch}
          maxLength={MAX_SEARCH_LENGTH}
          onValueChange={setSearch}
        />
        <LocationBox
          id="finder-location"
          initialValue={initialLocation}
          maxLength={MAX_FILTER_TEXT_LENGTH}
          places={places}
          onFirstUse={onPlacesWanted}
          onValueChange={setLocation}
        />
        <FilterSelect
          id="finder-experience"
          label="Experience Level"
          placeholder="Any level"
          options={FINDER_EXPERIENCE_LEVELS}
          value={experienceLevel}
          onChange={setExperienceLevel}
        />
        <FilterSelect
          id="finder-specialization"
          label="Specialization"
          placeholder="Any specialization"
          options={specializations}
          value={specialization}
          onChange={setSpecialization}
        />
        <FreeAtFilter freeDay={freeDay} freePart={freePart} onChange={onChange} />
        <VerifiedFilter verified={verified} onChange={onChange} />
      </CardContent>
    </Card>
  )
})
