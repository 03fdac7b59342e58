import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { loadWhenReachable } from '@/lib/load-when-reachable'
import { useCurrentUser } from '@/stores/user'
import { GymBuddyCard } from './gym-buddy-card'
import type { FinderEntry } from '../filters/gym-buddy-filters'
import type { FinderView } from '../search/finder-view'
import { CARDS_PER_STEP } from '../search/cards-per-step'

// The compact list loads on demand: the cards (the default) do not carry its code.
const GymBuddyRow = lazy(() =>
  loadWhenReachable(() => import('./gym-buddy-row')).then((m) => ({ default: m.GymBuddyRow })),
)

export { CARDS_PER_STEP }

/** Renders the filtered cards (or list rows) in steps (a sentinel near the end asks for more while
 * scrolling). */
export function GymBuddyList({
  entries,
  view = 'cards',
  initialCount = CARDS_PER_STEP,
  onCountChange,
  total = entries.length,
  listKey,
  onNeedRows,
}: {
  entries: readonly FinderEntry[]
  view?: FinderView
  /** How many the first list shows (going back to the finder restores its "Show more" depth). */
  initialCount?: number
  /** Told how many are shown, so the finder can remember it. */
  onCountChange?: (count: number) => void
  /** Results searched on the server: how many match, when `entries` holds the first pages only. */
  total?: number
  /** What identifies one result list (default: `entries`); a new one starts over at one step. */
  listKey?: string
  /** Asked for more rows when more should show than `entries` holds (server search). */
  onNeedRows?: (count: number) => void
}) {
  const myId = useCurrentUser()?.id
  // The step count belongs to one result list: a new list (new filters) starts over.
  const identity = listKey ?? entries
  const [shown, setShown] = useState(() => ({
    identity,
    count: Math.max(CARDS_PER_STEP, initialCount),
  }))
  const count = shown.identity === identity ? shown.count : CARDS_PER_STEP
  const visible = entries.slice(0, count)
  const remaining = total - visible.length
  const waiting = visible.length < Math.min(count, total)
  const sentinelRef = useRef<HTMLDivElement>(null)

  useEffect(() => onCountChange?.(count), [count, onCountChange])
  useEffect(() => {
    if (entries.length < Math.min(count, total)) onNeedRows?.(count)
  }, [count, total, entries.length, onNeedRows])

  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || remaining <= 0 || waiting || typeof IntersectionObserver === 'undefined')
      return
    const observer = new IntersectionObserver(
      (observed) => {
        if (observed.some((item) => item.isIntersecting)) {
          setShown({ identity, count: count + CARDS_PER_STEP })
        }
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [identity, count, remaining, waiting])

  return (
    <>
      {view === 'list' ? (
        <Suspense fallback={<ul aria-label="Gym buddy list" className="grid gap-2" />}>
          <ul aria-label="Gym buddy list" className="grid gap-2">
            {visible.map((entry) => (
              <li key={entry.buddy.id}>
                <GymBuddyRow entry={entry} own={entry.buddy.id === myId} />
              </li>
            ))}
          </ul>
        </Suspense>
      ) : (
        <ul
          aria-label="Gym buddy cards"
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {visible.map((entry) => (
            <li key={entry.buddy.id}>
              <GymBuddyCard entry={entry} own={entry.buddy.id === myId} />
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <div ref={sentinelRef} className="mt-8 flex justify-center">
          <Button
            variant="outline"
            onClick={() => setShown({ identity, count: count + CARDS_PER_STEP })}
          >
            Show more ({remaining} remaining)
          </Button>
        </div>
      )}
    </>
  )
}
