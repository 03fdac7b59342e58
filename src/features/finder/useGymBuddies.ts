import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { MESSAGES } from '@/content/messages'
import { pb } from '@/lib/pocketbase'
import { CARDS_PER_STEP } from './GymBuddyList'
import { toFinderEntry, type FinderEntry } from './gymBuddyFilters'

const LIST_OPTIONS = { expand: 'trainer_profile', sort: 'name,id' } as const
/** The first screenful, fetched before the full list so cards show before 2,000 rows arrive. */
export const PREVIEW_SIZE = CARDS_PER_STEP

export async function fetchGymBuddies(): Promise<FinderEntry[]> {
  const buddies = await pb.collection('gym_buddies_view').getFullList(LIST_OPTIONS)
  return buddies.map(toFinderEntry)
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
        if (active) setState({ status: 'loaded', entries })
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
