import { startTransition, useEffect, useState } from 'react'
import { toast } from 'sonner'
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

export async function fetchGymBuddiesPreview(): Promise<{ entries: FinderEntry[]; total: number }> {
  const page = await pb.collection('gym_buddies_view').getList(1, PREVIEW_SIZE, LIST_OPTIONS)
  return { entries: page.items.map(toFinderEntry), total: page.totalItems }
}

export type GymBuddiesState =
  | { status: 'loading' }
  /** The first cards and the exact total, while the full list is still on its way. */
  | { status: 'preview'; entries: readonly FinderEntry[]; total: number }
  | { status: 'loaded'; entries: readonly FinderEntry[] }

/** The public buddy list (spec §4: loading, then loaded; a failure shows an error toast). */
export function useGymBuddies(): GymBuddiesState {
  const [state, setState] = useState<GymBuddiesState>({ status: 'loading' })

  useEffect(() => {
    let active = true
    // The small first page goes alone: sharing the server with the 2,000-row request slows it.
    fetchGymBuddiesPreview()
      .then((preview) => {
        if (active) setState({ status: 'preview', ...preview })
      })
      .catch(() => undefined) // the full list below reports failures
      .then(fetchGymBuddies)
      .then((entries) => {
        // The swap to 2,000 entries renders as a transition: input and scrolling stay responsive.
        if (active) startTransition(() => setState({ status: 'loaded', entries }))
      })
      .catch((error: unknown) => {
        if (!active) return
        console.error(error)
        toast.error(MESSAGES.buddyListFailed)
        setState({ status: 'loaded', entries: [] })
      })
    return () => {
      active = false
    }
  }, [])

  return state
}
