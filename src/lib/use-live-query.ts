// The one way a screen loads server data: cancellation, newest-answer-wins, live reloads, reload
// after an outage, and data keyed by what it is of (another trainer's rows never show).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { UnsubscribeFunc } from 'pocketbase'
import { useAfterReconnecting } from './connection'

type Change<T> = (current: T | undefined) => T
/**
 * Changes the shown data in place (a live event, a record the user just saved). One made while
 * the first answer is on its way is applied to that answer.
 */
type DataUpdate<T> = (change: Change<T>) => void

/**
 * Follows what changes the data: call `reload` to load again, or `update` to apply an event to
 * the shown data without a request. Resolves to its unsubscribe.
 */
export type Subscribe<T> = (reload: () => void, update: DataUpdate<T>) => Promise<UnsubscribeFunc>

export interface LiveQueryOptions<T> {
  /** Live updates; without it the data is loaded once (and again after an outage). */
  subscribe?: Subscribe<T>
  /**
   * Data already loaded for this `load` (read once), e.g. by the route's loader: the first render
   * shows it, and the first load is skipped.
   */
  initial?: T
  /**
   * What the data is of (e.g. a trainer's id): it loads again when the key (or `page`) changes,
   * and `load` may then be a new function on every render. Data of another key is never shown.
   * Without a key, a new `load` function loads again (pass a stable, memoised one).
   */
  key?: unknown
  /** How much of the key's data (e.g. a row limit): a new page loads with the data still shown. */
  page?: unknown
  /** False: nothing is loaded (yet): no data, not loading. */
  enabled?: boolean
  /** Wait this long after a reported change, so a burst of changes costs one load. */
  changeDelayMs?: number
  /** Combine an answer with the data shown (e.g. keep messages that arrived meanwhile). */
  merge?: (current: T | undefined, loaded: T) => T
  /** False for a one-time action that must not run again when the server is back. */
  reloadAfterOutage?: boolean
  /**
   * Load only once the subscription is up, so a change made in between comes by one path or
   * the other; `initial` data is then loaded again behind (and `merge`d) to catch up.
   */
  loadAfterSubscribing?: boolean
}

export interface LiveQuery<T> {
  data: T | undefined
  loading: boolean
  /** The first load failed: nothing to show (not the same as an empty answer). */
  failed: boolean
  /** Why the last load failed, while `failed`. */
  error: unknown
  /** The last reload failed: the data shown is older (e.g. a longer page did not come). */
  reloadFailed: boolean
  /** Load (and subscribe) again, e.g. from a Retry button. */
  retry: () => void
  /** Load again behind the data shown (kept if that fails). */
  reload: () => void
  /** Replace the data locally (e.g. after the user changed a record), until the next reload. */
  setData: (data: T) => void
  update: DataUpdate<T>
}

interface State<T> {
  key: unknown
  data?: T
  loading: boolean
  error?: unknown
  /** Changes made while the first answer was on its way. */
  pending?: Change<T>[]
}

const count = (value: number) => value + 1

/**
 * Loads data, loads it again whenever the subscription reports a change (the newest answer
 * wins), and unsubscribes on unmount. A failed first load is `failed` (the screen says so, with a
 * Retry); a failed reload keeps the last data. When the server is back after an outage, it loads
 * (and subscribes, if that had failed) again by itself.
 * Pass stable (memoised) functions: a new `load` loads again, a new `subscribe` subscribes again.
 */
