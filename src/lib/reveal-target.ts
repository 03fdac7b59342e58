// Opening a link to one card of a screen (a path with #id): once the card is on screen (its screen
// and data may still be loading), it is scrolled to and focused, so the reader lands on it.

/** How long a screen may take to show the card (its code and data may still be downloading). */
const WAIT_MS = 10_000

/** How long the card is kept in view while what is above it is still loading. */
const SETTLE_MS = 3_000
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps the card in view while the screen above it grows (a form replacing its spinner), until
 * the reader scrolls, taps or types: at the top of a page the browser's own anchoring does not.
 */
function keepInView(element: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return
  const observer = new ResizeObserver(() => element.scrollIntoView?.({ block: 'start' }))
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const event of READER_INPUT) window.removeEventListener(event, stop, true)
  }
  const timer = window.setTimeout(stop, SETTLE_MS)
  for (const event of READER_INPUT) window.addEventListener(event, stop, true)
  observer.observe(document.body)
}

function reveal(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.scrollIntoView?.({ block: 'start' })
  element.focus({ preventScroll: true })
  keepInView(element)
}

/**
 * Scrolls to and focuses the element with `id` once it is shown. Focus is moved after the next
 * frame, so it lands after the screen's own focus move to its heading (app/use-focus-heading.ts).
 */
export function revealWhenShown(id: string): void {
  const later = (element: HTMLElement) =>
    window.requestAnimationFrame(() => window.setTimeout(() => reveal(element), 0))
  const found = document.getElementById(id)
  if (found) {
    later(found)
    return
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id)
    if (!element) return
    stop()
    later(element)
  })
  const timer = window.setTimeout(() => stop(), WAIT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
}

/** The id after '#' in a link, or null. */
export function targetOf(to: string): string | null {
  const at = to.indexOf('#')
  return at === -1 ? null : to.slice(at + 1)
}
