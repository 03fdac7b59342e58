import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a new screen may take to show its heading (its code may still be downloading). */
const WAIT_MS = 10_000

/** Focuses the page's heading (the first h1: the user area's is its header title), if shown. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
  return true
}

/**
 * After every change of page (not the first load, not a change of query or hash), focus moves to
 * the new page's heading, so a screen reader announces it and Tab goes on from there. A screen
 * still loading is waited for.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation()
  const shown = useRef<string | null>(null)

  useEffect(() => {
    const first = shown.current === null
    shown.current = pathname
    if (first || focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop()
    })
    const timer = window.setTimeout(() => stop(), WAIT_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [pathname])
}
