import { memo, useCallback } from 'react'
import { MapPinIcon, SearchIcon } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { FINDER_EXPERIENCE_LEVELS, FINDER_SPECIALIZATIONS } from '@/content/options'
import { FilterSelect } from './FilterSelect'
import { FilterTextInput } from './FilterTextInput'
import type { GymBuddyFilters } from './gymBuddyFilters'

/** The "Search & Filter" card: free text, location, experience level and specialization. */
export const FinderFilters = memo(function FinderFilters({
  experienceLevel,
  specialization,
  onChange,
}: {
  /** The selects' values; the text boxes own what is typed (a keystroke skips this card). */
  experienceLevel: string
  specialization: string
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
  return (
    <Card>
      <CardHeader className="pb-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <SearchIcon className="size-5 text-primary" aria-hidden="true" />
          Search &amp; Filter
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <FilterTextInput
          id="finder-search"
          label="Search"
          icon={SearchIcon}
          type="search"
          placeholder="Search by name, email, or specialization..."
          onValueChange={setSearch}
        />
        <FilterTextInput
          id="finder-location"
          label="Location"
          icon={MapPinIcon}
          placeholder="Filter by location..."
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
          options={FINDER_SPECIALIZATIONS}
          value={specialization}
          onChange={setSpecialization}
        />
      </CardContent>
    </Card>
  )
})