export function useLiveQuery<T>(
  load: () => Promise<T>,
  options: LiveQueryOptions<T> = {},
): LiveQuery<T> {
  const { subscribe, initial, enabled = true, changeDelayMs = 0, merge } = options
  const afterSubscribing = Boolean(subscribe && options.loadAfterSubscribing)
  const keyed = 'key' in options
  const key = keyed ? options.key : load
  const page = keyed ? options.page : undefined
  const [first] = useState(() => ({ data: initial, used: false }))
  const [state, setState] = useState<State<T>>(() => ({
    key,
    data: initial,
    loading: initial === undefined && enabled,
  }))
  const [retries, retry] = useReducer(count, 0)
  const [reloads, reload] = useReducer(count, 0)
  const loadRef = useRef(load)
  const mergeRef = useRef(merge)
  // Stable, so a subscription outlives a change of key (one per screen, no events dropped).
  const keyRef = useRef(key)
  useEffect(() => {
    loadRef.current = load
    mergeRef.current = merge
    keyRef.current = key
  })

  const update = useCallback<DataUpdate<T>>(
    (change) =>
      setState((current) => {
        const own = Object.is(current.key, keyRef.current)
        if (own && (current.data !== undefined || !current.loading))
          return { ...current, data: change(current.data), loading: false }
        const pending = own ? (current.pending ?? []) : []
        return { key: keyRef.current, loading: true, pending: [...pending, change] }
      }),
    [],
  )

  // A live subscription survives an outage (the SDK subscribes again): only what changed
  // meanwhile needs loading. One that never started is started again.
  const subscriptions = useRef(0)
  const subscribed = useRef(0)
  // Renders again when the subscription is up only for a load that waits for it.
  const [live, setLive] = useState(0)
  useEffect(() => {
    const run = ++subscriptions.current
    if (!subscribe || !enabled) return
    let active = true
    let unsubscribe: UnsubscribeFunc | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const onChange = () => {
      if (!active) return
      if (changeDelayMs <= 0) return reload()
      clearTimeout(timer)
      timer = setTimeout(reload, changeDelayMs)
    }
    subscribe(onChange, (change) => active && update(change)).then(
      (stop) => {
        if (!active) return void stop()
        unsubscribe = stop
        subscribed.current = run
        if (afterSubscribing) setLive(run)
      },
      (error: unknown) => {
        console.error('Failed to subscribe to live updates', error)
        // Nothing loads without the subscription: say so (a Retry subscribes again).
        if (active && afterSubscribing)
          setState((current) => ({ ...current, loading: false, error }))
      },
    )
    return () => {
      active = false
      clearTimeout(timer)
      void unsubscribe?.()
    }
  }, [subscribe, enabled, changeDelayMs, update, afterSubscribing, retries])

  // Only a load that waits for the subscription starts again when it is up.
  const liveGate = afterSubscribing ? live : 0
  useEffect(() => {
    if (!enabled) return
    if (afterSubscribing && liveGate !== subscriptions.current) return
    const loadedAlready = !afterSubscribing && first.data !== undefined && !first.used
    first.used = true
    if (loadedAlready) return
    let active = true
    setState((current) =>
      Object.is(current.key, key)
        ? { ...current, loading: current.data === undefined }
        : { key, loading: true },
    )
    loadRef.current().then(
      (loaded) => {
        if (!active) return
        setState((current) => {
          const own = Object.is(current.key, key)
          const combine = mergeRef.current
          let data = combine ? combine(own ? current.data : undefined, loaded) : loaded
          for (const change of (own && current.pending) || []) data = change(data)
          return { key, data, loading: false }
        })
      },
      (error: unknown) => {
        console.error('Failed to load', error)
        if (!active) return
        setState((current) =>
          Object.is(current.key, key)
            ? { ...current, loading: false, error }
            : { key, loading: false, error },
        )
      },
    )
    return () => {
      active = false
    }
  }, [key, page, enabled, first, afterSubscribing, liveGate, retries, reloads])

  const afterOutage = options.reloadAfterOutage !== false && enabled
  useAfterReconnecting(() => {
    if (!afterOutage) return
    if (subscribe && subscribed.current !== subscriptions.current) retry()
    else reload()
  })

  const setData = useCallback((data: T) => update(() => data), [update])
  const own = Object.is(state.key, key)
  const data = own ? state.data : undefined
  const loading = enabled && (own ? state.loading : true)
  const failed = own && !loading && data === undefined && state.error !== undefined
  return {
    data,
    loading,
    failed,
    error: failed ? state.error : undefined,
    reloadFailed: own && !loading && data !== undefined && state.error !== undefined,
    retry,
    reload,
    setData,
    update,
  }
}

/** Several subscriptions as one: all or none (one that failed stops the others). */
export async function subscribeToAll(
  subscriptions: Promise<UnsubscribeFunc>[],
): Promise<UnsubscribeFunc> {
  const settled = await Promise.allSettled(subscriptions)
  const stops = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
  const failure = settled.find((result) => result.status === 'rejected')
  if (!failure) return stopAll
  await stopAll()
  throw failure.reason
}
