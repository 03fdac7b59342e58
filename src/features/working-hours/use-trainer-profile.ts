import { useCallback, useEffect, useState } from 'react'
import type { TrainerProfileRecord } from '@/lib/types'
import { findTrainerProfile } from './availability-api'

export type TrainerProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: TrainerProfileRecord }
  | { status: 'none' }
  | { status: 'failed' }

/** The signed-in trainer's profile for the hours editor; `retry` loads it again. */
export function useTrainerProfile(userId: string) {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ key: string; value: TrainerProfileState }>({
    key: '',
    value: { status: 'loading' },
  })
  const key = `${userId}/${attempt}`

  useEffect(() => {
    let active = true
    findTrainerProfile(userId).then(
      (profile) =>
        active &&
        setState({ key, value: profile ? { status: 'loaded', profile } : { status: 'none' } }),
      (error: unknown) => {
        console.error('Failed to load the trainer profile', error)
        if (active) setState({ key, value: { status: 'failed' } })
      },
    )
    return () => {
      active = false
    }
  }, [userId, key])

  const retry = useCallback(() => setAttempt((current) => current + 1), [])
  return { state: state.key === key ? state.value : { status: 'loading' as const }, retry }
}
