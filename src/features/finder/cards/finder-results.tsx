import { memo, useCallback } from 'react'
import { LayoutGridIcon, ListIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FinderEmptyState } from './finder-empty-state'
import { GymBuddyList } from './gym-buddy-list'
import { formatBuddyCount, type FinderEntry } from '../filters/gym-buddy-filters'
import type { FinderView } from '../search/finder-view'
import { FilterSelect } from '../filters/filter-select'
import {
  FINDER_SORTS,
  FINDER_SORT_LABELS,
  sortOfLabel,
  type FinderSort,
} from '../search/finder-sort'

/** The count line, View as List, and the cards or the empty state (memoised: typing in a filter
 * re-renders the page at once, and this part only when the results change). */
export const FinderResults = memo(function FinderResults({
  entries,
  count,
  onClearFilters,
  view,
  onToggleView,
  sort,
  onSortChange,
  initialShown,
  onShownChange,
  searchedOnServer,
}: {
  entries: readonly FinderEntry[]
  count: number
  onClearFilters: () => void
  view: FinderView
  onToggleView: () => void
  sort: FinderSort
  onSortChange: (sort: FinderSort) => void
  /** The "Show more" depth to start with (restored when going back to the finder). */
  initialShown?: number
  onShownChange?: (count: number) => void
  /** Results searched on the server: `entries` holds the first pages of `count`. */
  searchedOnServer?: { listKey: string; onNeedRows: (count: number) => void }
}) {
  const chooseSort = useCallback(
    (label: string) => onSortChange(sortOfLabel(label)),
    [onSortChange],
  )
  return (
    <section aria-label="Gym buddies" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p role="status" className="font-medium sm:pb-2">
          {formatBuddyCount(count)}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <FilterSelect
            id="finder-sort"
            label="Sort by"
            placeholder={FINDER_SORTS.recommended}
            options={FINDER_SORT_LABELS}
            value={FINDER_SORTS[sort]}
            onChange={chooseSort}
            clearable={false}
            className="w-48"
          />
          {/* Names what it switches to: "View as List" on the cards (the spec's words), "View as
              Grid" on the list. */}
          <Button variant="outline" className="h-9" onClick={onToggleView}>
            {view === 'list' ? (
              <LayoutGridIcon aria-hidden="true" />
            ) : (
              <ListIcon aria-hidden="true" />
            )}
            {view === 'list' ? 'View as Grid' : 'View as List'}
          </Button>
        </div>
      </div>
      {count === 0 ? (
        <FinderEmptyState onClearFilters={onClearFilters} />
      ) : (
        <GymBuddyList
          entries={entries}
          view={view}
          initialCount={initialShown}
          onCountChange={onShownChange}
          {...(searchedOnServer && { total: count, ...searchedOnServer })}
        />
      )}
    </section>
  )
})

export function FinderLoading() {
  return <Spinner label="Finding your perfect gym buddies..." className="py-16" />
}
