import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import {
  recallFinderMemory,
  saveFinderMemory,
  tabStorage,
  type FinderMemory,
} from './finder-memory'
import type { GymBuddyFilters } from '../filters/gym-buddy-filters'
import type { FinderSort } from './finder-sort'

/** How long after the list appears a late change above it (recommendations) re-applies the scroll. */
const SETTLE_MS = 3000

/** What this visit of the finder restores (read once, on arrival), or null for a fresh visit. */
export function useRecalledFinderMemory(): FinderMemory | null {
  const location = useLocation()
  const [memory] = useState(() =>
    recallFinderMemory(
      tabStorage(),
      location.key,
      location.state,
      !finderShownBefore && openedAfresh(),
    ),
  )
  useEffect(() => {
    finderShownBefore = true
  }, [])
  return memory
}

/** Whether the finder was already shown in this page (a later "default" entry is Back to it). */
let finderShownBefore = false

/** The page was opened by a new navigation, not a reload or the browser's Back/Forward. */
function openedAfresh(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return !entry || entry.type === 'navigate' || entry.type === 'prerender'
  } catch {
    return true
  }
}

/**
 * Remembers the finder when the member leaves it and gives it back on return (Back, or a "back to
 * the finder" link): filters, "Show more" depth and scroll position. Nothing runs on a keystroke:
 * the filters are read when leaving, the scroll position from a passive listener.
 */
export function useFinderMemory(
  memory: FinderMemory | null,
  filters: GymBuddyFilters,
  sort: FinderSort,
  /** The full list is shown: the scroll position can be restored. */
  ready: boolean,
  /** Changes when something above the list appears late (re-applies the restored scroll). */
  settle: unknown,
): (count: number) => void {
  const location = useLocation()
  const filtersRef = useRef({ filters, sort })
  const shownRef = useRef(memory?.shown ?? 0)
  const restoreRef = useRef(memory && memory.scrollY > 0 ? { y: memory.scrollY, until: 0 } : null)

  useEffect(() => {
    filtersRef.current = { filters, sort }
  }, [filters, sort])

  const entryKey = location.key
  useEffect(() => {
    let scrollY = window.scrollY
    const track = () => {
      scrollY = window.scrollY
    }
    window.addEventListener('scroll', track, { passive: true })
    return () => {
      window.removeEventListener('scroll', track)
      saveFinderMemory(tabStorage(), {
        entryKey,
        ...filtersRef.current,
        shown: shownRef.current,
        scrollY,
      })
    }
  }, [entryKey])

  useEffect(() => {
    const target = restoreRef.current
    if (!ready || !target) return
    const now = Date.now()
    if (target.until === 0) target.until = now + SETTLE_MS
    else if (now > target.until) {
      restoreRef.current = null
      return
    }
    window.scrollTo(0, target.y)
  }, [ready, settle])

  const onShownChange = useCallback((count: number) => {
    shownRef.current = count
  }, [])
  return onShownChange
}
