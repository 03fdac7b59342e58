import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { scrollTopKeeping, shouldLoadEarlier } from './message-paging'

/**
 * Scrolls the conversation: to the bottom when a newest message arrives; held still (same distance
 * from the bottom) when an older page lands above; and asks for that older page near the top.
 */
export function useMessageScroll({
  firstId,
  lastId,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
}: {
  firstId: string | undefined
  lastId: string | undefined
  hasEarlier: boolean
  loadingEarlier: boolean
  onLoadEarlier: () => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const fromBottom = useRef(0)
  const shownLastId = useRef<string | undefined>(undefined)

  const loadIfNearTop = useCallback(() => {
    const element = scroller.current
    if (!element) return
    const { scrollTop, scrollHeight, clientHeight } = element
    const view = { scrollTop, scrollHeight, clientHeight, hasEarlier, loading: loadingEarlier }
    if (shouldLoadEarlier(view)) onLoadEarlier()
  }, [hasEarlier, loadingEarlier, onLoadEarlier])

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    if (lastId !== shownLastId.current) element.scrollTop = element.scrollHeight
    else element.scrollTop = scrollTopKeeping(fromBottom.current, element.scrollHeight)
    shownLastId.current = lastId
  }, [firstId, lastId])

  // After every render (a "Seen" line, a new day line): remember where the view stands.
  useLayoutEffect(() => {
    const element = scroller.current
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop
  })

  // Still near the top once a page has landed (or nothing to scroll yet): the next page.
  useEffect(loadIfNearTop, [loadIfNearTop, firstId])

  const onScroll = useCallback(() => {
    const element = scroller.current
    if (!element) return
    fromBottom.current = element.scrollHeight - element.scrollTop
    loadIfNearTop()
  }, [loadIfNearTop])

  return { scroller, onScroll }
}
