import { useMatches } from 'react-router-dom'

export const DEFAULT_PAGE_TITLE = 'Dashboard'

/** The deepest route's `handle.title`, else Dashboard (spec §2). */
export function pageTitleFromMatches(matches: ReadonlyArray<{ handle: unknown }>): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle
    if (handle && typeof handle === 'object' && 'title' in handle) {
      const title = (handle as { title?: unknown }).title
      if (typeof title === 'string' && title) return title
    }
  }
  return DEFAULT_PAGE_TITLE
}

export function usePageTitle(): string {
  return pageTitleFromMatches(useMatches())
}
