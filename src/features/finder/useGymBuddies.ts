import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { MESSAGES } from '@/content/messages'
import { pb } from '@/lib/pocketbase'
import { toFinderEntry, type FinderEntry } from './gymBuddyFilters'

// Only what a card and the filters read: keeps the 2,000-trainer payload small.
const FIELDS = [
  'id',
  'collectionId',
  'collectionName',
  'name',
  'email',
  'avatar',
  'trainer_profile',
  'expand.trainer_profile.specializations',
  'expand.trainer_profile.experienceLevel',
  'expand.trainer_profile.preferredLocation',
  'expand.trainer_profile.rate',
].join(',')

export async function fetchGymBuddies(): Promise<FinderEntry[]> {
  const buddies = await pb
    .collection('gym_buddies_view')
    .getFullList({ expand: 'trainer_profile', fields: FIELDS, sort: 'name' })
  return buddies.map(toFinderEntry)
}

export type GymBuddiesState =
  | { status: 'loading'; entries: readonly FinderEntry[] }
  | { status: 'loaded'; entries: readonly FinderEntry[] }

/** The public buddy list (spec §4: loading, then loaded; a failure shows an error toast). */
export function useGymBuddies(): GymBuddiesState {
  const [state, setState] = useState<GymBuddiesState>({ status: 'loading', entries: [] })

  useEffect(() => {
    let active = true
    fetchGymBuddies()
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
