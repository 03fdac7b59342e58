import { memo } from 'react'
import { ListIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FinderEmptyState } from './finder-empty-state'
import { GymBuddyList } from './gym-buddy-list'
import { formatBuddyCount, type FinderEntry } from './gym-buddy-filters'
import type { FinderView } from './finder-view'

/** The count line, View as List, and the cards or the empty state (memoised: typing in a filter
 * re-renders the page at once, and this part only when the results change). */
export const FinderResults = memo(function FinderResults({
  entries,
  count,
  onClearFilters,
  view,
  onToggleView,
  initialShown,
  onShownChange,
  searchedOnServer,
}: {
  entries: readonly FinderEntry[]
  count: number
  onClearFilters: () => void
  view: FinderView
  onToggleView: () => void
  /** The "Show more" depth to start with (restored when going back to the finder). */
  initialShown?: number
  onShownChange?: (count: number) => void
  /** Results searched on the server: `entries` holds the first pages of `count`. */
  searchedOnServer?: { listKey: string; onNeedRows: (count: number) => void }
}) {
  return (
    <section aria-label="Gym buddies" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {formatBuddyCount(count)}
        </p>
        {/* A toggle: pressed shows the compact list, released the cards (spec's words kept). */}
        <Button
          variant={view === 'list' ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={view === 'list'}
          onClick={onToggleView}
        >
          <ListIcon aria-hidden="true" />
          View as List
        </Button>
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
