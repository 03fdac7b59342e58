import { useEffect, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'

interface LiveQuery<T> {
  data: T | undefined
  loading: boolean
  /** Replace the data locally (e.g. after the user changed a record), until the next reload. */
  setData: (data: T) => void
}

/**
 * Loads data, loads it again whenever the subscription reports a change (the newest answer
 * wins), and unsubscribes on unmount. Failures are logged (spec §8); the last data stays.
 * Pass stable (memoised) functions: a new function starts over.
 * `arrived` (called once) may hand over data already loaded for this `load`, e.g. prefetched:
 * the first render shows it, and the first load is skipped.
 */
export function useLiveQuery<T>(
  load: () => Promise<T>,
  subscribe: (onChange: () => void) => Promise<UnsubscribeFunc>,
  arrived?: () => T | undefined,
): LiveQuery<T> {
  const [first] = useState(() => ({ load, data: arrived?.(), used: false }))
  const [state, setState] = useState<{ data?: T; loading: boolean }>(() => ({
    data: first.data,
    loading: first.data === undefined,
  }))

  useEffect(() => {
    let active = true
    let latest = 0
    let unsubscribe: UnsubscribeFunc | undefined
    const loadedAlready = first.data !== undefined && first.load === load && !first.used
    first.used = true

    const run = () => {
      const request = ++latest
      load().then(
        (data) => {
          if (active && request === latest) setState({ data, loading: false })
        },
        (error: unknown) => {
          console.error('Failed to load', error)
          if (active && request === latest) setState((current) => ({ ...current, loading: false }))
        },
      )
    }

    if (!loadedAlready) {
      setState((current) => ({ ...current, loading: current.data === undefined }))
      run()
    }
    subscribe(run).then(
      (stop) => {
        if (active) unsubscribe = stop
        else void stop()
      },
      (error: unknown) => console.error('Failed to subscribe to live updates', error),
    )

    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [load, subscribe, first])

  return {
    data: state.data,
    loading: state.loading,
    setData: (data) => setState({ data, loading: false }),
  }
}
