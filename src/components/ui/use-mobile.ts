import { useSyncExternalStore } from 'react'
import { MOBILE_BREAKPOINT_PX } from '@/content/constants'

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/** True below the 768 px breakpoint, following window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false)
}
