import { startTransition, useEffect, useState } from 'react'
import { useAfterReconnecting } from '@/lib/connection'
import { toast } from '@/lib/toast'
import { MESSAGES } from '@/content/messages'
import { pb } from '@/lib/pocketbase'
import { CARDS_PER_STEP } from './GymBuddyList'
import { toFinderEntry, type FinderEntry } from './gymBuddyFilters'

// The view carries the card fields flat (1800000020): no expand, half the payload.
const LIST_OPTIONS = { sort: 'name,id' } as const
/** The first screenful, fetched before the full list so cards show before 2,000 rows arrive. */
export const PREVIEW_SIZE = CARDS_PER_STEP
/** Rows per request of the full list (PocketBase's maximum is 1,000). */
export const PAGE_SIZE = 500

function fetchPage(page: number, skipTotal: boolean) {
  return pb.collection('gym_buddies_view').getList(page, PAGE_SIZE, { ...LIST_OPTIONS, skipTotal })
}

/** Page 1 says how many pages there are; the others then load in parallel (not getFullList's
 * one-after-another walk that ends with an empty page). */
export async function fetchGymBuddies(): Promise<FinderEntry[]> {
  const first = await fetchPage(1, false)
  const others = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
    fetchPage(i + 2, true),
  )
  const pages = [first, ...(await Promise.all(others))]
  return pages.flatMap((page) => page.items.map(toFinderEntry))
}

export interface GymBuddiesPreview {
  entries: FinderEntry[]
  total: number
}

export async function fetchGymBuddiesPreview(): Promise<GymBuddiesPreview> {
  const page = await pb.collection('gym_buddies_view').getList(1, PREVIEW_SIZE, LIST_OPTIONS)
  return { entries: page.items.map(toFinderEntry), total: page.totalItems }
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
    arrived ? { status: 'preview', ...arrived } : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)
  const failed = state.status === 'failed'
  useAfterReconnecting(() => {
    if (failed) setAttempt((current) => current + 1)
  })

  useEffect(() => {
    let active = true
    // The small first page goes alone: sharing the server with the 2,000-row request slows it.
    const preview =
      arrived && attempt === 0
        ? Promise.resolve()
        : fetchGymBuddiesPreview().then((first) => {
            // A transition renders in slices: the cards never block the page for long.
            if (active) startTransition(() => setState({ status: 'preview', ...first }))
          })
    preview
      .catch(() => undefined) // the full list below reports failures
      // The 2,000 rows wait for the first cards to be painted: they never delay them.
      .then(afterPaint)
      .then(fetchGymBuddies)
      .then((entries) => {
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
