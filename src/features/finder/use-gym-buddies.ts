import { startTransition, useEffect, useState } from 'react'
import { useAfterReconnecting } from '@/lib/connection'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { BUDDY_LIST_PAGE_SIZE, fetchBuddyListPage, searchGymBuddies } from './finder-api'
import { CARDS_PER_STEP } from './gym-buddy-list'
import { EMPTY_FILTERS, type FinderEntry } from './gym-buddy-filters'

/** The first screenful, fetched before the full list so cards show before 2,000 rows arrive. */
const PREVIEW_SIZE = CARDS_PER_STEP
/**
 * Where the finder stops keeping the whole list in the browser (issue 17): up to this many
 * trainers (~1 MB of rows) the browser filters on each keystroke without asking anyone; beyond,
 * every keystroke asks the server's search route (use-finder-search.ts).
 */
export const LOCAL_LIST_LIMIT = 5000

/** Page 1 says how many pages there are; the others then load in parallel (not getFullList's
 * one-after-another walk that ends with an empty page). */
async function fetchGymBuddies(): Promise<FinderEntry[]> {
  const first = await fetchBuddyListPage(1, BUDDY_LIST_PAGE_SIZE, false)
  const others = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
    fetchBuddyListPage(i + 2, BUDDY_LIST_PAGE_SIZE, true),
  )
  const pages = [first, ...(await Promise.all(others))]
  return pages.flatMap((page) => page.entries)
}

export interface GymBuddiesPreview {
  entries: FinderEntry[]
  total: number
}

/** The first cards and the exact total, from the search route (its count is indexed). */
export async function fetchGymBuddiesPreview(): Promise<GymBuddiesPreview> {
  const page = await searchGymBuddies(EMPTY_FILTERS, 'recommended', 1, PREVIEW_SIZE)
  return { entries: page.entries, total: page.total }
}

/** Resolves once the browser has shown what is on screen now (the first cards) and is idle. */
function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: 500 })
      else setTimeout(resolve, 0)
    }),
  )
}

/**
 * The full list, with the cards already on screen kept as the same objects where the server
 * sent the same record: their memoised cards then skip the swap's render.
 */
function keepShown(current: GymBuddiesState, entries: FinderEntry[]): FinderEntry[] {
  if (current.status !== 'preview') return entries
  const shown = new Map(current.entries.map((entry) => [entry.buddy.id, entry]))
  return entries.map((entry) => {
    const same = shown.get(entry.buddy.id)
    return same && JSON.stringify(same.buddy) === JSON.stringify(entry.buddy) ? same : entry
  })
}

export type GymBuddiesState =
  | { status: 'loading' }
  /** The first cards and the exact total, while the full list is still on its way. */
  | { status: 'preview'; entries: readonly FinderEntry[]; total: number }
  /** Too many trainers for the browser (> LOCAL_LIST_LIMIT): the first cards; the server
   * searches. */
  | { status: 'remote'; entries: readonly FinderEntry[]; total: number }
  | { status: 'loaded'; entries: readonly FinderEntry[] }
  /** Nothing could be loaded: said so with Retry, never shown as "No gym buddies found". */
  | { status: 'failed'; error: unknown; retry: () => void }

/**
 * The public buddy list (spec §4: loading, then loaded; a failure shows an error toast). A failed
 * list is its own state (issue 12), retried by the user or by itself when the server is back.
 */
export function useGymBuddies(initial?: GymBuddiesPreview | null): GymBuddiesState {
  // First cards the route's loader fetched with the code show at once, without the loading text.
  const [arrived] = useState(() => initial ?? undefined)
  const [state, setState] = useState<GymBuddiesState>(
    arrived
      ? { status: arrived.total > LOCAL_LIST_LIMIT ? 'remote' : 'preview', ...arrived }
      : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)
  const failed = state.status === 'failed'
  useAfterReconnecting(() => {
    if (failed) setAttempt((current) => current + 1)
  })

  useEffect(() => {
    let active = true
    // The small first page goes alone: sharing the server with the 2,000-row request slows it.
    const preview: Promise<GymBuddiesPreview | null> =
      arrived && attempt === 0
        ? Promise.resolve(arrived)
        : fetchGymBuddiesPreview().then((first) => {
            // A transition renders in slices: the cards never block the page for long.
            if (active) startTransition(() => setState({ status: 'preview', ...first }))
            return first
          })
    preview
      .catch(() => null) // the full list below reports failures
      .then(async (first) => {
        if (first && first.total > LOCAL_LIST_LIMIT) {
          if (active) setState({ status: 'remote', ...first })
          return
        }
        // The 2,000 rows wait for the first cards to be painted: they never delay them.
        await afterPaint()
        const entries = await fetchGymBuddies()
        // The swap to 2,000 entries renders as a transition: input and scrolling stay responsive.
        if (active)
          startTransition(() =>
            setState((current) => ({ status: 'loaded', entries: keepShown(current, entries) })),
          )
      })
      .catch((error: unknown) => {
        if (!active) return
        console.error(error)
        toast.error(MESSAGES.buddyListFailed)
        const retry = () => {
          setState({ status: 'loading' })
          setAttempt((current) => current + 1)
        }
        setState({ status: 'failed', error, retry })
      })
    return () => {
      active = false
    }
  }, [arrived, attempt])

  return state
}
