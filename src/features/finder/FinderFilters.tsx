import { useCallback } from 'react'
import { MapPinIcon, SearchIcon } from 'lucide-react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { FINDER_EXPERIENCE_LEVELS, FINDER_SPECIALIZATIONS } from '@/content/options'
import { FilterSelect } from './FilterSelect'
import type { GymBuddyFilters } from './gymBuddyFilters'

/** The "Search & Filter" card: free text, location, experience level and specialization. */
export function FinderFilters({
  filters,
  onChange,
}: {
  filters: GymBuddyFilters
  onChange: (patch: Partial<GymBuddyFilters>) => void
}) {
  // Stable handlers let the memoised selects skip the re-render of every keystroke.
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
        <div className="space-y-2">
          <Label htmlFor="finder-search">Search</Label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="finder-search"
              type="search"
              className="pl-9"
              placeholder="Search by name, email, or specialization..."
              value={filters.search}
              onChange={(event) => onChange({ search: event.target.value })}
            />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="finder-location">Location</Label>
          <div className="relative">
            <MapPinIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="finder-location"
              className="pl-9"
              placeholder="Filter by location..."
              value={filters.location}
              onChange={(event) => onChange({ location: event.target.value })}
            />
          </div>
        </div>
        <FilterSelect
          id="finder-experience"
          label="Experience Level"
          placeholder="Any level"
          options={FINDER_EXPERIENCE_LEVELS}
          value={filters.experienceLevel}
          onChange={setExperienceLevel}
        />
        <FilterSelect
          id="finder-specialization"
          label="Specialization"
          placeholder="Any specialization"
          options={FINDER_SPECIALIZATIONS}
          value={filters.specialization}
          onChange={setSpecialization}
        />
      </CardContent>
    </Card>
  )
}
