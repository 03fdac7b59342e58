import { useEffect } from 'react'

/** The in-app link a click follows to another page, or null (new tab, other site, same page). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
    return null
  }
  return link
}

/**
 * While `unsaved`, following a link to another page asks `question` first (staying cancels the
 * click), and closing or reloading the tab asks the browser's own question.
 */
export function useConfirmLeaving(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return
      event.preventDefault()
      // Captured on the document: the router's own link handler never sees the click.
      event.stopPropagation()
    }
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onUnload)
    }
  }, [unsaved, question])
}
