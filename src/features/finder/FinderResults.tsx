import { memo } from 'react'
import { ListIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FinderEmptyState } from './FinderEmptyState'
import { GymBuddyList } from './GymBuddyList'
import { formatBuddyCount, type FinderEntry } from './gymBuddyFilters'

/** The count line, View as List, and the cards or the empty state (memoised: typing in a filter
 * re-renders the page at once, and this part only when the results change). */
export const FinderResults = memo(function FinderResults({
  entries,
  count,
  onClearFilters,
}: {
  entries: readonly FinderEntry[]
  count: number
  onClearFilters: () => void
}) {
  return (
    <section aria-label="Gym buddies" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {formatBuddyCount(count)}
        </p>
        <Button variant="outline" size="sm">
          <ListIcon aria-hidden="true" />
          View as List
        </Button>
      </div>
      {count === 0 ? (
        <FinderEmptyState onClearFilters={onClearFilters} />
      ) : (
        <GymBuddyList entries={entries} />
      )}
    </section>
  )
})

export function FinderLoading() {
  return <Spinner label="Finding your perfect gym buddies..." className="py-16" />
}
