import { useEffect, useReducer, useRef, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { useAfterReconnecting } from './connection'

export interface LiveQuery<T> {
  data: T | undefined
  loading: boolean
  /** The first load failed: nothing to show (not the same as an empty answer). */
  failed: boolean
  /** Why the last load failed, while `failed`. */
  error: unknown
  /** Load (and subscribe) again, e.g. from a Retry button. */
  retry: () => void
  /** Replace the data locally (e.g. after the user changed a record), until the next reload. */
  setData: (data: T) => void
}

interface State<T> {
  data?: T
  loading: boolean
  error?: unknown
}

/**
 * Loads data, loads it again whenever the subscription reports a change (the newest answer
 * wins), and unsubscribes on unmount. A failed first load is `failed` (the screen says so, with a
 * Retry); a failed reload keeps the last data. When the server is back after an outage, it loads
 * and subscribes again by itself (issue 12).
 * Pass stable (memoised) functions: a new function starts over.
 * `initial` (read once) is data already loaded for this `load`, e.g. by the route's loader: the
 * first render shows it, and the first load is skipped.
 */
export function useLiveQuery<T>(
  load: () => Promise<T>,
  subscribe: (onChange: () => void) => Promise<UnsubscribeFunc>,
  initial?: T,
): LiveQuery<T> {
  const [first] = useState(() => ({ load, data: initial, used: false }))
  const [state, setState] = useState<State<T>>(() => ({
    data: first.data,
    loading: first.data === undefined,
  }))
  const [retries, retry] = useReducer((count: number) => count + 1, 0)
  const reloadAfterOutage = useRef<() => void>(() => {})

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
          if (active && request === latest)
            setState((current) => ({ ...current, loading: false, error }))
        },
      )
    }

    if (!loadedAlready) {
      setState((current) => ({ ...current, loading: current.data === undefined }))
      run()
    }
    // A live subscription survives an outage (the SDK subscribes again): only what changed
    // meanwhile needs loading. One that never started is started again.
    let subscribed = false
    reloadAfterOutage.current = () => (subscribed ? run() : retry())
    subscribe(run).then(
      (stop) => {
        subscribed = true
        if (active) unsubscribe = stop
        else void stop()
      },
      (error: unknown) => console.error('Failed to subscribe to live updates', error),
    )

    return () => {
      active = false
      void unsubscribe?.()
    }
  }, [load, subscribe, first, retries])

  useAfterReconnecting(() => reloadAfterOutage.current())

  const failed = !state.loading && state.data === undefined && state.error !== undefined
  return {
    data: state.data,
    loading: state.loading,
    failed,
    error: failed ? state.error : undefined,
    retry,
    setData: (data) => setState({ data, loading: false }),
  }
}
