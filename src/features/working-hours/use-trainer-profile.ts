import { findTrainerProfile } from '@/lib/profiles'
import type { TrainerProfileRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'

type TrainerProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: TrainerProfileRecord }
  | { status: 'none' }
  | { status: 'failed' }

/** The signed-in trainer's profile for the hours editor; `retry` loads it again. */
export function useTrainerProfile(userId: string) {
  const { data, failed, retry } = useLiveQuery(() => findTrainerProfile(userId), { key: userId })
  const state: TrainerProfileState =
    data === undefined
      ? { status: failed ? 'failed' : 'loading' }
      : data
        ? { status: 'loaded', profile: data }
        : { status: 'none' }
  return { state, retry }
}
