import { useCallback, useEffect, useState } from 'react'

export type OwnListState<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] }

/** Loads one of the member's own lists (blocks, reports) on mount, with retry and local edits. */
export function useOwnList<T>(load: () => Promise<T[]>) {
  const [state, setState] = useState<OwnListState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error('Failed to load a safety list', error)
        if (live) setState({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [load, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  const remove = useCallback(
    (keep: (item: T) => boolean) =>
      setState((old) => (old.status === 'ready' ? { ...old, items: old.items.filter(keep) } : old)),
    [],
  )
  return { state, retry, remove }
}
