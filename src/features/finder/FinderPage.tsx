import { useDeferredValue, useMemo, useState } from 'react'
import { ListIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FinderEmptyState } from './FinderEmptyState'
import { FinderFilters } from './FinderFilters'
import { GymBuddyList } from './GymBuddyList'
import {
  EMPTY_FILTERS,
  filterGymBuddies,
  formatBuddyCount,
  type GymBuddyFilters,
} from './gymBuddyFilters'
import { useGymBuddies } from './useGymBuddies'

/** /find-gym-buddy and /book-session (spec §2 "Find gym buddy"). */
export default function FinderPage() {
  const { status, entries } = useGymBuddies()
  const [filters, setFilters] = useState<GymBuddyFilters>(EMPTY_FILTERS)
  // Typing stays instant: the list re-filters in a render React may interrupt.
  const deferredFilters = useDeferredValue(filters)
  const results = useMemo(
    () => filterGymBuddies(entries, deferredFilters),
    [entries, deferredFilters],
  )

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Find Gym Buddy · GymBuddy</title>
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Find Your Perfect Workout Gym Buddy
        </h1>
        <p className="text-muted-foreground">
          Trainers and workout partners across Singapore, ready when you are.
        </p>
      </div>
      <FinderFilters
        filters={filters}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      />
      {status === 'loading' ? (
        <Spinner label="Finding your perfect gym buddies..." className="py-16" />
      ) : (
        <section aria-label="Gym buddies" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-medium">
              {formatBuddyCount(results.length)}
            </p>
            <Button variant="outline" size="sm">
              <ListIcon aria-hidden="true" />
              View as List
            </Button>
          </div>
          {results.length === 0 ? (
            <FinderEmptyState onClearFilters={() => setFilters(EMPTY_FILTERS)} />
          ) : (
            <GymBuddyList entries={results} />
          )}
        </section>
      )}
    </div>
  )
}
