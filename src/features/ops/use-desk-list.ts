import { useCallback, useEffect, useRef, useState } from 'react'

export type DeskList<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; value: T }

/**
 * One tab's data: loaded on open, reloaded after each decision. When the decision took its row
 * away (and with it the focused button), focus goes to the tab's heading, not the page's top.
 */
export function useDeskList<T>(load: () => Promise<T>) {
  const [list, setList] = useState<DeskList<T>>({ state: 'loading' })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const loadRef = useRef(load)
  const afterDecision = useRef(false)
  useEffect(() => {
    loadRef.current = load
  })

  const reload = useCallback(async () => {
    try {
      const value = await loadRef.current()
      setList({ state: 'ready', value })
    } catch (error) {
      console.error('The desk could not load a list', error)
      setList({ state: 'failed', error })
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  useEffect(() => {
    if (list.state !== 'ready' || !afterDecision.current) return
    afterDecision.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body) headingRef.current?.focus()
  }, [list])

  const retry = useCallback(() => {
    setList({ state: 'loading' })
    void reload()
  }, [reload])

  const reloadAfterDecision = useCallback(() => {
    afterDecision.current = true
    void reload()
  }, [reload])

  return { list, reload: reloadAfterDecision, retry, headingRef }
}
